/// `{{#composedFeatures}}`: one feature of an app spec.
struct ComposedFeatureContext: TemplateContext {
    let plan: ComposedFeaturePlan
    /// Its place among the app state's properties, which its accessors report writes and reads at.
    let field: Int
    let isLast: Bool
    let location: String
    var composed: ComposedFeature { plan.composed }

    static let contextName = "composed feature"
    static let fields: [TemplateField<Self>] = [
        .text("property") { $0.composed.property },
        .text("storage") { StatePropertyContext.storage(of: $0.composed.property) },
        .text("field") { String($0.field) },
        .text("feature") { $0.composed.feature },
        .text("location") { $0.location },
        .flag("isLast") { $0.isLast },
        // The children whose loaders the app's `loaders` lifts with the feature's.
        .flag("hasChildServices") { !$0.plan.childServices.isEmpty },
        // `TodoChildren`.
        .text("childrenLifting") { $0.plan.childrenLifting },
        // `rows: todosRows`: the arguments of `<Feature>Children.loaders`.
        .text("childArguments") { $0.plan.childServices.map { "\($0.child.property): \($0.label)" }.joined(separator: ", ") },
    ]
}
