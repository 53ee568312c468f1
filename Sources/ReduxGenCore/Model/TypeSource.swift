/// A type's text as the spec writes it, and where that text starts: an alias of the type
/// repeats the text there, so that the compiler reports a missing type in it at the spec's
/// line and column, once.
///
/// ```swift
/// // state:
/// //   notes: "[ Note ]"
/// TypeSource(text: "[ Note ]", position: SourcePosition(line: 2, column: 11))
/// ```
public struct TypeSource: Hashable, Sendable {
    /// The text without the spaces around it, spaced inside as written: the same Swift type
    /// as its canonical spelling, with each name at its column.
    public var text: String
    /// Where its first character is written.
    public var position: SourcePosition

    /// Creates a source.
    public init(text: String, position: SourcePosition) {
        self.text = text
        self.position = position
    }

    /// The source of the type `node` holds; `nil` when its text is not written as it reads
    /// on one line (a block scalar, a scalar over several lines, escapes).
    init?(_ node: YAMLNode) {
        guard case .scalar(let text, _) = node.content, let start = node.textPosition else { return nil }
        // The text as it is, without a copy, unless spaces surround it.
        guard text.utf8.first == UInt8(ascii: " ") || text.utf8.last == UInt8(ascii: " ") else {
            self.init(text: text, position: start)
            return
        }
        let leadingSpaces = text.utf8.prefix { $0 == UInt8(ascii: " ") }.count
        self.init(text: text.trimmingSpaces(), position: start.advanced(byColumns: leadingSpaces))
    }
}
