/// A type's text as the spec writes it, and where that text starts: an alias of the type
/// repeats the text there, so that the compiler reports a missing type in it at the spec's
/// line and column, once.
///
/// ```swift
/// // state:
/// //   notes: "[ Note ]"
/// TypeSource(text: "[ Note ]", position: SourcePosition(line: 2, column: 11))
/// ```
package struct TypeSource: Hashable, Sendable {
    /// The text without the spaces around it, spaced inside as written: the same Swift type
    /// as its canonical spelling, with each name at its column.
    package var text: String
    /// Where its first character is written.
    package var position: SourcePosition

    /// Creates a source.
    package init(text: String, position: SourcePosition) {
        self.text = text
        self.position = position
    }
}
