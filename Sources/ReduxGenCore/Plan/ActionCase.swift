/// One case of the action enum.
package struct ActionCase: Hashable, Sendable {
    /// The case's name.
    package var name: String
    /// What it carries, with the bindings generated code gives the values.
    package var values: [PayloadValue]
    /// The spec declaration it comes from.
    package var origin: NameOrigin
    /// Where that declaration's key is written.
    package var declared: SourcePosition
    /// The spec line its declaration maps to (`#sourceLocation`).
    package var line: Int
    /// Whether reduxgen's reducer reduces it (a request's or a stream's case) before the
    /// user's reducer logic sees it.
    package var isReducedByReduxgen = false
}
