/// A stored property of the state.
package struct StateField: Hashable, Sendable {
    /// The property's name.
    package var name: String
    /// Its Swift type, as written.
    package var type: String
    /// The default value's Swift expression, or `nil` when the field is an init parameter
    /// without a default.
    package var defaultValue: String?
    /// The spec line of the field's type, or of its default when the spec writes one.
    package var line: Int
    /// Where its name is written in the spec (the key's position), for diagnostics about it.
    package var declared = SourcePosition(line: 1, column: 1)
    /// The type's text and where the spec writes it, if known.
    package var typeSource: TypeSource?

    /// Creates a field.
    package init(name: String, type: String, defaultValue: String?, line: Int = 1) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.line = line
    }
}
