/// Names that the generated code derives from several places must not collide.
extension ValidationSession {
    /// What in the spec declares a name: an index into the feature's actions, fields or
    /// requests, and which of the names derived from it. Spelt out only when a collision
    /// is reported.
    private enum Origin: Equatable {
        case action(Int)
        case field(Int)
        case request(Int)
        case success(Int)
        case failure(Int)
        case status(Int)
        /// Another name a request derives: its cancel or dismiss case, its in-flight count.
        case requestPart(Int, String)
        /// A name a stream derives, and which of them.
        case stream(Int, String)
    }

    /// Action cases (actions and each request's triple) and state properties (fields and
    /// each request's status) must each be unique. Each name that an earlier one already
    /// declares is an error, with a note at the earlier one; action cases are reported first.
    mutating func checkCollisions(_ feature: Feature) {
        guard Self.namesMayCollide(feature) else { return }
        // The first origin of each name.
        var cases: [String: Origin] = Dictionary(minimumCapacity: feature.actions.count + 3 * feature.requests.count)
        for (index, action) in feature.actions.enumerated() {
            declare(action.name, by: .action(index), kind: "action case", in: &cases, feature)
        }
        for (index, request) in feature.requests.enumerated() {
            declare(request.name, by: .request(index), kind: "action case", in: &cases, feature)
            declare(request.successCaseName, by: .success(index), kind: "action case", in: &cases, feature)
            declare(request.failureCaseName, by: .failure(index), kind: "action case", in: &cases, feature)
            if request.cancel {
                declare(request.cancelCaseName, by: .requestPart(index, "cancel action"), kind: "action case", in: &cases, feature)
            }
            if request.dismiss {
                declare(request.dismissCaseName, by: .requestPart(index, "dismiss action"), kind: "action case", in: &cases, feature)
            }
        }
        for (index, stream) in feature.streams.enumerated() {
            declare(stream.startCaseName, by: .stream(index, "start action"), kind: "action case", in: &cases, feature)
            declare(stream.stopCaseName, by: .stream(index, "stop action"), kind: "action case", in: &cases, feature)
            declare(stream.receivedCaseName, by: .stream(index, "element action"), kind: "action case", in: &cases, feature)
            declare(stream.finishedCaseName, by: .stream(index, "end action"), kind: "action case", in: &cases, feature)
        }
        var properties: [String: Origin] = Dictionary(minimumCapacity: feature.fields.count + feature.requests.count)
        for (index, field) in feature.fields.enumerated() {
            declare(field.name, by: .field(index), kind: "state property", in: &properties, feature)
        }
        for (index, request) in feature.requests.enumerated() {
            declare(request.statusFieldName, by: .status(index), kind: "state property", in: &properties, feature)
            if request.countsCalls {
                declare(request.inFlightFieldName, by: .requestPart(index, "in-flight count"), kind: "state property", in: &properties, feature)
            }
        }
        for (index, stream) in feature.streams.enumerated() {
            declare(stream.activeFieldName, by: .stream(index, "active field"), kind: "state property", in: &properties, feature)
        }
    }

    /// Whether two names that `feature` generates may be equal: `false` only when they
    /// certainly are not, which spares most specs the full check and its hashing.
    ///
    /// Names of one kind are distinct keys of one mapping, and equal ASCII names are equal
    /// bytes. So with ASCII names only these can collide: an action and a request of the same
    /// name, an action or a request named like a request's success or failure case
    /// (`…Success`, `…Failure`), and a field named like a request's status (`…Status`).
    private static func namesMayCollide(_ feature: Feature) -> Bool {
        // v2 parts derive names with prefixes too (`cancel…`, `start…`): check them in full.
        if !feature.streams.isEmpty || feature.requests.contains(where: { $0.cancel || $0.dismiss || $0.countsCalls }) {
            return true
        }
        // Read once: each read of a static property goes through its lazy initialization check.
        let caseSuffixes = derivedCaseSuffixes
        let propertySuffixes = derivedPropertySuffixes
        for index in feature.actions.indices where !isASCII(feature.actions[index].name, endingWithNoneOf: caseSuffixes) {
            return true
        }
        for index in feature.requests.indices where !isASCII(feature.requests[index].name, endingWithNoneOf: caseSuffixes) {
            return true
        }
        for index in feature.fields.indices where !isASCII(feature.fields[index].name, endingWithNoneOf: propertySuffixes) {
            return true
        }
        for request in feature.requests.indices {
            let name = feature.requests[request].name
            let length = name.utf8.count
            for action in feature.actions.indices {
                let other = feature.actions[action].name
                if other.utf8.count == length && other == name { return true }
            }
        }
        return false
    }

    /// The UTF-8 of the suffixes of the action cases a request derives from its name.
    private static let derivedCaseSuffixes = [Array(Request.successSuffix.utf8), Array(Request.failureSuffix.utf8)]
    /// The UTF-8 of the suffix of the state property a request derives from its name.
    private static let derivedPropertySuffixes = [Array(Request.statusSuffix.utf8)]

    /// Whether `name` is all ASCII and ends with none of `suffixes`.
    private static func isASCII(_ name: String, endingWithNoneOf suffixes: [[UInt8]]) -> Bool {
        // Read in place when the string is contiguous, as a native one always is: `withUTF8`
        // would need a mutable copy of the name, retained and released.
        if let result = name.utf8.withContiguousStorageIfAvailable({ isASCII($0, endingWithNoneOf: suffixes) }) {
            return result
        }
        var name = name
        return name.withUTF8 { isASCII($0, endingWithNoneOf: suffixes) }
    }

    /// Whether `bytes` are all ASCII and end with none of `suffixes`.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>, endingWithNoneOf suffixes: [[UInt8]]) -> Bool {
        for byte in bytes where byte >= 0x80 { return false }
        for suffix in suffixes where bytes.suffix(suffix.count).elementsEqual(suffix) {
            return false
        }
        return true
    }

    /// Records that `origin` declares `name`, or reports that an earlier origin already does.
    private mutating func declare(
        _ name: String, by origin: Origin, kind: String, in declared: inout [String: Origin], _ feature: Feature
    ) {
        let earlier = declared.value(forKey: name, insertingIfAbsent: origin)
        guard earlier != origin else { return }
        error(
            "\(describe(origin, feature)) generates the \(kind) '\(name)', which \(describe(earlier, feature)) already declares",
            at: position(of: origin),
            notes: [.note("\(describe(earlier, feature)) is here", at: location(position(of: earlier)))])
    }

    private func describe(_ origin: Origin, _ feature: Feature) -> String {
        switch origin {
        case .action(let index): return "the action '\(feature.actions[index].name)'"
        case .field(let index): return "the state field '\(feature.fields[index].name)'"
        case .request(let index): return "the request '\(feature.requests[index].name)'"
        case .success(let index): return "the success action of the request '\(feature.requests[index].name)'"
        case .failure(let index): return "the failure action of the request '\(feature.requests[index].name)'"
        case .status(let index): return "the status field of the request '\(feature.requests[index].name)'"
        case .requestPart(let index, let part): return "the \(part) of the request '\(feature.requests[index].name)'"
        case .stream(let index, let part): return "the \(part) of the stream '\(feature.streams[index].name)'"
        }
    }

    /// Where the key that declares `origin` is written.
    private func position(of origin: Origin) -> SourcePosition {
        switch origin {
        case .action(let index): return declarations.actions[index]
        case .field(let index): return declarations.fields[index]
        case .request(let index), .success(let index), .failure(let index), .status(let index), .requestPart(let index, _):
            return declarations.requests[index]
        case .stream(let index, _): return declarations.streams[index]
        }
    }
}

/// Where the validated fields, actions and requests of a spec are declared: the position
/// of each one's key, in the order of the feature's arrays.
struct DeclarationPositions {
    var fields: [SourcePosition] = []
    var actions: [SourcePosition] = []
    var requests: [SourcePosition] = []
    var streams: [SourcePosition] = []
}

extension Dictionary {
    /// The value for `key`, after storing `value` there if the key was absent; one lookup.
    fileprivate mutating func value(forKey key: Key, insertingIfAbsent value: Value) -> Value {
        func read(_ slot: inout Value) -> Value { slot }
        return read(&self[key, default: value])
    }
}
