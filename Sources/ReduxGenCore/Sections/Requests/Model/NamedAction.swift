/// An action that a request's or a stream's `on:`, or a request's `then:`, names: one after
/// which the request or the stream starts by itself, or one that follows the request's
/// success.
package struct NamedAction: Hashable, Sendable {
    /// The action's case name: an action of the spec, a binding's setter, a request, a
    /// stream's start or stop.
    package var action: String
    /// Where the name is written in `on:` or `then:`, for diagnostics about it.
    package var declared: SourcePosition

    /// Creates the name of the action `action`, written at `declared`.
    package init(action: String, declared: SourcePosition = SourcePosition(line: 1, column: 1)) {
        self.action = action
        self.declared = declared
    }
}
