/// `on:` and `when:` of a request: the actions after which it starts by itself, and the
/// condition on the state without which its call is skipped.
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
    /// known (`checkTriggers(of:)` resolves them). A request with params cannot start by
    /// itself: nothing would give its params.
    mutating func readTriggers(_ node: YAMLNode, of request: Request) -> [RequestTrigger] {
        let items = listItems(node, expected: "'on' must be a list of actions, like [setQuery, refresh]")
        if request.params != .none, !items.isEmpty {
            error("'\(request.name)' has params, which nothing gives when it starts by itself; leave out 'on', or pass the values in 'reads:' instead of 'params:'", at: node.position)
            return []
        }
        var triggers: [RequestTrigger] = []
        for item in items {
            guard let name = scalar(item, what: "an action that 'on' names") else { continue }
            if triggers.contains(where: { $0.action == name }) {
                error("'on' names '\(name)' twice", at: item.position)
            } else {
                triggers.append(RequestTrigger(action: name, declared: item.position))
            }
        }
        return triggers
    }

    /// Each trigger names an action of the spec or a binding's setter.
    mutating func checkTriggers(of feature: Feature) {
        let names = feature.actions.map(\.name) + feature.bindings.map(\.setterCaseName)
        for request in feature.requests {
            for trigger in request.on where !names.contains(trigger.action) {
                error(
                    "'on' of '\(request.name)' names '\(trigger.action)', which is no action of the spec nor a binding's setter"
                        + Self.hint(for: trigger.action, among: names, kind: "actions"),
                    at: trigger.declared)
            }
        }
    }
}
