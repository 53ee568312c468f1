/// Fresh data: a request's `optimistic`, `poll` and `cache`, and the feature's `persist`.
extension ValidationSession {
    /// Reads `optimistic`, `poll` and `cache` into `request`, whose other keys are read.
    mutating func readFreshDataKeys(_ keys: inout KeyedMapping, into request: inout Request) {
        if let node = keys["optimistic"] {
            request.optimistic = flag(node, what: "'optimistic'")
            request.lines.optimistic = Int(node.position.line)
            if request.optimistic { checkOptimistic(request, at: node.position, debounce: keys.pair("debounce")) }
        }
        request.poll = number("poll", of: &keys)
        request.cache = number("cache", of: &keys)
        if let node = keys["cache"] {
            if request.policy.overlaps {
                error(
                    "'cache' gives a fresh answer again instead of a call, and policy \(request.policy.rawValue) makes every call; use policy latest or first, or leave out 'cache'",
                    at: node.position)
            } else if let into = request.into, into.mode == .append || into.mode == .prepend {
                error(
                    "'cache' gives a fresh answer again, and 'into' with mode \(into.mode.rawValue) would add it twice; use mode assign, upsert or keyed, or leave out 'cache'",
                    at: node.position)
            }
        }
    }

    /// An optimistic request shows its prediction in `into`, and every call answers.
    private mutating func checkOptimistic(_ request: Request, at position: SourcePosition, debounce: YAMLNode.Pair?) {
        if request.into == nil {
            let example = request.success.map { " (the success type is '\($0)')" } ?? ", with a 'success' type"
            error(
                "'optimistic' shows the predicted success payload in the field that 'into' names, and '\(request.name)' has none; add 'into'\(example), like into: { field: messages, mode: append }",
                at: position)
        }
        if let debounce {
            error("'optimistic' shows a prediction at once, and 'debounce' can drop the call it belongs to; leave out one of them", at: debounce.keyPosition)
        }
    }

    /// `persist: [draft, favorites]`: state fields, each once; not a property the generated
    /// code keeps (`GeneratedStateProperty`), and not a field that an optimistic request shows
    /// predictions in.
    mutating func validatePersist(_ node: YAMLNode, of feature: Feature) -> [PersistedStateField] {
        let items = listItems(node, expected: "'persist' must be a list of state fields, like [draft, favorites]")
        var persisted: [PersistedStateField] = []
        for item in items {
            guard let name = scalar(item, what: "a field that 'persist' names") else { continue }
            guard let field = feature.fields.first(where: { $0.name == name }) else {
                if let generated = GeneratedStateProperty(named: name, in: feature) {
                    let (reason, fix) = generated.persistRefusal(of: name)
                    error("'persist' names '\(name)', \(generated.description), which is not saved: \(reason); \(fix)", at: item.position)
                } else {
                    error("'persist' names '\(name)', which is no state field" + Self.hint(for: name, among: feature.fields.map(\.name), kind: "fields"), at: item.position)
                }
                continue
            }
            if persisted.contains(where: { $0.field.name == name }) {
                error("'persist' names '\(name)' twice", at: item.position)
            } else if let request = feature.requests.first(where: { $0.optimistic && $0.into?.field == name }) {
                error(
                    "'\(name)' cannot be persisted: the optimistic request '\(request.name)' shows its predictions there, and a prediction saved before a restart would never be undone or replaced; persist another field, or leave out 'optimistic'",
                    at: item.position)
            } else {
                persisted.append(PersistedStateField(field: field, declared: item.position))
            }
        }
        return persisted
    }
}
