/// The names the root context offers for the values the spec does not give its requests.
extension FeatureContext {
    static let unavailableSpecValueFields: [TemplateField<FeatureContext>] = [
        // The values the spec does not give each request, request by request.
        .list("unavailableSpecValues") { context in
            ContextList(context.plan.requests.flatMap { plan in
                let absent = plan.absentSpecValues
                guard !absent.isEmpty else { return [UnavailableSpecValueContext]() }
                let request = UnavailableSpecValueContext.Request(plan, specFileName: context.plan.feature.specFileName)
                return absent.map { UnavailableSpecValueContext(name: $0.name, value: $0.value, type: $0.type, request: request) }
            })
        },
        .flag("hasUnavailableSpecValues") { $0.plan.requests.contains { !$0.absentSpecValues.isEmpty } },
    ]
}
