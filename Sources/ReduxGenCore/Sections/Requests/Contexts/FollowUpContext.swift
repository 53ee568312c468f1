/// `{{#followUps}}`, `{{#parameterTriggers}}`: an action after which the loader dispatches
/// others (`on:`, `then:`); for a parameter trigger, with the params `on:` gives by
/// expressions.
struct FollowUpContext: TemplateContext {
    let followUp: FollowUp
    /// The code of a parameter trigger's case; `nil` for a follow-up read before the action
    /// is reduced.
    var code: ParameterTriggerCode?

    static let contextName = "followUp"
    static let fields: [TemplateField<Self>] = [
        .text("action") { $0.followUp.action },
        // A follow-up binds none of the action's values; a parameter trigger binds the
        // labels its expressions use. Nothing to discard: what is unused is not bound.
        .text("pattern") { $0.code?.pattern ?? "" },
        .flag("hasDiscard") { _ in false },
        .text("discard") { _ in "" },
        .flag("hasCondition") { $0.followUp.condition != nil },
        .text("condition") { $0.followUp.condition ?? "" },
        // `.search, .clearDraft`: the dispatched actions, as array elements.
        .text("dispatched") { $0.code?.dispatched ?? $0.followUp.dispatched.map { "." + $0 }.joined(separator: ", ") },
        // The locals of a parameter trigger's params, each under its spec line.
        .text("statements") { $0.code?.statements ?? "" },
    ]
}
