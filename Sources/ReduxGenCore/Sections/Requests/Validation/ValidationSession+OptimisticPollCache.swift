/// A request's `optimistic`, `poll` and `cache`.
extension ValidationSession {
    /// Reads `optimistic`, `poll` and `cache` into `request`, whose other keys are read.
    mutating func readOptimisticPollCacheKeys(_ keys: inout KeyedMapping, into request: inout Request) {
        if let node = keys["optimistic"] {
            request.lines.optimistic = Int(node.position.line)
            if case .mapping(let pairs) = node.content {
                request.optimistic = true
                request.optimisticFailure = readKeys(of: pairs, as: .optimistic, in: "'optimistic'") {
                    $0.readOptimisticFailure(&$1, of: request, at: node.position)
                }
            } else {
                request.optimistic = optimisticFlag(node)
            }
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

    /// `optimistic: true` or `false`; a value of `onFailure` written in place of the mapping
    /// is pointed to the mapping.
    private mutating func optimisticFlag(_ node: YAMLNode) -> Bool {
        guard let text = scalar(node, what: "'optimistic'") else { return false }
        switch text {
        case "true": return true
        case "false": return false
        default:
            let failures = OptimisticFailure.allCases.map(\.rawValue)
            if let value = Suggestions.closest(to: text, among: failures) {
                error("'optimistic' is true, false or a mapping, not '\(text)'; to say what a failed call does, write optimistic: { onFailure: \(value) }", at: node.position)
            } else {
                error("'optimistic' must be true or false, not '\(text)'; or { onFailure: keep } to keep a failed call's prediction shown, marked failed", at: node.position)
            }
            return false
        }
    }

    /// `optimistic: { onFailure: keep }`: what a failed call does with its prediction. A kept
    /// prediction is a row of a list, marked failed: `into` adds to an array field or upserts.
    private mutating func readOptimisticFailure(_ keys: inout KeyedMapping, of request: Request, at position: SourcePosition) -> OptimisticFailure {
        guard let node = keys["onFailure"] else {
            error("'optimistic' written as a mapping needs 'onFailure', like { onFailure: keep }; or write optimistic: true to undo a failed call's prediction", at: position)
            return .rollBack
        }
        guard let text = scalar(node, what: "'optimistic.onFailure'") else { return .rollBack }
        guard let failure = OptimisticFailure(rawValue: text) else {
            error("unknown onFailure '\(text)'" + Suggestions.hint(for: text, among: OptimisticFailure.allCases.map(\.rawValue)), at: node.position)
            return .rollBack
        }
        if failure == .keep, let into = request.into, into.mode == .assign || into.mode == .keyed {
            error(
                "'onFailure: keep' leaves a failed call's prediction in the list as a row marked failed, and 'into' with mode \(into.mode.rawValue) holds no rows; use mode append, prepend or upsert, or onFailure: rollBack",
                at: node.position)
        }
        return failure
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
}
