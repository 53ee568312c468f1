/// `on:` of a request: the actions after which it starts by itself.
extension ValidationSession {
    /// `on: [setQuery, refresh]`: names, once each, read before the actions they name are
    /// known (`checkTriggers(of:)` resolves them). A request with params cannot start by
    /// itself: nothing would give its params.
    mutating func readTriggers(_ node: YAMLNode, of request: Request) -> [RequestTrigger] {
        var items: [YAMLNode] = []
        switch node.content {
        case .sequence(let elements): items = elements
        case .scalar where !node.isNull: items = [node]
        default:
            error("'on' must be a list of actions, like [setQuery, refresh], not \(node.shapeDescription)", at: node.position)
            return []
        }
        if request.params != .none {
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
