/// One stored property of the state.
public struct StateProperty: Hashable, Sendable {
    /// The property's name.
    public var name: String
    /// Its Swift type.
    public var type: String
    /// Its default value's Swift expression; `nil` for a field the init must be given.
    public var defaultValue: String?
    /// The spec declaration it comes from.
    public var origin: NameOrigin
    /// Where that declaration's key is written.
    public var declared: SourcePosition
    /// The spec line its declaration and init parameter map to, where the compiler reports
    /// an error in its type or default; `nil` when nothing of it is the spec's.
    public var line: Int?
    /// What it holds, for its doc comment; `nil` for a field, which the spec describes.
    public var summary: String? = nil
}
