/// `{{#triggers}}`: an action that starts requests by itself (`on:`).
struct TriggerContext: TemplateContext {
    let triggered: TriggeredRequests

    static let contextName = "trigger"
    static let fields: [TemplateField<Self>] = [
        .text("action") { $0.triggered.action },
        // `.search, .suggest`: the request actions, as array elements.
        .text("requestActions") { $0.triggered.requests.map { "." + $0 }.joined(separator: ", ") },
    ]
}
