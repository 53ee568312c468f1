/// The names the root context offers for the view layer: the props and the view model.
extension FeatureContext {
    static let viewLayerFields: [TemplateField<FeatureContext>] = [
        .list("propsAliases") { $0.aliasList($0.plan.propAliases.compactMap { $0 }) },
        .flag("hasPropsAliases") { $0.plan.propAliases.contains { $0 != nil } },
        .flag("hasViewLayer") { !$0.feature.props.isEmpty || !$0.feature.routes.isEmpty || !$0.feature.bindings.isEmpty },
        // The view model exists for props and for bindings' accessors.
        .flag("hasViewModel") { !$0.feature.props.isEmpty || !$0.feature.bindings.isEmpty },
        .flag("hasProps") { !$0.feature.props.isEmpty },
        .flag("hasStateFieldProps") { $0.feature.props.contains { $0.derivation == .stateField } },
        // Whether a view model with props also shows state fields as they are (a prop that is
        // its state field, a binding), whose writes must derive its props again.
        .flag("showsFieldsAsTheyAre") { context in
            !context.feature.props.isEmpty
                && (!context.feature.bindings.isEmpty || context.feature.props.contains { $0.derivation == .stateField })
        },
        .list("props") { $0.props },
        // The line the props struct maps to: its first prop's key, where the compiler
        // reports a prop type that breaks its Equatable conformance.
        .text("propsLocation") { $0.location(Int($0.feature.props.first?.declared.line ?? 1), holdsSpecText: false) },
    ]
}
