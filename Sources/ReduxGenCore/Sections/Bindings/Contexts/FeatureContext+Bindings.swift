/// The names the root context offers for `bindings:`.
extension FeatureContext {
    static let bindingFields: [TemplateField<FeatureContext>] = [
        .list("bindings") { $0.bindings },
        .flag("hasBindings") { !$0.feature.bindings.isEmpty },
    ]
}
