/// The names the root context offers for `requests:`: the requests, what their loader and
/// service need, what follows their successes, and their tests.
extension FeatureContext {
    static let requestFields: [TemplateField<FeatureContext>] = [
        // `TimelineSpec`: the enum of the values the spec gives the requests.
        .text("specValuesName") { $0.feature.name + RequestSpecValues.typeSuffix },
        .list("requests") { $0.requests },
        .flag("hasRequests") { !$0.feature.requests.isEmpty },
        // Requests under policy `queue` or `concurrent`, whose answers count the calls in flight.
        .flag("hasCountedRequests") { $0.feature.requests.contains(where: \.countsCalls) },
        // Requests with `when:`, whose actions run the reducer logic before their condition.
        .flag("hasConditionalRequests") { $0.feature.requests.contains { $0.when != nil } },
        .flag("hasCountedConditionalRequests") { $0.feature.requests.contains { $0.when != nil && $0.countsCalls } },
        // Whether a request checks its `when:` again when its debounce ends.
        .flag("hasRecheckedConditions") { $0.feature.requests.contains(where: \.rechecksWhen) },
        .text("reducedByLogic") { _ in GeneratedLocals.reducedByLogic },
        .flag("hasFailureAliases") { $0.plan.requests.contains { $0.failureAlias != nil } },
        // The cases the loader starts no request for (made when a template reads them: the
        // default templates do not).
        .list("passThroughCases") { context in
            ContextList(CaseContext.list(context.plan.actionCases.filter {
                if case .request(_, .start) = $0.origin { return false }
                return true
            }))
        },
        // The runners the loader makes (see `FeaturePlan.loaderRunners`).
        .list("loaderRunners") { ContextList($0.plan.loaderRunners.map(LoaderRunnerContext.init)) },
        // Whether the service protocol declares a member.
        .flag("hasRequestsOrStreams") { !$0.plan.serviceMethods.isEmpty },
        .flag("readsState") { $0.feature.requests.contains { !$0.reads.isEmpty } },
        // Whether the loader's middleware acts on actions besides starting requests (see
        // `FeaturePlan.loaderControlCases`).
        .flag("hasControlActions") { !$0.plan.loaderControlCases.isEmpty },
        // The cases the loader's middleware acts on, which the store gives it alone (see
        // `FeaturePlan.loaderCases`), and whether they are every case of the action.
        .list("loaderCases") { $0.loaderCases },
        .flag("hasLoaderCases") { !$0.loaderCases.contexts.isEmpty },
        .flag("loaderActsOnEveryAction") { $0.loaderCases.contexts.count == $0.plan.actionCases.count },
        .list("testedRequests") { $0.testedRequests },
        .flag("isAddedRequestTests") { $0.addedRequest != nil },
        // The loader's generic parameter, the service's type.
        .text("serviceType") { $0.plan.loaderServiceParameter },
        // The service mock's recorder of calls (private) and its list of them.
        .text("mockRecorder") { $0.plan.mockRecorderName },
        .text("mockCalls") { $0.plan.mockCallsName },
        .list("followUps") { $0.followUps },
        .flag("hasFollowUps") { !$0.plan.followUps.isEmpty },
        .list("parameterTriggers") { $0.parameterTriggers },
        .flag("hasParameterTriggers") { !$0.plan.parameterTriggers.isEmpty },
    ]

    /// The requests the transition tests test (made when a template reads them: only the
    /// transition tests do), each with what follows its success: in the transition tests
    /// file, those whose tests no other file of the folder holds.
    var testedRequests: ContextList<RequestContext> {
        let tested: [RequestPlan]
        switch added {
        case nil: tested = plan.requests.filter { !testFiles.testedElsewhere.contains($0.name) }
        case .request(let request): tested = plan.requests.filter { $0.name == request.name }
        case .navigation, .triggers, .children: tested = []
        }
        let reducer = feature.name + "Reducer"
        return ContextList(tested.indices.map { index in
            RequestContext(
                plan: tested[index], isLast: index == tested.count - 1, location: location, declaresDefaults: plan.usesMemberwiseInit,
                reducerName: reducer, tests: testFileWriter?.tests(of: tested[index], reducer: reducer, successFollowUpsIn: plan))
        })
    }
}
