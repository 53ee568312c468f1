/// `{{#followUps}}`: an action after which the loader dispatches others (`on:`, `then:`).
struct FollowUpContext: TemplateContext {
    let followUp: FollowUp

    static let contextName = "followUp"
    static let fields: [TemplateField<Self>] = [
        .text("action") { $0.followUp.action },
        // What follows an action binds none of its values: no pattern, nothing to discard.
        // Offered to the templates that write them.
        .text("pattern") { _ in "" },
        .flag("hasDiscard") { _ in false },
        .text("discard") { _ in "" },
        .flag("hasCondition") { $0.followUp.condition != nil },
        .text("condition") { $0.followUp.condition ?? "" },
        // `.search, .clearDraft`: the dispatched actions, as array elements.
        .text("dispatched") { $0.followUp.dispatched.map { "." + $0 }.joined(separator: ", ") },
    ]
}
