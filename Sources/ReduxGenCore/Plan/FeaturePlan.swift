/// Everything a feature's generated code declares, computed once from the validated
/// `Feature`: every action case, state property and service method, with the spec
/// declaration it comes from, and the spellings of each request and stream.
///
/// The collision check, the state init's layout, the templates' contexts and the
/// generated transition tests all read it, so that a name is derived in one place.
///
/// ```swift
/// let plan = FeaturePlan(feature)
/// plan.actionCases.map(\.name)   // ["clearDraft", …, "loadMessages", "loadMessagesSuccess", …]
/// ```
package struct FeaturePlan: Sendable {
    /// The validated feature.
    package let feature: Feature
    /// The synchronous actions, with the bindings the skeletons give their values.
    package let actions: [ActionCase]
    /// Every request, with its spellings.
    package let requests: [RequestPlan]
    /// Every stream, with its spellings.
    package let streams: [StreamPlan]
    /// The setter actions of the bindings, in the spec's order.
    package let setters: [ActionCase]
    /// The view model's stored property of each binding's value (its accessor reads it), in
    /// the spec's order: `boundQuery`.
    package let bindingStorages: [String]
    /// Every case of `<Feature>Action`, in the order the enum declares them: the actions,
    /// then the bindings' setters, then each child's case, then each request's cases, then
    /// each stream's, then the navigation's.
    package let actionCases: [ActionCase]
    /// Every stored property of `<Feature>State`, in the order the struct declares them:
    /// the fields, then each child's property, then each request's status (and count of
    /// calls in flight), then each stream's field, then the navigation's path and presented
    /// route.
    package let stateProperties: [StateProperty]
    /// Every method of `<Feature>Service`: one per request, then one per stream.
    package let serviceMethods: [ServiceMethod]
    /// Every associated type of `<Feature>Service`: the sequence type of each stream.
    package let serviceAssociatedTypes: [ServiceMethod]
    /// The routes, with their values.
    package let routes: [ActionCase]
    /// What `navigation:` generates; `nil` when the routes are one-shot triggers.
    package let navigation: NavigationPlan?
    /// The locals that the props' derivation binds each prop to, beside its `state`.
    package let propBindings: [String]
    /// The name of the loader's generic parameter, the service type: `Service`, unless a
    /// type the spec names is called so.
    package let loaderServiceParameter: String
    /// The service mock's recorder of calls (private): `recorded`, unless a service method
    /// is called so.
    package let mockRecorderName: String
    /// The service mock's list of the calls it got: `calls`, unless a service method is
    /// called so.
    package let mockCallsName: String
    /// The state init's parameters and the spec lines they map to.
    package let initLayout: InitLayout
    /// What `persist:` generates, if the feature persists fields.
    package let persistence: PersistPlan?
    /// Every child feature (`children:`), with its spellings.
    package let children: [ChildPlan]
    /// The state's aliases of the fields' types, in the spec's order (a field whose type
    /// cannot be missing has none); the requests' failure aliases are their plans'.
    package let fieldAliases: [TypeAlias]
    /// The aliases of the fields' types, by field name.
    package let fieldAliasesByName: [String: TypeAlias]
    /// The state's aliases, in the order it declares them: the fields', then each request's
    /// failure and status.
    package var stateAliases: [TypeAlias] { fieldAliases + requests.flatMap(\.stateAliases) }
    /// The props' aliases of their types, one per prop (`nil`: none), in the spec's order.
    package let propAliases: [TypeAlias?]
    /// The action's aliases (of the actions' payloads, the requests' params and successes,
    /// the streams' params, elements and failures), in the order of the cases that use them.
    package let actionAliases: [TypeAlias]
    /// The route's aliases of the routes' payloads, in the spec's order.
    package let routeAliases: [TypeAlias]
    /// Each action after which the loader dispatches others, in the order first named: the
    /// actions that `on:` names, with the requests they start, then the successes of the
    /// requests with `then:`, with what follows them.
    ///
    /// ```swift
    /// // search: { on: [setQuery] }, sendDraft: { then: [clearDraft, search] }
    /// plan.followUps  // setQuery → [search], sendDraftSuccess → [clearDraft, search]
    /// ```
    package let followUps: [FollowUp]
    /// The actions after which `on:` gives a request params by expressions, with what the
    /// loader dispatches after each, in the order first named: the loader evaluates them
    /// once the action has been reduced, in the state it left.
    ///
    /// ```swift
    /// // sendMessage: { params: { text: String }, on: { resendMessage: { text: 'text' } } }
    /// plan.parameterTriggers  // resendMessage → [sendMessage(text: text)]
    /// ```
    package let parameterTriggers: [FollowUp]
    /// The position in `followUps` of each action's follow-up, by the action's case name.
    let followUpIndex: [String: Int]
    /// An app spec's features, each with the children whose loaders the app's `loaders`
    /// lifts with it; empty for a feature spec.
    package let composedFeatures: [ComposedFeaturePlan]

    /// Whether the state's init is Swift's memberwise initializer, with each default on
    /// its property's declaration (and spec line): for an internal state of more than
    /// `memberwiseInitThreshold` properties. The compiler's check of an init written out,
    /// which assigns each property, grows steeply with their number (to SIL: 100 fields
    /// 0.3 s, 400 fields 2.4 s, 1,000 fields 28 s; the memberwise one for 1,000 fields
    /// 1.6 s). A memberwise initializer cannot be public, so a public or package state has
    /// its init written out whatever its size; a small state too, whose init is documented
    /// and whose defaults read as written.
    package var usesMemberwiseInit: Bool {
        feature.access == .internal && stateProperties.count > Self.memberwiseInitThreshold
    }

    /// The most state properties an internal state has its init written out for.
    static let memberwiseInitThreshold = 100

    /// The plan of `feature`; for an app spec, `featureChildren` gives the children of each
    /// of its features whose spec the run has read, by feature name.
    package init(_ feature: Feature, featureChildren: [String: [ChildFeature]] = [:]) {
        self.feature = feature
        composedFeatures = (feature.composedFeatures ?? []).map { ComposedFeaturePlan($0, children: featureChildren[$0.feature] ?? []) }
        let methodNames = Set(feature.requests.map(\.name) + feature.streams.map(\.name))
        // The mock's members: its recorder, and a property of answers (feeds) per request
        // (stream), which must not be named like one of its methods.
        mockCallsName = GeneratedLocals.unique("calls", avoiding: methodNames.contains, renamed: "recordedCalls")
        var mockMembers = methodNames.union([mockCallsName])
        mockRecorderName = GeneratedLocals.unique("recorded", avoiding: mockMembers.contains, renamed: "callRecorder")
        mockMembers.insert(mockRecorderName)
        func member(_ name: String) -> String {
            let chosen = GeneratedLocals.unique(name, avoiding: mockMembers.contains, renamed: name)
            mockMembers.insert(chosen)
            return chosen
        }
        let answersNames = feature.requests.map { member($0.name + "Answers") }
        let feedsNames = feature.streams.map { member($0.name + "Feeds") }
        // A value's binding may be none of the mock's members, which its methods use.
        let taken = mockMembers.subtracting(methodNames)

        // The members of the types that declare aliases, which the aliases must be named
        // unlike; and the names they must not hide (both gathered for the first alias).
        let hidden = HiddenNames(feature)
        let children = feature.children.map(ChildPlan.init)
        self.children = children
        let navigationPlan = feature.navigation.map { NavigationPlan($0, feature: feature.name) }
        let persistPlan = PersistPlan(feature)
        var stateAliases = AliasNames(.state, of: feature.name, members: {
            Self.statePropertyNames(of: feature, children: children, navigation: navigationPlan)
        }, hiding: hidden)
        var actionAliases = AliasNames(.action, of: feature.name, members: {
            Self.actionCaseNames(of: feature, children: children, navigation: navigationPlan, persistence: persistPlan)
        }, hiding: hidden)

        let fieldAliases = feature.fields.map { field in
            stateAliases.alias(
                of: field.type, source: field.typeSource, line: field.line, named: AliasNames.word(field.name),
                summary: "The type of the `\(field.name)` field.", origin: .field(field.name))
        }
        self.fieldAliases = fieldAliases.compactMap { $0 }
        let fieldAliasesByName = Dictionary(zip(feature.fields.map(\.name), fieldAliases).compactMap { name, alias in alias.map { (name, $0) } }) { first, _ in first }
        self.fieldAliasesByName = fieldAliasesByName
        actions = feature.actions.map {
            let aliases = actionAliases.aliases(of: $0.payload, in: $0.name, what: "the `\($0.name)` action", line: $0.line, origin: .action($0.name))
            return ActionCase(
                name: $0.name, values: PayloadValue.values(of: $0.payload, aliases: aliases), origin: .action($0.name), declared: $0.declared,
                line: $0.line)
        }
        var testNames: [String] = []
        for request in feature.requests {
            testNames.append(GeneratedLocals.unique(request.name.uppercasingFirst, avoiding: testNames.contains, renamed: request.name.uppercasingFirst))
        }
        // The file of a request's tests added later is named by its test name, unless that
        // is a group's file (`+Navigation`, `+Children2`): then `+NavigationRequest`, unlike
        // every other request's.
        var addedTestsNames: Set<String> = []
        requests = zip(feature.requests, zip(answersNames, testNames)).map { request, names in
            let (answersName, testName) = names
            let addedTestsName = GeneratedLocals.unique(
                testName, avoiding: { AddedTestsGroup.names($0) || addedTestsNames.contains($0) || ($0 != testName && testNames.contains($0)) },
                renamed: testName + "Request")
            addedTestsNames.insert(addedTestsName)
            return RequestPlan(
                request, of: feature.name, answersName: answersName, testName: testName, addedTestsName: addedTestsName, avoiding: taken,
                intoField: feature.fields.first { $0.name == request.into?.field }, fieldAliases: fieldAliasesByName,
                stateAliases: &stateAliases, actionAliases: &actionAliases)
        }
        streams = zip(feature.streams, feedsNames).map { stream, feedsName in
            // The service's associated type, which must not hide a type the spec names, nor
            // the protocol that the service's associated types conform to (a stream `async`).
            let sequenceType = stream.name.uppercasingFirst + "Sequence"
            let sequenceTypeName = GeneratedLocals.unique(
                sequenceType, avoiding: { feature.mentions($0) || $0 == "AsyncSequence" }, renamed: sequenceType + "Type")
            return StreamPlan(stream, feedsName: feedsName, sequenceTypeName: sequenceTypeName, avoiding: taken, actionAliases: &actionAliases)
        }
        let payloadAliases: [TypeAlias] = actions.flatMap { $0.values.compactMap(\.alias) }
        self.actionAliases = payloadAliases + requests.flatMap(\.actionAliases) + streams.flatMap(\.actionAliases)
        var propAliases = AliasNames(.props, of: feature.name, members: { feature.props.map(\.name) }, hiding: hidden)
        self.propAliases = feature.props.map { prop in
            propAliases.alias(
                of: prop.type, source: prop.typeSource, line: prop.line, named: AliasNames.word(prop.name),
                summary: "The type of the `\(prop.name)` prop.", origin: .prop(prop.name))
        }
        propBindings = GeneratedLocals.bindings(for: feature.props.map(\.name), avoiding: [])
        var routeAliases = AliasNames(
            .route, of: feature.name, members: { feature.routes.map(\.name) + [NavigationPlan.routeIdentity] }, hiding: hidden)
        routes = feature.routes.map {
            let aliases = routeAliases.aliases(of: $0.payload, in: $0.name, what: "the `\($0.name)` route", line: $0.line, origin: .route($0.name))
            return ActionCase(
                name: $0.name, values: PayloadValue.values(of: $0.payload, aliases: aliases), origin: .route($0.name), declared: $0.declared,
                line: $0.line)
        }
        self.routeAliases = routes.flatMap { $0.values.compactMap(\.alias) }

        setters = feature.bindings.map {
            ActionCase(
                name: $0.setterCaseName,
                values: [PayloadValue(label: nil, type: $0.field.type, binding: GeneratedLocals.payload, alias: fieldAliasesByName[$0.name])],
                origin: .binding($0.name), declared: $0.setterPosition, line: Int($0.setterPosition.line))
        }
        // The view model's private storage of each binding's value, named unlike its other
        // properties (the accessors, the props).
        var viewModelMembers = Set(feature.bindings.map(\.name) + feature.props.map(\.name)).union(Self.viewModelProperties)
        bindingStorages = feature.bindings.map { binding in
            let storage = GeneratedLocals.unique("bound" + binding.name.uppercasingFirst, avoiding: viewModelMembers.contains, renamed: "bound" + binding.name.uppercasingFirst + "Value")
            viewModelMembers.insert(storage)
            return storage
        }
        let fieldProperties = zip(feature.fields, fieldAliases).map { field, alias in
            StateProperty(
                name: field.name, type: alias?.name ?? field.type, defaultValue: field.defaultValue, origin: .field(field.name),
                declared: field.declared, line: field.line)
        }
        // Each section's contributions, in the order the generated types declare them.
        var contributions: [any PlanContribution] = fieldProperties
        contributions += actions as [any PlanContribution]
        contributions += setters as [any PlanContribution]
        contributions += children as [any PlanContribution]
        contributions += requests as [any PlanContribution]
        contributions += streams as [any PlanContribution]
        if let navigationPlan { contributions.append(navigationPlan) }
        if let persistPlan { contributions.append(persistPlan) }
        actionCases = contributions.flatMap(\.actionCases)
        stateProperties = contributions.flatMap(\.stateProperties)
        serviceMethods = contributions.flatMap(\.serviceMethods)
        serviceAssociatedTypes = contributions.flatMap(\.serviceAssociatedTypes)
        navigation = navigationPlan
        persistence = persistPlan
        let (followUps, parameterTriggers) = Self.followUps(of: feature, requests: requests)
        self.followUps = followUps
        self.parameterTriggers = parameterTriggers
        followUpIndex = Dictionary(followUps.enumerated().map { ($1.action, $0) }, uniquingKeysWith: { first, _ in first })
        initLayout = InitLayout(stateProperties)
        loaderServiceParameter = GeneratedLocals.unique("Service", avoiding: { feature.mentions($0) }, renamed: "ServiceType")
    }
}
