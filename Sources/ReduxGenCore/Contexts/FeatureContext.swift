/// The root context of every template: one feature's plan, with the lists and spellings
/// the templates lay out. Every spelling is the plan's; the contexts only name them for
/// templates, so templates stay pure layout. The lists are made once, when the context is,
/// and shared by every template of the feature.
final class FeatureContext: TemplateContext {
    let plan: FeaturePlan
    /// The module the test files (`--tests`) import with `@testable`, if any.
    let testsModule: String?
    /// `#sourceLocation` lines for the spec.
    let location: SourceLocationLine
    /// What the test files hold besides what the plan says (`--tests`).
    let testFiles: TestFiles
    /// The Swift code of the test files, which their templates read; `nil` in a tool that
    /// writes none.
    let testFileWriter: (any TestFileWriter)?
    /// The tests added after the transition tests were written that this renders alone, into
    /// a file of their own; `nil` for the feature's files and its transition tests.
    let added: TestFiles.AddedTests?
    /// A request's tests added later: the request (see `added`).
    var addedRequest: TestFiles.AddedRequest? { if case .request(let request) = added { request } else { nil } }
    /// The navigation's tests added later: its kinds (see `added`).
    var addedNavigation: TestFiles.AddedNavigation? { if case .navigation(let navigation) = added { navigation } else { nil } }
    /// The tests of bindings, and of requests `on:` starts, added later (see `added`).
    var addedTriggers: TestFiles.AddedTriggers? { if case .triggers(let triggers) = added { triggers } else { nil } }
    /// The children's tests added later (children added, or their specs first read): the
    /// children (see `added`).
    var addedChildren: TestFiles.AddedChildren? { if case .children(let children) = added { children } else { nil } }
    /// Whether this renders a file of tests added later (a request's, the navigation's, the
    /// bindings and triggers', the children's), beside the transition tests.
    var isAddedTests: Bool { added != nil }
    /// The lists every template of the feature shares, made once when the context is (each
    /// section's names that read them are declared in the section's folder).
    let imports: ContextList<ImportContext>
    let fields: ContextList<FieldContext>
    let initParameters: ContextList<ParameterContext>
    let actions: ContextList<ActionContext>
    let requests: ContextList<RequestContext>
    let streams: ContextList<StreamContext>
    let composedFeatures: ContextList<ComposedFeatureContext>
    let props: ContextList<PropContext>
    let routes: ContextList<RouteContext>
    let bindings: ContextList<BindingContext>
    let followUps: ContextList<FollowUpContext>
    let parameterTriggers: ContextList<FollowUpContext>
    let navigation: ContextList<NavigationContext>
    let children: ContextList<ChildContext>
    /// The cases the loader's middleware acts on (`FeaturePlan.loaderCases`), which three
    /// names of the loader read.
    let loaderCases: ContextList<CaseContext>
    /// The children's tests: in the transition tests file, or in a file of their own when
    /// they came later (none in a file of another part's tests added later).
    let childTests: (any ChildTestsCode)?

    init(
        _ plan: FeaturePlan, testsModule: String? = nil, testFiles: TestFiles = TestFiles(), added: TestFiles.AddedTests? = nil,
        testFileWriter: (any TestFileWriter)? = nil
    ) {
        self.plan = plan
        self.testsModule = testsModule
        self.testFiles = testFiles
        self.testFileWriter = testFileWriter
        self.added = added
        let feature = plan.feature
        let location = SourceLocationLine(specPath: feature.specPath)
        self.location = location
        func isLast(_ index: Int, of array: some Collection) -> Bool { index == array.count - 1 }

        imports = ContextList(Self.modules(of: feature).map(ImportContext.init))
        let memberwise = plan.usesMemberwiseInit
        fields = ContextList(feature.fields.map { field in
            FieldContext(
                name: field.name, type: plan.fieldAliasesByName[field.name]?.name ?? field.type, location: location(field.line),
                // In parentheses, so that a malformed default is reported on its own line.
                defaultClause: memberwise ? field.defaultValue.map { " = (" + $0 + ")" } ?? "" : "")
        })
        let properties = plan.stateProperties
        initParameters = ContextList(properties.indices.map { index in
            ParameterContext(property: properties[index], padding: plan.initLayout.padding[index], isLast: isLast(index, of: properties))
        })
        actions = ContextList(plan.actions.enumerated().map { index, action in
            ActionContext(action: action, isLast: isLast(index, of: plan.actions), location: location(action.line, holdsSpecText: !action.values.isEmpty))
        })
        requests = ContextList(plan.requests.enumerated().map { index, request in
            RequestContext(
                plan: request, isLast: isLast(index, of: plan.requests), location: location, declaresDefaults: memberwise,
                reducerName: feature.name + "Reducer")
        })
        streams = ContextList(plan.streams.map { StreamContext(plan: $0, location: location, declaresDefaults: memberwise) })
        let composed = plan.composedFeatures
        composedFeatures = ContextList(composed.enumerated().map { index, composedFeature in
            ComposedFeatureContext(
                plan: composedFeature, field: index, isLast: isLast(index, of: composed), location: location(composedFeature.composed.line))
        })
        props = ContextList(feature.props.enumerated().map { index, prop in
            PropContext(
                prop: prop, alias: plan.propAliases[index], binding: plan.propBindings[index], isLast: isLast(index, of: feature.props),
                location: location(prop.line),
                field: prop.derivation == .stateField ? plan.stateProperties.firstIndex { $0.name == prop.name } : nil)
        })
        routes = ContextList(plan.routes.map { RouteContext(route: $0, location: location($0.line, holdsSpecText: !$0.values.isEmpty)) })
        bindings = ContextList(zip(feature.bindings, plan.bindingStorages).enumerated().map { index, pair in
            BindingContext(
                binding: pair.0, alias: plan.fieldAliasesByName[pair.0.name], storage: pair.1, isLast: isLast(index, of: feature.bindings),
                location: location(Int(pair.0.declared.line)))
        })
        followUps = ContextList(plan.followUps.map { FollowUpContext(followUp: $0) })
        parameterTriggers = ContextList(plan.parameterTriggers.map { trigger in
            let values = plan.actionCases.first { $0.name == trigger.action }?.values ?? []
            return FollowUpContext(followUp: trigger, code: ParameterTriggerCode(trigger, values: values, location: location))
        })
        let addedNavigation: TestFiles.AddedNavigation?
        let rendersNavigation: Bool
        switch added {
        case nil, .request: (addedNavigation, rendersNavigation) = (nil, true)
        case .navigation(let navigation): (addedNavigation, rendersNavigation) = (navigation, true)
        case .triggers, .children: (addedNavigation, rendersNavigation) = (nil, false)
        }
        navigation = ContextList(!rendersNavigation ? [] : plan.navigation.map {
            [NavigationContext(
                $0, location: location, declaresDefaults: memberwise,
                tests: testFileWriter?.tests(of: $0, routes: plan.routes, kinds: addedNavigation?.kinds))]
        } ?? [])
        loaderCases = ContextList(CaseContext.list(plan.loaderCases))
        children = ContextList(plan.children.enumerated().map { index, child in
            ChildContext(plan: child, isLast: isLast(index, of: plan.children), location: location(child.child.line), declaresDefault: memberwise)
        })
        switch added {
        case .children(let addedChildren):
            childTests = testFileWriter?.childTests(of: plan, features: testFiles.childFeatures, only: Set(addedChildren.children), laterFile: nil)
        case nil where !plan.children.isEmpty:
            childTests = testFileWriter?.childTests(
                of: plan, features: testFiles.childFeatures, only: nil, laterFile: testFiles.addedChildTestsFileName(feature: feature.name))
        default:
            childTests = nil
        }
    }

    var feature: Feature { plan.feature }

    /// The modules every file of `feature` imports: the spec's, and the runtime.
    private static func modules(of feature: Feature) -> [String] {
        feature.imports.contains(RuntimeNames.module) ? feature.imports : feature.imports + [RuntimeNames.module]
    }

    /// `public `, `package ` or nothing, to put before a declaration.
    var access: String { feature.access == .internal ? "" : feature.access.rawValue + " " }

    /// `TeamChatState(unread: Int.testSample)`: the state the transition tests start from.
    var sampleState: String {
        let required = feature.fields.filter { $0.defaultValue == nil }
        return feature.name + "State(" + required.map { "\($0.name): \(sample(ofType: $0.type))" }.joined(separator: ", ") + ")"
    }

    /// `Int.testSample`: the sample of `type` that the tests start from.
    func sample(ofType type: String) -> String {
        testFileWriter?.sample(ofType: type) ?? ""
    }


    /// The modules the transition tests import: the feature's, then those its children's
    /// tests need.
    var testImports: ContextList<ImportContext> {
        let modules = Self.modules(of: feature)
        return ContextList((modules + (childTests?.imports ?? []).filter { !modules.contains($0) }).map(ImportContext.init))
    }

    /// `SendMessage`, `Navigation`, `BindingsAndTriggers2`, `Children`, …: what names the
    /// file and the class of the tests added later this renders; `nil` for the transition
    /// tests file.
    var addedTestsName: String? {
        switch added {
        case nil: return nil
        case .request(let request): return plan.requests.first { $0.name == request.name }?.addedTestsName
        case .navigation(let navigation): return navigation.name
        case .triggers(let triggers): return triggers.name
        case .children: return testFiles.childTestsName
        }
    }

    /// `TeamChatTransitionTests`, or `TeamChatTransitionTestsOfSendMessage` for the tests of
    /// a request added later (`…OfNavigation`, `…OfBindingsAndTriggers`, `…OfChildren`,
    /// `…OfChildren2`, … for the other tests added later).
    var transitionTestsClass: String {
        addedTestsName.map { TestFiles.addedTestsClass(feature: feature.name, variant: $0) } ?? feature.name + FilePart.transitionTests.templateName
    }

    /// The file whose tests of the part these tests came after: the transition tests file,
    /// or the part's first file of tests added later (`TasksTransitionTests+Navigation.swift`)
    /// for its later ones (`+Navigation2`).
    var earlierTestsFile: String {
        guard let group = added?.group, addedTestsName != group.rawValue else { return FilePart.transitionTests.fileName(for: feature.name) }
        return FilePart.transitionTests.fileName(for: feature.name, variant: group.rawValue)
    }

    /// The tests of the bindings and triggers: all of them, or those added later.
    private var triggerTests: (any MarkedTestCode)? {
        testFileWriter?.triggerTests(of: plan, untested: addedTriggers?.untested)
    }

    /// The samples this file declares.
    var sampleDeclarations: [TestSampleDeclaration] {
        added?.samples ?? testFiles.samples
    }

    /// The contexts of `aliases`, in order.
    func aliasList(_ aliases: [TypeAlias]) -> ContextList<TypeAliasContext> {
        ContextList(aliases.map { TypeAliasContext(alias: $0, location: location) })
    }

    /// Whether the action enum has a case: an app's, a feature it composes.
    var hasAnyAction: Bool {
        feature.isApp ? !(feature.composedFeatures?.isEmpty ?? true) : !plan.actionCases.isEmpty
    }

    static let contextName = "feature"

    /// The names of each spec section, declared in the section's folder, in the order of the
    /// spec's sections.
    static let sectionFields =
        streamFields + viewLayerFields + navigationFields + childFields + requestFields + optimisticPollCacheFields
        + unavailableSpecValueFields + bindingFields + persistenceFields + effectFields + appCompositionFields
    static let fields: [TemplateField<FeatureContext>] = [
        .text("featureName") { $0.feature.name },
        .text("specFileName") { $0.feature.specFileName },
        .text("access") { $0.access },
        .list("imports") { $0.imports },
        .list("fields") { $0.fields },
        .list("initParameters") { $0.initParameters },
        // Every property of the state, in order (made when a template reads them).
        .list("stateProperties") { context in
            let properties = context.plan.stateProperties
            return ContextList(properties.indices.map { index in
                StatePropertyContext(
                    property: properties[index], field: index, location: properties[index].line.map(context.location.callAsFunction),
                    declaresDefault: context.plan.usesMemberwiseInit)
            })
        },
        // Whether the state records which fields each action writes (`ReduxRuntime.TrackedState`):
        // every state but one whose memberwise initializer is its init.
        .flag("tracksFields") { !$0.plan.usesMemberwiseInit },
        // The properties that hold a state by value, whose records start with the state's: an
        // app's features, a feature's optional children.
        .list("startedParts") { context in
            let names = context.feature.isApp
                ? (context.feature.composedFeatures ?? []).map(\.property)
                : context.plan.children.filter { $0.child.kind == .optional }.map(\.child.property)
            return ContextList(names.map(StartedPartContext.init))
        },
        .flag("hasStartedParts") { context in
            context.feature.isApp ? !(context.feature.composedFeatures ?? []).isEmpty : context.plan.children.contains { $0.child.kind == .optional }
        },
        .flag("hasInitParameters") { !$0.plan.stateProperties.isEmpty },
        // Whether the state's properties carry their defaults and Swift's memberwise
        // initializer is its init (an internal state; see `FeaturePlan.usesMemberwiseInit`).
        .flag("memberwiseInit") { $0.plan.usesMemberwiseInit },
        .list("actions") { $0.actions },
        .flag("hasActions") { !$0.feature.actions.isEmpty },
        // The aliases of the types the spec writes, by the type that declares them (made when
        // a template reads them): the state's (the fields', then each request's failure and
        // status), the action's, the props', the route's.
        .list("stateAliases") { $0.aliasList($0.plan.stateAliases) },
        .flag("hasStateAliases") { !$0.plan.stateAliases.isEmpty },
        .list("actionAliases") { $0.aliasList($0.plan.actionAliases) },
        .flag("hasActionAliases") { !$0.plan.actionAliases.isEmpty },
        .flag("hasAnyAction") { $0.hasAnyAction },
        .flag("isEquatable") { $0.feature.isEquatable },
        // What the written-out `==` of the state and of the action enum compare (made when a
        // template reads them).
        .list("storedProperties") { ContextList($0.plan.stateProperties.map(StoredPropertyContext.init)) },
        .list("comparedCases") { ComparedCaseContext.list($0.plan.actionCases) },
        .flag("hasInitLocation") { $0.plan.initLayout.firstLine != nil },
        .text("initLocation") { $0.location($0.plan.initLayout.firstLine ?? 1) },
        .text("endLocation") { _ in SourceLocationLine.end },
        // A synthesized conformance (`Equatable`, `Identifiable`) is reported at the type's line.
        .text("stateLocation") { $0.location($0.feature.stateLine, holdsSpecText: $0.feature.isApp ? $0.feature.isEquatable : StateIdentity.isIdentifiable($0.feature)) },
        .text("actionLocation") { $0.location($0.feature.actionLine, holdsSpecText: $0.feature.isApp && $0.feature.isEquatable) },
        .flag("isApp") { $0.feature.isApp },
        .flag("hasTestsModule") { $0.testsModule != nil },
        .text("testsModule") { $0.testsModule ?? "" },
        .text("sampleState") { $0.sampleState },
        // The transition tests' class and file: the feature's, or those of a request added later.
        .text("transitionTestsClass") { $0.transitionTestsClass },
        .flag("isAddedTriggerTests") { $0.addedTriggers != nil },
        // The file the tests added later came after: the transition tests, or the first
        // file of the same tests added later (for `+Navigation2`, `+Children2`, …).
        .text("earlierTestsFile") { $0.earlierTestsFile },
        // A file of tests added later (a request's, the navigation's, the bindings and
        // triggers', the children's), beside the transition tests.
        .flag("isAddedTests") { $0.isAddedTests },
        // The tests of the bindings' setters and the actions `on:` names: in the transition
        // tests file, or in a file of their own when they came later.
        .flag("hasTriggerTests") {
            ($0.added == nil || $0.addedTriggers != nil) && !($0.testFileWriter?.triggerTestParts(of: $0.plan).isEmpty ?? true)
        },
        .text("triggerTests") { $0.triggerTests?.methods ?? "" },
        // `// MARK: bindings and triggers (query, setQuery → search)`: the mark over them,
        // which lists the parts tested.
        .text("triggerTestsMark") { $0.triggerTests?.markLine ?? "" },
        .list("testImports") { $0.testImports },
        // The samples that the samples file (or an added request's tests file) declares.
        .flag("hasSampleDeclarations") { !$0.sampleDeclarations.isEmpty },
        // Whether the feature's samples file is in the tests folder: written by this run, or
        // by an earlier one.
        .flag("hasSamplesFile") { !$0.testFiles.samples.isEmpty || $0.testFiles.samplesFileExists },
        .text("sampleDeclarations") { $0.testFileWriter?.code(declaring: $0.sampleDeclarations) ?? "" },
        // The reducer skeleton's cases, made from the action cases (made when a template reads them).
        .list("logicCases") { ContextList($0.plan.reducerLogicCases.map(ReducerLogicCaseContext.init)) },
        .flag("hasLifecycleCases") { $0.plan.actionCases.contains(where: \.isReducedByReduxgen) },
        // The cases reduxgen's reducer reduces, which the routing skeleton groups in one `case`.
        .list("lifecycleCases") { ContextList(CaseContext.list($0.plan.actionCases.filter(\.isReducedByReduxgen))) },
    ] + sectionFields + previewFields + FilePart.allCases.map { part in
        .text(part.rawValue + "File") { part.fileName(for: $0.feature.name) }
    }
}
