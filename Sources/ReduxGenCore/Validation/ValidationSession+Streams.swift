/// `streams:`: push updates, each with params, an element type and an optional failure.
extension ValidationSession {
    static let streamKeys = ["params", "element", "failure"]

    mutating func validateStreams(_ node: YAMLNode) -> [Stream] {
        guard let pairs = mapping(node, what: "'streams'", expected: "a mapping of stream names to { params, element, failure }") else {
            return []
        }
        var streams: [Stream] = []
        for pair in pairs {
            guard checkName(pair.key, at: pair.keyPosition) else { continue }
            if let stream = validateStream(named: pair.key, at: pair.keyPosition, pair.value) {
                streams.append(stream)
                declarations.streams.append(pair.keyPosition)
            }
        }
        return streams
    }

    private mutating func validateStream(named name: String, at keyPosition: SourcePosition, _ node: YAMLNode) -> Stream? {
        guard let pairs = mapping(node, what: "the stream '\(name)'", expected: "a mapping with 'params', 'element' and 'failure'") else {
            return nil
        }
        let keys = findKeys(pairs, allowed: Self.streamKeys, in: "the stream '\(name)'")
        let errorsBefore = diagnostics.count
        var params = Payload.none
        if let index = keys[0] {
            params = payload(pairs[index].value, of: "the stream '\(name)'") ?? .none
            if case .labelled(let values) = params, values.count > 1 {
                error("the stream '\(name)' runs once per params value, so its params are one value, like { roomID: Room.ID }, not \(values.count)", at: pairs[index].value.position)
            }
        }
        var element: String?
        if let index = keys[1] {
            element = type(pairs[index].value, what: "the element type of '\(name)'")?.spelling
        } else {
            error("the stream '\(name)' needs an 'element': the type of the values it delivers", at: node.position)
        }
        var failure: String?
        if let index = keys[2] { failure = failureType(pairs[index].value, of: name) }
        guard diagnostics.count == errorsBefore, let element else { return nil }
        var stream = Stream(name: name, params: params, element: element, failure: failure, line: Int(keyPosition.line))
        stream.declared = keyPosition
        return stream
    }
}
