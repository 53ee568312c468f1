/// `{{#routes}}`: one route of the feature.
struct RouteContext: TemplateContext {
    let route: ActionCase
    let location: String

    static let contextName = "route"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.route.name },
        .text("payloadDeclaration") { $0.route.values.declaration(in: .route) },
        .text("location") { $0.location },
    ]
}
