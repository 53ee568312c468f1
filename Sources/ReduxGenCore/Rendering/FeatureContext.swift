/// The root context of every template: one feature's plan, with the lists and spellings
/// the templates lay out. Every spelling is the plan's; the contexts only name them for
/// templates, so templates stay pure layout.
struct FeatureContext: TemplateContext {
    let plan: FeaturePlan
    /// The module the test files (`--tests`) import with `@testable`, if any.
    let testsModule: String?
    /// `#sourceLocation` lines for the spec.
    let location: SourceLocationLine

    init(_ plan: FeaturePlan, testsModule: String? = nil) {
        self.plan = plan
        self.testsModule = testsModule
        location = SourceLocationLine(specPath: plan.feature.specPath)
    }

    private var feature: Feature { plan.feature }

    /// The imported modules: the spec's, then the runtime module unless the spec imports it.
    var imports: [ImportContext] {
        (feature.imports.contains(RuntimeNames.module) ? feature.imports : feature.imports + [RuntimeNames.module]).map(ImportContext.init)
    }

    /// `public `, `package ` or nothing, to put before a declaration.
    var access: String { feature.access == .internal ? "" : feature.access.rawValue + " " }

    /// `TeamChatState(unread: Int.testSample)`: the state the transition tests start from.
    var sampleState: String {
        let required = feature.fields.filter { $0.defaultValue == nil }
        return feature.name + "State(" + required.map { "\($0.name): \(TransitionTestCode.sample($0.type))" }.joined(separator: ", ") + ")"
    }

    static let contextName = "feature"
    static let fields: [TemplateField<Self>] = [
        .text("featureName") { $0.feature.name },
        .text("specFileName") { $0.feature.specFileName },
        .text("access") { $0.access },
        .list("imports") { $0.imports },
        .list("fields") { context in
            context.feature.fields.map { FieldContext(name: $0.name, type: $0.type, location: context.location($0.line)) }
        },
        .list("initParameters") { context in
            let properties = context.plan.stateProperties
            return properties.indices.map { index in
                ParameterContext(property: properties[index], padding: context.plan.initLayout.padding[index], isLast: index == properties.count - 1)
            }
        },
        .flag("hasInitParameters") { !$0.plan.stateProperties.isEmpty },
        .list("actions") { context in
            context.plan.actions.enumerated().map { index, action in
                ActionContext(action: action, isLast: index == context.plan.actions.count - 1, location: context.location(action.line))
            }
        },
        .flag("hasActions") { !$0.feature.actions.isEmpty },
        .list("requests") { context in
            context.plan.requests.enumerated().map { index, request in
                RequestContext(plan: request, isLast: index == context.plan.requests.count - 1, location: context.location)
            }
        },
        .flag("hasRequests") { !$0.feature.requests.isEmpty },
        .flag("hasAnyAction") { !$0.plan.actionCases.isEmpty },
        // The cases the loader starts no request for.
        .list("passThroughCases") { context in
            CaseContext.list(context.plan.actionCases.filter {
                if case .request(_, .start) = $0.origin { return false }
                return true
            })
        },
        .flag("isEquatable") { $0.feature.isEquatable },
        .list("streams") { context in context.plan.streams.map { StreamContext(plan: $0, location: context.location) } },
        .flag("hasStreams") { !$0.feature.streams.isEmpty },
        .flag("hasRequestsOrStreams") { !$0.feature.requests.isEmpty || !$0.feature.streams.isEmpty },
        .flag("readsState") { $0.feature.requests.contains { !$0.reads.isEmpty } },
        // Whether the loader's middleware handles actions other than requests: cancels and streams.
        .flag("hasControlActions") { $0.feature.requests.contains(where: \.cancel) || !$0.feature.streams.isEmpty },
        .flag("hasInitLocation") { $0.plan.initLayout.firstLine != nil },
        .text("initLocation") { $0.location($0.plan.initLayout.firstLine ?? 1) },
        .text("endLocation") { _ in SourceLocationLine.end },
        .text("stateLocation") { $0.location($0.feature.stateLine) },
        .text("actionLocation") { $0.location($0.feature.actionLine) },
        .flag("isApp") { $0.feature.isApp },
        .flag("hasTestsModule") { $0.testsModule != nil },
        .text("testsModule") { $0.testsModule ?? "" },
        .text("sampleState") { $0.sampleState },
        // The loader's generic parameter, the service's type.
        .text("serviceType") { $0.plan.loaderServiceParameter },
        // The service mock's recorder of calls (private) and its list of them.
        .text("mockRecorder") { $0.plan.mockRecorderName },
        .text("mockCalls") { $0.plan.mockCallsName },
        .list("composedFeatures") { context in
            let features = context.feature.composedFeatures ?? []
            return features.enumerated().map { index, composed in
                ComposedFeatureContext(composed: composed, isLast: index == features.count - 1, location: context.location(composed.line))
            }
        },
        .flag("hasComposedFeatures") { !($0.feature.composedFeatures?.isEmpty ?? true) },
        .flag("hasViewLayer") { !$0.feature.props.isEmpty || !$0.feature.routes.isEmpty },
        .flag("hasProps") { !$0.feature.props.isEmpty },
        .flag("hasRoutes") { !$0.feature.routes.isEmpty },
        .list("props") { context in
            context.feature.props.enumerated().map { index, prop in
                PropContext(prop: prop, isLast: index == context.feature.props.count - 1, location: context.location(prop.line))
            }
        },
        .list("routes") { context in
            context.plan.routes.map { RouteContext(route: $0, location: context.location($0.line)) }
        },
        .flag("hasLifecycleCases") { $0.plan.actionCases.contains(where: \.isReducedByReduxgen) },
        // The cases reduxgen's reducer reduces, which skeletons group in one `case`.
        .list("lifecycleCases") { CaseContext.list($0.plan.actionCases.filter(\.isReducedByReduxgen)) },
    ] + FilePart.allCases.map { part in
        .text(part.rawValue + "File") { part.fileName(for: $0.feature.name) }
    }
}
