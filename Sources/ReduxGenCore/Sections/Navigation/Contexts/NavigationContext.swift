/// `{{#navigation}}`: the routes kept as state (a list of one, or none without
/// `navigation:`), whose spellings are the plan's.
struct NavigationContext: TemplateContext {
    let plan: NavigationPlan
    /// `#sourceLocation` of the `navigation:` line, where the compiler reports a route
    /// payload that is not `Hashable`.
    let location: String
    let cases: ContextList<NavigationCaseContext>
    let properties: ContextList<NavigationPropertyContext>
    /// The transition tests of the navigation (`--tests`): of every kind, or of the kinds
    /// added after the transition tests were written.
    let tests: (any MarkedTestCode)?

    /// The navigation `plan`, and its `tests`.
    init(_ plan: NavigationPlan, location: SourceLocationLine, declaresDefaults: Bool, tests: (any MarkedTestCode)?) {
        self.plan = plan
        self.tests = tests
        let caseLocation = location(plan.navigation.line)
        self.location = caseLocation
        let transitions = plan.transitions
        cases = ContextList(transitions.indices.map { index in
            NavigationCaseContext(
                transition: transitions[index], location: location(plan.navigation.line, holdsSpecText: !transitions[index].actionCase.values.isEmpty),
                isLast: index == transitions.count - 1)
        })
        properties = ContextList(plan.properties.map { NavigationPropertyContext(property: $0, declaresDefault: declaresDefaults) })
    }

    private static func name(_ part: NameOrigin.NavigationPart) -> String { NavigationPlan.name(of: part) }

    static let contextName = "navigation"
    static let fields: [TemplateField<Self>] = [
        .flag("hasStack") { $0.plan.navigation.hasStack },
        .flag("hasSheet") { $0.plan.navigation.hasSheet },
        .text("routeType") { $0.plan.routeType },
        .text("location") { $0.location },
        .list("cases") { $0.cases },
        .list("properties") { $0.properties },
        .text("pathName") { _ in name(.path) },
        .text("setPathName") { _ in name(.setPath) },
        .text("presentedName") { _ in name(.presented) },
        .text("presentName") { _ in name(.present) },
        .text("dismissPresentedName") { _ in name(.dismissPresented) },
        // The view model's copies that its `path` and `presented` bindings read.
        .text("pathStorage") { _ in NavigationPlan.pathStorage },
        .text("presentedStorage") { _ in NavigationPlan.presentedStorage },
        // A local to bind the routing skeleton's route to, and the push of it: for reducer
        // templates of one's own that push a route. The default one applies
        // `<Feature>Navigation` of what the routing returns (a route, or a whole path).
        .text("routeBinding") { _ in NavigationPlan.routeBinding },
        .text("routedStatement") { $0.plan.routedStatement ?? "" },
        // The test methods of the transitions (`--tests`).
        .text("transitionTests") { $0.tests?.methods ?? "" },
        // `// MARK: navigation (stack, sheet)`: the mark over them, which lists the kinds tested.
        .text("testsMark") { $0.tests?.markLine ?? "" },
    ]
}

/// `{{#cases}}` of `{{#navigation}}`: one action case of the navigation and its transition.
struct NavigationCaseContext: TemplateContext {
    let transition: NavigationPlan.Transition
    /// `#sourceLocation` of the `navigation:` line above a case with a payload (a reset above one without).
    let location: String
    let isLast: Bool

    static let contextName = "navigation case"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.transition.actionCase.name },
        .text("location") { $0.location },
        .text("payloadDeclaration") { $0.transition.actionCase.values.declaration(in: .action) },
        // `(let route)`: the reducer's pattern of the case.
        .text("binding") { $0.transition.actionCase.values.bindingPattern },
        .text("statement") { $0.transition.statement },
        .text("summary") { $0.transition.summary },
        .flag("isLast") { $0.isLast },
    ]
}

/// `{{#properties}}` of `{{#navigation}}`: one state property the navigation keeps.
struct NavigationPropertyContext: TemplateContext {
    let property: NavigationPlan.Property
    /// Whether the declaration carries its default (a memberwise init).
    let declaresDefault: Bool

    static let contextName = "navigation property"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.property.stateProperty.name },
        .text("type") { $0.property.stateProperty.type },
        .text("summary") { $0.property.summary },
        // ` = []` after the declaration, for a memberwise init; else nothing.
        .text("defaultClause") { context in
            context.declaresDefault ? context.property.stateProperty.defaultValue.map { " = " + $0 } ?? "" : ""
        },
    ]
}
