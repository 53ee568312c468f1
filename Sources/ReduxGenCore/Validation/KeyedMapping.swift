/// One mapping of a spec whose keys the spec language describes (`SpecMapping`), read by
/// key name: `keys["policy"]`.
///
/// It remembers which keys were read, so that a key the description accepts but the
/// validator never reads is found (`unreadPairs`), and asking for a name the description
/// does not have is a mistake in reduxgen itself (`undescribedNames`).
///
/// ```swift
/// var keys = KeyedMapping(pairs, .retry)
/// if let node = keys["attempts"] { … }
/// ```
struct KeyedMapping {
    /// The mapping's kind, whose keys are described.
    let mapping: SpecMapping
    /// The pairs as written, in order.
    let pairs: [YAMLNode.Pair]
    /// The name of each described key, in the order of `mapping.keys`.
    private let keyNames: [String]
    /// The index in `keyNames` of each pair's key, `nil` for a key `mapping` does not
    /// describe: each written key is looked up once, and a read compares indices.
    private let keyIndices: [Int?]
    /// Whether each pair was read.
    private var read: [Bool]
    /// Where the next search of `keyNames` starts: after the key read last, as the
    /// validator reads keys mostly in the order they are described.
    private var searchStart = 0
    /// The names asked for that `mapping` does not describe.
    private(set) var undescribedNames: [String] = []

    /// The mapping `pairs` of the kind `mapping`.
    init(_ pairs: [YAMLNode.Pair], _ mapping: SpecMapping) {
        self.pairs = pairs
        self.mapping = mapping
        let keyNames = mapping.keyNames
        self.keyNames = keyNames
        keyIndices = pairs.map { keyNames.firstIndex(of: $0.key) }
        read = Array(repeating: false, count: pairs.count)
    }

    /// The pair of the key `name`, which `mapping` must describe, or `nil` when the spec
    /// does not write it.
    mutating func pair(_ name: String) -> YAMLNode.Pair? {
        guard let index = keyNames[searchStart...].firstIndex(of: name) ?? keyNames[..<searchStart].firstIndex(of: name) else {
            assertionFailure("the validator reads '\(name)', which \(mapping) does not describe")
            undescribedNames.append(name)
            return nil
        }
        searchStart = index + 1
        guard let pairIndex = keyIndices.firstIndex(of: index) else { return nil }
        read[pairIndex] = true
        return pairs[pairIndex]
    }

    /// The value of the key `name` (see `pair(_:)`).
    subscript(name: String) -> YAMLNode? {
        mutating get { pair(name)?.value }
    }

    /// The pairs whose keys `mapping` does not describe, in the order written.
    var unknownPairs: [YAMLNode.Pair] {
        pairs.indices.filter { keyIndices[$0] == nil }.map { pairs[$0] }
    }

    /// The pairs of described keys that were never read, in the order written.
    var unreadPairs: [YAMLNode.Pair] {
        pairs.indices.filter { keyIndices[$0] != nil && !read[$0] }.map { pairs[$0] }
    }
}

extension ValidationSession {
    /// Reads `pairs`, a mapping of the kind `mapping`, with `read`.
    ///
    /// Every key that `mapping` does not describe is an error first, with the closest
    /// described key as a suggestion. After `read`, if it reported no error, a described key
    /// it did not read, or a name it asked for that is not described, is an internal error:
    /// the validator and the description disagree.
    mutating func readKeys<Result>(
        of pairs: [YAMLNode.Pair], as mapping: SpecMapping, in place: @autoclosure () -> String,
        _ read: (inout ValidationSession, inout KeyedMapping) -> Result
    ) -> Result {
        var keys = KeyedMapping(pairs, mapping)
        for pair in keys.unknownPairs {
            error("unknown key '\(pair.key)' in \(place())" + Suggestions.hint(for: pair.key, among: mapping.keys.map(\.name)), at: pair.keyPosition)
        }
        let errorsBefore = diagnostics.count
        let result = read(&self, &keys)
        for name in keys.undescribedNames {
            error("internal error: reduxgen reads the key '\(name)' in \(place()), which its spec language does not describe; please report this", at: pairs.first?.keyPosition ?? SourcePosition(line: 1, column: 1))
        }
        if diagnostics.count == errorsBefore {
            for pair in keys.unreadPairs {
                error("internal error: reduxgen accepts the key '\(pair.key)' in \(place()) but does not read it; please report this", at: pair.keyPosition)
            }
        }
        return result
    }
}
