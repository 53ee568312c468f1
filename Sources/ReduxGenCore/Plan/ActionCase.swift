/// One case of the action enum.
public struct ActionCase: Hashable, Sendable {
    /// The case's name.
    public var name: String
    /// What it carries, with the bindings generated code gives the values.
    public var values: [PayloadValue]
    /// The spec declaration it comes from.
    public var origin: NameOrigin
    /// Where that declaration's key is written.
    public var declared: SourcePosition
    /// The spec line its declaration maps to (`#sourceLocation`).
    public var line: Int
    /// Whether reduxgen's reducer reduces it (a request's or a stream's case) before the
    /// user's reducer logic sees it.
    public var isReducedByReduxgen = false
}
