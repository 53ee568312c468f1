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

    /// Whether reduxgen's reducer reduces it before the user's reducer logic sees it: every
    /// case but the spec's own actions.
    package var isReducedByReduxgen: Bool {
        switch origin {
        case .action, .route, .effect, .field, .prop: false
        case .binding, .child, .request, .stream, .navigation, .persist: true
        }
    }
}
