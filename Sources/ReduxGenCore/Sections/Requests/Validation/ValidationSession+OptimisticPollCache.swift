/// A request's `optimistic`, `poll` and `cache`.
extension ValidationSession {
    /// Reads `optimistic`, `poll` and `cache` into `request`, whose other keys are read.
    mutating func readOptimisticPollCacheKeys(_ keys: inout KeyedMapping, into request: inout Request) {
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
}
