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
                    "'cache' skips a call while an earlier answer is fresh, which suits requests that read (policy latest or first); policy \(request.policy.rawValue) runs every call",
                    at: node.position)
            }
        }
    }

    /// An optimistic request shows its prediction in `into`, and every call answers.
    private mutating func checkOptimistic(_ request: Request, at position: SourcePosition, debounce: YAMLNode.Pair?) {
        if request.into == nil {
            let example = request.success.map { " (the success type is '\($0)')" } ?? ", with a 'success' type"
            error("'optimistic' shows the predicted success payload in the state field that 'into' names: add 'into'\(example), like into: { field: messages, mode: append }", at: position)
        }
        if let debounce {
            error("'optimistic' shows a prediction at once, and 'debounce' can drop the call it belongs to: leave out one of them", at: debounce.keyPosition)
        }
    }

    /// `persist: [draft, favorites]`: state fields, each once; not a request's or a stream's
    /// own field, and not a field that an optimistic request shows predictions in.
    mutating func validatePersist(_ node: YAMLNode, of feature: Feature) -> [PersistedStateField] {
        let items = listItems(node, expected: "'persist' must be a list of state fields, like [draft, favorites]")
        var persisted: [PersistedStateField] = []
        for item in items {
            guard let name = scalar(item, what: "a field that 'persist' names") else { continue }
            guard let field = feature.fields.first(where: { $0.name == name }) else {
                if let owner = Self.generatedOwner(of: name, in: feature) {
                    error("'persist' names '\(name)', \(owner), which is not saved: a call or a subscription does not survive a restart; persist the state fields it fills", at: item.position)
                } else {
                    error("'persist' names '\(name)', which is no state field" + Self.hint(for: name, among: feature.fields.map(\.name), kind: "fields"), at: item.position)
                }
                continue
            }
            if persisted.contains(where: { $0.field.name == name }) {
                error("'persist' names '\(name)' twice", at: item.position)
            } else if let request = feature.requests.first(where: { $0.optimistic && $0.into?.field == name }) {
                error("'\(name)' cannot be persisted: the optimistic request '\(request.name)' shows its predictions there, and a prediction saved before a restart would never be undone or replaced", at: item.position)
            } else {
                persisted.append(PersistedStateField(field: field, declared: item.position))
            }
        }
        return persisted
    }

    /// `the status of the request 'load'`, … when `name` is a state property that a request
    /// or a stream declares.
    private static func generatedOwner(of name: String, in feature: Feature) -> String? {
        for request in feature.requests {
            if name == request.statusFieldName { return "the status of the request '\(request.name)'" }
            if request.countsCalls, name == request.inFlightFieldName { return "the count of calls in flight of the request '\(request.name)'" }
            if request.optimistic, name == request.predictionsFieldName { return "the predictions of the request '\(request.name)'" }
        }
        for stream in feature.streams where name == stream.activeFieldName {
            return "the field that says which '\(stream.name)' streams run"
        }
        return nil
    }
}
