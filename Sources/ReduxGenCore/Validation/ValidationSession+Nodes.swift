/// Shape checks shared by every part of a spec.
extension ValidationSession {
    // `what` and `expected` are autoclosures: the messages are built only when reported.

    /// The pairs of `node` if it is a mapping; otherwise an error naming what was expected.
    /// A null node is an empty mapping.
    mutating func mapping(_ node: YAMLNode, what: @autoclosure () -> String, expected: @autoclosure () -> String) -> [YAMLNode.Pair]? {
        switch node.content {
        case .mapping(let pairs): return pairs
        case .scalar where node.isNull: return []
        default:
            error("\(what()) must be \(expected()), not \(node.shapeDescription)", at: node.position)
            return nil
        }
    }

    /// The text of `node` if it is a non-null scalar; otherwise an error.
    mutating func scalar(_ node: YAMLNode, what: @autoclosure () -> String) -> String? {
        switch node.content {
        case .scalar(let text, _) where !node.isNull:
            return text
        case .scalar:
            error("\(what()) has no value", at: node.position)
        case .mapping, .sequence:
            error("\(what()) must be a single value, not \(node.shapeDescription)", at: node.position)
        }
        return nil
    }

    /// Finds where each key of `allowed` (at most sixteen, all ASCII) is written in `pairs`, and
    /// reports every other key, suggesting the closest allowed one, in the order written.
    ///
    /// One pass over the pairs that reads only their keys: each key is compared with the
    /// allowed keys of its UTF-8 length alone (an ASCII word equals no other text).
    mutating func findKeys(_ pairs: [YAMLNode.Pair], allowed: [String], in place: @autoclosure () -> String) -> KeyIndices {
        precondition(allowed.count <= KeyIndices.capacity, "KeyIndices holds \(KeyIndices.capacity) keys")
        var found = KeyIndices()
        pairs.withUnsafeBufferPointer { pairs in
            allowed.withUnsafeBufferPointer { keys in
                for index in pairs.indices {
                    let length = pairs[index].key.utf8.count
                    var slot = -1
                    for candidate in keys.indices where keys[candidate].utf8.count == length && keys[candidate] == pairs[index].key {
                        slot = candidate
                        break
                    }
                    if slot >= 0 {
                        if found[slot] == nil { found[slot] = index }
                    } else {
                        unknownKey(pairs[index], allowed: allowed, in: place())
                    }
                }
            }
        }
        return found
    }

    private mutating func unknownKey(_ pair: YAMLNode.Pair, allowed: [String], in place: String) {
        error("unknown key '\(pair.key)' in \(place)" + Suggestions.hint(for: pair.key, among: allowed), at: pair.keyPosition)
    }

    /// Checks that `name` can name a generated declaration.
    @discardableResult
    mutating func checkName(_ name: String, at position: SourcePosition) -> Bool {
        guard let problem = SwiftNames.problem(with: name) else { return true }
        error(problem, at: position)
        return false
    }

    /// Parses `node` as a Swift type, reporting where it goes wrong.
    mutating func type(_ node: YAMLNode, what: @autoclosure () -> String) -> SwiftType? {
        guard let text = scalar(node, what: what()) else { return nil }
        do {
            return try SwiftTypeParser.parse(text)
        } catch {
            self.error("\(what()) is not a Swift type: \(error.message)", at: position(in: node, offset: error.offset))
            return nil
        }
    }

    /// The position of the character at `offset` of a one-line scalar (after its quote).
    func position(in node: YAMLNode, offset: Int) -> SourcePosition {
        guard case .scalar(let text, let style) = node.content, !text.contains("\n"), style != .block else {
            return node.position
        }
        return node.position.advanced(byColumns: offset + (style == .quoted ? 1 : 0))
    }
}

/// Where each of up to sixteen known keys is written in a mapping: the index of its pair, by
/// the key's position in the list of allowed keys. (A tuple, not an array: one is made for
/// every mapping of every spec, and it allocates nothing.)
struct KeyIndices {
    /// The most keys it holds.
    static let capacity = 16

    private var storage: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) =
        (-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1)

    subscript(position: Int) -> Int? {
        get {
            precondition(position >= 0 && position < Self.capacity)
            let value = withUnsafeBytes(of: storage) { $0.load(fromByteOffset: position * MemoryLayout<Int>.stride, as: Int.self) }
            return value < 0 ? nil : value
        }
        set {
            precondition(position >= 0 && position < Self.capacity)
            withUnsafeMutableBytes(of: &storage) {
                $0.storeBytes(of: newValue ?? -1, toByteOffset: position * MemoryLayout<Int>.stride, as: Int.self)
            }
        }
    }
}
