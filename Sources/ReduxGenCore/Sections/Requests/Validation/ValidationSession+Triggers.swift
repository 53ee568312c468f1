/// `on:`, `then:` and `when:` of a request: the actions after which it starts by itself,
/// those that follow its success, and the condition on the state without which its call is
/// skipped.
extension ValidationSession {
    /// `when: state.isSignedIn`: one Swift expression, on one line.
    mutating func condition(_ node: YAMLNode, of request: String) -> String? {
        guard let text = scalar(node, what: "the 'when' of '\(request)'") else { return nil }
        guard let failure = SwiftExpressionChecker.check(text) else { return text.trimmingSpaces() }
        // The checker speaks of default values, its first use.
        let subject = "a default value"
        let message = failure.message.hasPrefix(subject) ? "a condition" + failure.message.dropFirst(subject.count) : failure.message
        error("the 'when' of '\(request)' is not a single Swift expression: \(message)", at: position(in: node, offset: failure.offset))
        return nil
    }

    /// `on: [setQuery, refresh]`: names, once each, read before the actions they name are
    /// known (`checkFollowUps(of:)` resolves them). A request with params starts by itself
    /// only with `on:`'s mapping form, which gives each param an expression
    /// (`readTriggerArguments`): a list gives none.
    mutating func readTriggers(_ node: YAMLNode, of request: Request) -> [NamedAction] {
        if case .mapping(let pairs) = node.content { return readTriggerArguments(pairs, of: request) }
        let names = readActionNames(node, key: "on")
        if request.params != .none, let first = names.first {
            error(
                "'\(request.name)' has params, which a list of actions does not give when it starts by itself; "
                    + "give each param a Swift expression over the state and the action's payload, like on: { \(first.action): \(Self.exampleArguments(of: request)) }, "
                    + "or pass the values in 'reads:' instead of 'params:'",
                at: node.position)
            return []
        }
        return names
    }

    /// `on: [setQuery, refresh]`, `then: [refresh]`: a list of names, once each.
    mutating func readActionNames(_ node: YAMLNode, key: String) -> [NamedAction] {
        let items = listItems(node, expected: "'\(key)' must be a list of actions, like [setQuery, refresh]")
        var names: [NamedAction] = []
        for item in items {
            guard let name = scalar(item, what: "an action that '\(key)' names") else { continue }
            if names.contains(where: { $0.action == name }) {
                error("'\(key)' names '\(name)' twice", at: item.position)
            } else {
                names.append(NamedAction(action: name, declared: item.position))
            }
        }
        return names
    }

    /// What an `on:` starts: a request, or a stream by its start action.
    enum Started {
        case request(String)
        case stream(startAction: String)

        var isRequest: Bool {
            if case .request = self { return true }
            return false
        }

        /// `a request`, `a stream`: what the errors say starts.
        var kind: String { isRequest ? "a request" : "a stream" }

        /// What `then:` names to start it: the request, or the stream's start action.
        var action: String {
            switch self {
            case .request(let name), .stream(let name): return name
            }
        }
    }

    /// Each name of `triggers` (the `on:` of `owner`) is an action after which it may start:
    /// an action of the spec, a binding's setter or, for a request, a stream's start or stop;
    /// not a navigation action nor a request, which are told apart in the error.
    mutating func checkTriggers(_ triggers: [NamedAction], of owner: String, starting started: Started, in feature: Feature) {
        let streamActions = started.isRequest
            ? feature.streams.flatMap { [$0.startCaseName, $0.stopCaseName] + ($0.stopAll ? [$0.stopAllCaseName] : []) } : []
        // Each name once, for the error's list: two bindings' setters may be named alike,
        // which the plan's check reports.
        var seen: Set<String> = []
        let allowed = (feature.actions.map(\.name) + feature.bindings.map(\.setterCaseName) + streamActions).filter { seen.insert($0).inserted }
        let sources = started.isRequest ? "the spec's actions, bindings' setters and streams' start and stop" : "the spec's actions and bindings' setters"
        let navigation = feature.navigation.map { NavigationPlan($0, feature: feature.name).actionCases } ?? []
        for trigger in triggers where !allowed.contains(trigger.action) {
            if navigation.contains(where: { $0.name == trigger.action }) {
                error(
                    "'on' of \(owner) names '\(trigger.action)', a navigation action, and \(started.kind) starts after \(sources) only; "
                        + "name an action of the spec, such as one the view sends when the screen appears",
                    at: trigger.declared)
            } else if feature.requests.contains(where: { $0.name == trigger.action }) {
                error(
                    "'on' of \(owner) names the request '\(trigger.action)', and \(started.kind) starts after actions, not after \(started.isRequest ? "another request" : "a request"); "
                        + "add '\(started.action)' to 'then' of '\(trigger.action)' to start it after each of its successes",
                    at: trigger.declared)
            } else if let binding = feature.bindings.first(where: { $0.setter != nil && "set" + $0.name.uppercasingFirst == trigger.action }) {
                error(
                    "'on' of \(owner) names '\(trigger.action)', and the setter of the binding '\(binding.name)' is '\(binding.setterCaseName)', as its 'setter:' names it; "
                        + "name '\(binding.setterCaseName)'",
                    at: trigger.declared)
            } else {
                error(
                    "'on' of \(owner) names '\(trigger.action)', which is no action of the spec nor a binding's setter"
                        + Self.hint(for: trigger.action, among: allowed, kind: "actions"),
                    at: trigger.declared)
            }
        }
    }

    /// Each `on:` names an action after which its request may start (`checkTriggers`); each
    /// `then:` an action without payload (the spec's, the navigation's `pop`, `popToRoot`,
    /// `dismissPresented`, the start and stop of a stream without params) or another request
    /// without params, and never leads back to its own request (which would call it again
    /// after each success, endlessly).
    mutating func checkFollowUps(of feature: Feature) {
        let navigation = feature.navigation.map { NavigationPlan($0, feature: feature.name).actionCases } ?? []
        let streamActions = feature.streams.filter { $0.params == .none }.flatMap { [$0.startCaseName, $0.stopCaseName] }
        let followers = feature.actions.map(\.name) + feature.requests.map(\.name) + navigation.filter(\.values.isEmpty).map(\.name) + streamActions
        for request in feature.requests {
            checkTriggers(request.on, of: "'\(request.name)'", starting: .request(request.name), in: feature)
            checkTriggerLabels(of: request, in: feature)
            for next in request.then {
                let name = next.action
                if name == request.name {
                    error("'then' of '\(request.name)' names the request itself, which would call it again after each success, endlessly", at: next.declared)
                } else if let action = feature.actions.first(where: { $0.name == name }), action.payload != .none {
                    error("'then' of '\(request.name)' names '\(name)', an action with a payload, which nothing gives after a success; name an action without one", at: next.declared)
                } else if let binding = feature.bindings.first(where: { $0.setterCaseName == name }) {
                    error(
                        "'then' of '\(request.name)' names '\(name)', the setter of the binding '\(binding.name)', which carries the field's new value "
                            + "that nothing gives after a success; name an action without a payload, and set '\(binding.name)' in your reducer logic on it",
                        at: next.declared)
                } else if let action = navigation.first(where: { $0.name == name }), !action.values.isEmpty {
                    error(
                        "'then' of '\(request.name)' names '\(name)', a navigation action with a payload, which nothing gives after a success; "
                            + "name one without it, " + Suggestions.listing(navigation.filter(\.values.isEmpty).map(\.name)),
                        at: next.declared)
                } else if let stream = feature.streams.first(where: { $0.params != .none && [$0.startCaseName, $0.stopCaseName, $0.stopAllCaseName].contains(name) }) {
                    error(
                        "'then' of '\(request.name)' names '\(name)', an action of the stream '\(stream.name)', which has params that nothing gives after a success; "
                            + "start and stop a stream with params from the view",
                        at: next.declared)
                } else if let other = feature.requests.first(where: { $0.name == name }), other.params != .none {
                    error("'then' of '\(request.name)' names '\(name)', a request with params, which nothing gives after a success; give '\(name)' its values in 'reads:' instead of 'params:'", at: next.declared)
                } else if !followers.contains(name) {
                    error(
                        "'then' of '\(request.name)' names '\(name)', which is no action or request of the spec"
                            + Self.hint(for: name, among: followers, kind: "actions and requests"),
                        at: next.declared)
                } else if let loop = Self.loop(from: name, backTo: request.name, in: feature) {
                    error(
                        "'then' of '\(request.name)' names '\(name)', which leads back to '\(request.name)' ("
                            + ([request.name] + loop).joined(separator: " → ")
                            + "): each success would start the next call, endlessly; leave one of them out of 'then'",
                        at: next.declared)
                } else if let started = feature.requests.first(where: { $0.on.contains { $0.action == name && $0.givesParams } }) {
                    error(
                        "'then' of '\(request.name)' names '\(name)', after which 'on' of '\(started.name)' computes its params from the state, "
                            + "which the generated tests of each success of '\(request.name)' cannot expect; start '\(started.name)' from an action the view sends, or leave '\(name)' out of 'then'",
                        at: next.declared)
                }
            }
        }
    }

    /// The expressions of a request's `on:` read the state as `state` and the action's
    /// payload by its labels: an action with a value labelled `state` would hide the state.
    private mutating func checkTriggerLabels(of request: Request, in feature: Feature) {
        for trigger in request.on where trigger.givesParams {
            let labels = feature.actions.first { $0.name == trigger.action }?.payload.labels
                ?? feature.streams.first { $0.startCaseName == trigger.action }?.params.labels ?? []
            if labels.contains("state") {
                error(
                    "'on' of '\(request.name)' gives params after '\(trigger.action)', whose value labelled 'state' its expressions would take for the feature's state; rename the label",
                    at: trigger.declared)
            }
        }
    }

    /// The requests that `name` starts when dispatched: the request itself, or those whose
    /// `on:` names the action or the start of a stream whose `on:` names it.
    private static func requestsStarted(by name: String, in feature: Feature) -> [String] {
        if feature.requests.contains(where: { $0.name == name }) { return [name] }
        // The streams `name` starts dispatch their start action, which may start requests too.
        let streamStarts = feature.streams.filter { $0.on.contains { $0.action == name } }.map(\.startCaseName)
        return feature.requests.filter { $0.on.contains { $0.action == name } }.map(\.name) + streamStarts.flatMap { requestsStarted(by: $0, in: feature) }
    }

    /// The requests through which dispatching `name` starts `target` again, following the
    /// `then:` of each request it starts, or nil when it never does.
    private static func loop(from name: String, backTo target: String, in feature: Feature) -> [String]? {
        var visited: Set<String> = []
        func search(_ name: String) -> [String]? {
            for started in requestsStarted(by: name, in: feature) {
                if started == target { return name == started ? [started] : [name, started] }
                guard visited.insert(started).inserted else { continue }
                let then = feature.requests.first { $0.name == started }?.then ?? []
                for next in then {
                    if let rest = search(next.action) { return (name == started ? [started] : [name, started]) + rest }
                }
            }
            return nil
        }
        return search(name)
    }
}
