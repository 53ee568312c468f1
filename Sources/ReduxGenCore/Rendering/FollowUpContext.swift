/// `{{#followUps}}`: an action after which the loader dispatches others (`on:`, `then:`).
struct FollowUpContext: TemplateContext {
    let followUp: FollowUp

    static let contextName = "followUp"
    static let fields: [TemplateField<Self>] = [
        .text("action") { $0.followUp.action },
        .text("pattern") { $0.followUp.pattern },
        .flag("hasDiscard") { $0.followUp.discard != nil },
        .text("discard") { $0.followUp.discard ?? "" },
        .flag("hasCondition") { $0.followUp.condition != nil },
        .text("condition") { $0.followUp.condition ?? "" },
        // `.search, .clearDraft`: the dispatched actions, as array elements.
        .text("dispatched") { $0.followUp.dispatched.map { "." + $0 }.joined(separator: ", ") },
    ]
}
