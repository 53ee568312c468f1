/// A node of a parsed YAML document, with the position it was written at.
///
/// This is the loader's whole output: a tree of scalars, mappings (keys kept in the order
/// they are written) and sequences. It knows nothing of the spec language.
///
/// Nodes hold a `SourcePosition`, not a `SourceLocation`: the spec's path would be one more
/// reference in every node and key, retained as the tree is built and released as it is
/// destroyed. Whoever reports a diagnostic knows the path and adds it then.
public struct YAMLNode: Sendable {
    /// How a scalar was written; a plain empty scalar or `~`/`null` is YAML's null.
    public enum ScalarStyle: Sendable {
        case plain
        /// Quoted, its text exactly what is written between the quotes.
        case quoted
        /// Written so that offsets in its text are not columns of its first line: a block
        /// scalar (`|`, `>`), a scalar written over several lines, or a quoted one with escapes.
        case transformed
    }

    /// A key and its value in a mapping.
    public struct Pair: Sendable {
        /// The key's text.
        public var key: String
        /// Where the key is written.
        public var keyPosition: SourcePosition
        /// The key's value.
        public var value: YAMLNode
    }

    /// What a node holds.
    public enum Content: Sendable {
        case scalar(String, ScalarStyle)
        case mapping([Pair])
        case sequence([YAMLNode])
    }

    /// What the node holds.
    public var content: Content
    /// Where the node starts.
    public var position: SourcePosition

    /// Creates a node.
    public init(_ content: Content, at position: SourcePosition) {
        self.content = content
        self.position = position
    }

    /// Whether the node is YAML's null: an empty plain scalar, `~` or `null`.
    public var isNull: Bool {
        guard case .scalar(let text, .plain) = content else { return false }
        // No other text equals these, even with Unicode's canonical equivalence, so the
        // length in bytes rules out nearly every scalar at once.
        switch text.utf8.count {
        case 0: return true
        case 1: return text == "~"
        case 4:
            // Most four-byte scalars are type names (`Bool`, `Date`, `UUID`): their first byte
            // rules them out before the comparisons, which are slow for unequal strings.
            let first = text.utf8.first
            guard first == UInt8(ascii: "n") || first == UInt8(ascii: "N") else { return false }
            return text == "null" || text == "Null" || text == "NULL"
        default: return false
        }
    }

    /// A word for the node's shape, for error messages ("a mapping", "a list", "a scalar").
    public var shapeDescription: String {
        switch content {
        case .scalar: return isNull ? "nothing" : "a scalar"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }
}
