/// An action that a request's or a stream's `on:`, or a request's `then:`, names: one after
/// which the request or the stream starts by itself, or one that follows the request's
/// success.
package struct NamedAction: Hashable, Sendable {
    /// The action's case name: an action of the spec, a binding's setter, a request, a
    /// stream's start or stop.
    package var action: String
    /// Where the name is written in `on:` or `then:`, for diagnostics about it.
    package var declared: SourcePosition
    /// The params that the `on:` of a request with params gives it after this action, one
    /// per param in the params' order (`on: { resend: { text: 'state.draft' } }`); empty for
    /// an action that `on:` lists (`on: [refresh]`) or that `then:` names.
    package var arguments: [TriggerArgument] = []

    /// Creates the name of the action `action`, written at `declared`.
    package init(action: String, declared: SourcePosition = SourcePosition(line: 1, column: 1), arguments: [TriggerArgument] = []) {
        self.action = action
        self.declared = declared
        self.arguments = arguments
    }

    /// Whether the request starts with params that the spec's expressions compute.
    package var givesParams: Bool { !arguments.isEmpty }
}

/// One param that `on:` gives a request with params after an action: a Swift expression
/// over `state` (the state the action was reduced to) and the action's payload labels.
///
/// ```yaml
/// on:
///   resendMessage: { text: 'state.failedTexts[index]' }   # label "text", line of the expression
/// ```
package struct TriggerArgument: Hashable, Sendable {
    /// The param's label; `nil` for an unlabelled param (`on: { retry: 'state.page' }`).
    package var label: String?
    /// The Swift expression, as the spec writes it.
    package var expression: String
    /// The spec line of the expression, which the compiler's errors about it point at.
    package var line: Int

    /// Creates the param `label` given by `expression`, written on `line`.
    package init(label: String?, expression: String, line: Int) {
        self.label = label
        self.expression = expression
        self.line = line
    }
}
