/// `into:` without a prediction: where a success's payload goes, by mode.
extension FeatureState {
    /// Stores the answer `payload` of a call whose key is `key` in the request's field.
    mutating func store(_ payload: ModelValue, for request: DrawnRequest, key: ModelValue?) {
        guard let into = request.into else { return }
        let answer = into.isElement ? [payload] : payload.elements
        switch into.mode {
        case .assign:
            fields[into.field] = payload
        case .append, .prepend:
            insert(answer, into: into.field, atStart: into.mode == .prepend, owner: nil)
        case .upsert:
            var list = fields[into.field]!.elements
            for element in answer { Self.upsert(element, into: &list) }
            fields[into.field] = .list(list)
        case .keyed:
            var pairs = fields[into.field]!.pairs
            pairs[key!] = payload
            fields[into.field] = .dictionary(pairs)
        }
    }
}
