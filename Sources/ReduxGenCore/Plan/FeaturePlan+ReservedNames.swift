extension FeaturePlan {
    /// The names of the state's properties, in order, known before they are made: the
    /// state's aliases are named unlike them, and the aliases are needed to make them.
    /// `statePropertyNames` equals `stateProperties.map(\.name)`, which a test checks for
    /// every example spec and every key's example.
    static func statePropertyNames(of feature: Feature, children: [ChildPlan], navigation: NavigationPlan?) -> [String] {
        feature.fields.map(\.name) + children.map(\.stateProperty.name) + feature.requests.flatMap(\.stateFieldNames)
            + feature.streams.map(\.activeFieldName) + (navigation?.stateProperties.map(\.name) ?? [])
    }

    /// The names of the action's cases, in order, known before they are made: the action's
    /// aliases are named unlike them. `actionCaseNames` equals `actionCases.map(\.name)`,
    /// which a test checks as for `statePropertyNames`.
    static func actionCaseNames(of feature: Feature, children: [ChildPlan], navigation: NavigationPlan?, persistence: PersistPlan?) -> [String] {
        feature.actions.map(\.name) + feature.bindings.map(\.setterCaseName) + children.map(\.actionCase.name)
            + feature.requests.flatMap(\.actionCaseNames) + feature.streams.flatMap(\.actionCaseNames)
            + (navigation?.actionCases.map(\.name) ?? []) + (persistence.map { [$0.restoreCase.name] } ?? [])
    }

    /// The state's property names reserved before they were made.
    var statePropertyNames: [String] { Self.statePropertyNames(of: feature, children: children, navigation: navigation) }

    /// The action's case names reserved before they were made.
    var actionCaseNames: [String] {
        Self.actionCaseNames(of: feature, children: children, navigation: navigation, persistence: persistence)
    }
}
