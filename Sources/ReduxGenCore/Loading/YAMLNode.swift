/// A node of a parsed YAML document, with the position it was written at.
///
/// This is the loader's whole output: a tree of scalars, mappings (keys kept in the order
/// they are written) and sequences. It knows nothing of the spec language.
///
/// Nodes hold a `SourcePosition` (line and column) without the spec's path: whoever reports a
/// diagnostic knows the path and adds it then.
package struct YAMLNode: Sendable {
    /// How a scalar was written; a plain empty scalar or `~`/`null` is YAML's null.
    package enum ScalarStyle: Sendable {
        case plain
        /// Quoted, its text exactly what is written between the quotes.
        case quoted
        /// Written so that offsets in its text are not columns of its first line: a block
        /// scalar (`|`, `>`), a scalar written over several lines, or a quoted one with escapes.
        case transformed
    }

    /// A key and its value in a mapping.
    package struct Pair: Sendable {
        /// The key's text.
        package var key: String
        /// Where the key is written.
        package var keyPosition: SourcePosition
        /// The key's value.
        package var value: YAMLNode
    }

    /// What a node holds.
    package enum Content: Sendable {
        case scalar(String, ScalarStyle)
        case mapping([Pair])
        case sequence([YAMLNode])
    }

    /// What the node holds.
    package var content: Content
    /// Where the node starts.
    package var position: SourcePosition

    /// Creates a node.
    package init(_ content: Content, at position: SourcePosition) {
        self.content = content
        self.position = position
    }

    /// Whether the node is YAML's null: an empty plain scalar, `~` or `null`.
    package var isNull: Bool {
        // Each spelling of null is at most four characters long, which rules most scalars out
        // before their text is compared.
        guard case .scalar(let text, .plain) = content, text.utf8.count <= 4 else { return false }
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// A word for the node's shape, for error messages ("a mapping", "a list", "a scalar").
    package var shapeDescription: String {
        switch content {
        case .scalar: return isNull ? "nothing" : "a scalar"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }

    /// Where a scalar's text starts: at the node, or one column later for a quoted one;
    /// `nil` for a scalar whose text is not written as is on its first line, or no scalar.
    package var textPosition: SourcePosition? {
        switch content {
        case .scalar(_, .plain): return position
        case .scalar(_, .quoted): return position.advanced(byColumns: 1)
        case .scalar(_, .transformed), .mapping, .sequence: return nil
        }
    }
}
