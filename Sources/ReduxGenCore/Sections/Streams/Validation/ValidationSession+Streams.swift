/// `streams:`.
enum StreamsSection: FeatureSection {
    static func read(_ keys: inout KeyedMapping, into feature: inout Feature, in session: inout ValidationSession) {
        if let node = keys["streams"] { feature.streams = session.validateStreams(node) }
    }

    static func check(_ feature: Feature, in session: inout ValidationSession) {
        for stream in feature.streams {
            session.checkTriggers(stream.on, of: "'\(stream.name)'", starting: .stream(startAction: stream.startCaseName), in: feature)
        }
    }
}

/// `streams:`: push updates, each with params, an element type and an optional failure.
extension ValidationSession {
    mutating func validateStreams(_ node: YAMLNode) -> [Stream] {
        guard let pairs = mapping(node, what: "'streams'", expected: "a mapping of stream names to { params, element, failure }") else {
            return []
        }
        var streams: [Stream] = []
        for pair in pairs {
            guard checkName(pair.key, as: .stream, at: pair.keyPosition) else { continue }
            if let stream = validateStream(named: pair.key, at: pair.keyPosition, pair.value) {
                streams.append(stream)
            }
        }
        return streams
    }

    private mutating func validateStream(named name: String, at keyPosition: SourcePosition, _ node: YAMLNode) -> Stream? {
        guard let pairs = mapping(node, what: "the stream '\(name)'", expected: "a mapping with 'params', 'element' and 'failure'") else {
            return nil
        }
        let errorsBefore = diagnostics.count
        var stream = Stream(name: name, element: "", line: Int(keyPosition.line))
        stream.declared = keyPosition
        let (params, element, failure) = readKeys(of: pairs, as: .stream, in: "the stream '\(name)'") { session, keys in
            session.readStream(&keys, into: &stream, at: node.position)
        }
        guard diagnostics.count == errorsBefore, let element else { return nil }
        stream.params = params
        stream.element = element.spelling
        stream.elementSource = element.source
        stream.failure = failure?.spelling
        stream.failureSource = failure?.source
        return stream
    }

    /// Reads the keys of a stream: its params, element type and failure type (returned), and
    /// the element's equatability and `stopAll` (into `stream`).
    private mutating func readStream(_ keys: inout KeyedMapping, into stream: inout Stream, at position: SourcePosition) -> (Payload, SwiftType?, SwiftType?) {
        let name = stream.name
        var params = Payload.none
        if let node = keys["params"] {
            params = payload(node, of: "the stream '\(name)'") ?? .none
            if case .labelled(let values) = params, values.count > 1 {
                error("the stream '\(name)' runs once per params value, so its params are one value, like { roomID: Room.ID }, not \(values.count)", at: node.position)
            }
        }
        var element: SwiftType?
        if let node = keys["element"] {
            element = type(node, what: "the element type of '\(name)'")
        } else {
            error("the stream '\(name)' needs an 'element': the type of the values it delivers", at: position)
        }
        if let node = keys["on"] {
            let names = readActionNames(node, key: "on")
            if params != .none, !names.isEmpty {
                error(
                    "'\(name)' has params, which nothing gives when it starts by itself; leave out 'on', and send \(stream.startCaseName) with its params from the view",
                    at: node.position)
            } else {
                stream.on = names
            }
        }
        let failure = keys["failure"].flatMap { failureType($0, of: name) }
        if let node = keys["equatable"] { stream.isElementEquatable = flag(node, what: "'equatable'") }
        if let node = keys["stopAll"] {
            stream.stopAll = flag(node, what: "'stopAll'")
            if stream.stopAll, params == .none {
                error(
                    "'stopAll' stops every subscription of a stream with params, but '\(name)' has none; its one subscription stops with \(stream.stopCaseName), so leave out 'stopAll'",
                    at: node.position)
            }
        }
        return (params, element, failure)
    }
}
