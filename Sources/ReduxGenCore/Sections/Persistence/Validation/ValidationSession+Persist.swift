/// The feature's `persist`.
extension ValidationSession {
    /// `persist: [draft, favorites]`: state fields, each once; not a property the generated
    /// code keeps (`GeneratedStateProperty`), not a field that an optimistic request shows
    /// predictions in, not one that a request keeps its failures in, and not one that shows
    /// whether a request's call is in flight.
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
            } else if let request = feature.requests.first(where: { $0.failureInto?.field == name }) {
                error(
                    "'\(name)' cannot be persisted: it keeps the failures of '\(request.name)', which belong to calls of this launch, and a failure saved before a restart would show for a call that never ran; persist another field, or leave '\(name)' out of 'persist'",
                    at: item.position)
            } else if let request = feature.requests.first(where: { $0.loadingInto?.field == name }) {
                error(
                    "'\(name)' cannot be persisted: it shows whether a call of '\(request.name)' is in flight, and a flag saved before a restart would show a call that no longer runs; persist another field, or leave '\(name)' out of 'persist'",
                    at: item.position)
            } else {
                persisted.append(PersistedStateField(field: field, declared: item.position))
            }
        }
        return persisted
    }
}
