/// One stored property of the state.
package struct StateProperty: Hashable, Sendable {
    /// The property's name.
    package var name: String
    /// Its Swift type.
    package var type: String
    /// Its default value's Swift expression; `nil` for a field the init must be given.
    package var defaultValue: String?
    /// The spec declaration it comes from.
    package var origin: NameOrigin
    /// Where that declaration's key is written.
    package var declared: SourcePosition
    /// The spec line its declaration and init parameter map to, where the compiler reports
    /// an error in its type or default; `nil` when nothing of it is the spec's.
    package var line: Int?
    /// What it holds, for its doc comment; `nil` for a field, which the spec describes.
    package var summary: String? = nil
}
