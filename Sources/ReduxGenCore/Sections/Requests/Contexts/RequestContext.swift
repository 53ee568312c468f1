/// `{{#requests}}`: one async request, whose spellings are its plan's.
struct RequestContext: TemplateContext {
    let plan: RequestPlan
    let isLast: Bool
    let location: SourceLocationLine
    /// Whether the state's declarations carry their defaults (a memberwise init).
    let declaresDefaults: Bool
    /// The feature's reducer type, `TeamChatReducer`.
    let reducerName: String
    /// The request's transition tests, of a request the transition tests test.
    var tests: (any RequestTestCode)?

    private var request: Request { plan.request }


    /// Statements, one a line, indented for a case of the reducer's switch.
    private static func lines(_ statements: [String]) -> String {
        statements.joined(separator: "\n            ")
    }

    /// `async throws(ShopError) -> Int`, after the service method's parameters. A failure
    /// type the spec names goes on its own line, below a comment and blank lines that put it
    /// on the spec's `failure:` line (the method's first line is the request's name's),
    /// where the compiler reports a failure type that is no `Error` (a missing one is
    /// reported once, at the state's alias of it).
    private var serviceEffects: String {
        let clause = plan.throwsClause + plan.serviceReturn
        let lines = request.lines
        guard request.failure != nil, lines.failure > lines.name else { return "async " + clause }
        var filler = Array(repeating: "", count: lines.failure - lines.name - 1)
        if !filler.isEmpty { filler[0] = "        // The failure type stands on the spec's failure: line, where errors in it are reported." }
        return (["async"] + filler + ["        " + clause]).joined(separator: "\n")
    }

    /// The `#sourceLocation` before the loader's `return Request(`, whose first line has
    /// the call's signature: on the spec's `failure:` line, where a failure type that is no
    /// `Error` is reported (without one, on `success:`, for the success type);
    /// with a timeout, two lines above `timeout:`, so that the `timedOut:` closure two lines
    /// below is on the `timeout:` line, where a failure type without `timedOut(after:)` is
    /// reported.
    private var callLocation: String {
        if request.timeout != nil { return location(request.lines.timeout - 2) }
        return location(request.failure == nil ? request.lines.success : request.lines.failure)
    }

    static let contextName = "request"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.plan.name },
        // `// MARK: load`: the mark over the request's transition tests.
        .text("testsMark") { $0.plan.testsMark },
        .text("successName") { $0.plan.successName },
        .text("failureName") { $0.plan.failureName },
        .text("statusName") { $0.plan.statusName },
        .text("failureType") { $0.plan.failureType },
        .text("statusType") { $0.plan.statusType },
        .flag("hasFailureType") { $0.request.failure != nil },
        // The state's aliases of the failure type and of the status, and what the declaration
        // of the failure's needs (the state's `stateAliases` list them with the others).
        .text("failureAlias") { $0.plan.failureAlias?.name ?? "" },
        .text("statusAlias") { $0.plan.statusAlias?.name ?? "" },
        .text("failureAliasLocation") { context in
            context.plan.failureAlias.map { TypeAliasContext(alias: $0, location: context.location).declarationLocation } ?? ""
        },
        .text("failureAliasType") { context in
            context.plan.failureAlias.map { TypeAliasContext(alias: $0, location: context.location).aliasedType } ?? ""
        },
        .text("paramsDeclaration") { $0.plan.paramsDeclaration },
        .flag("hasSuccess") { $0.request.success != nil },
        // The success type, as code outside the action names it: `ShopAction.LoadSuccess`.
        .text("successType") { $0.plan.successValue?.typeSpelling(in: nil) ?? "" },
        .text("successDeclaration") { $0.plan.successDeclaration },
        .flag("hasInto") { $0.request.into != nil },
        .text("into") { $0.request.into?.field ?? "" },
        .text("policy") { $0.request.policy.rawValue },
        .flag("isLatest") { $0.request.policy == .latest },
        .text("serviceParameters") { $0.plan.serviceParameters },
        .text("throwsClause") { $0.plan.throwsClause },
        .text("serviceReturn") { $0.plan.serviceReturn },
        .text("paramsBinding") { $0.plan.paramsBinding },
        .text("callArguments") { $0.plan.callArguments },
        .flag("isLast") { $0.isLast },
        // Above a case of the request: its params', its key's, its success's, its failure's line
        // when the case carries them.
        .text("paramsLocation") { $0.location($0.request.lines.params, holdsSpecText: !$0.plan.paramsDeclaration.isEmpty) },
        .text("keyLocation") { $0.location($0.request.lines.params, holdsSpecText: !$0.plan.keyDeclaration.isEmpty) },
        .text("successLocation") { $0.location($0.request.lines.success, holdsSpecText: !$0.plan.successDeclaration.isEmpty) },
        .text("failureLocation") { $0.location($0.request.lines.failure, holdsSpecText: !$0.plan.failureDeclaration.isEmpty) },
        .text("intoLocation") { $0.location($0.request.lines.into) },
        .text("serviceEffects") { $0.serviceEffects },
        // The service protocol's method, in the spec's own types, each at its line and column.
        .text("serviceRequirement") { ServiceRequirementCode.declaration($0.plan, location: $0.location) },
        .text("callLocation") { $0.callLocation },
        // What `callLocation` is with a timeout, kept for templates written before it.
        .text("timedOutLocation") { $0.location($0.request.lines.timeout - 2) },
        .text("nameLocation") { $0.location($0.request.lines.name) },
        .flag("countsCalls") { $0.request.countsCalls },
        .flag("hasKey") { $0.plan.key != nil },
        .flag("cancel") { $0.request.cancel },
        .flag("dismiss") { $0.request.dismiss },
        .flag("hasReads") { !$0.plan.reads.isEmpty },
        // Whether the success and failure cases carry the call's arguments (params, reads).
        .flag("carriesArguments") { $0.request.answersCarryArguments },
        .flag("hasTimeout") { $0.request.timeout != nil },
        .text("inFlightName") { $0.plan.inFlightName },
        // ` = .idle` and ` = 0` after the status and count declarations of a state whose
        // memberwise initializer takes the defaults; else nothing.
        .text("statusDefaultClause") { $0.declaresDefaults ? " = " + $0.plan.statusDefault : "" },
        .text("inFlightDefaultClause") { $0.declaresDefaults ? " = 0" : "" },
        .text("cancelName") { $0.plan.cancelName },
        .text("dismissName") { $0.plan.dismissName },
        .text("keyLabel") { $0.plan.key?.label ?? "" },
        .text("keyDeclaration") { $0.plan.keyDeclaration },
        .text("keyPattern") { $0.plan.keyPattern },
        .text("failureDeclaration") { $0.plan.failureDeclaration },
        .text("requestPattern") { $0.plan.requestPattern },
        .text("successPattern") { $0.plan.successPattern },
        .text("failurePattern") { $0.plan.failurePattern },
        .text("startStatements") { lines($0.request.when == nil ? $0.plan.startStatements : $0.plan.conditionalStartStatements) },
        .flag("hasWhen") { $0.request.when != nil },
        .text("when") { $0.request.when ?? "" },
        .text("conditionName") { $0.plan.conditionName },
        // The loader's check that the reducer skipped the call (its `when:` was false).
        .text("skipCasePatterns") { $0.plan.skipCasePatterns.patterns },
        .flag("hasSkipDiscard") { $0.plan.skipCasePatterns.discard != nil },
        .text("skipDiscard") { $0.plan.skipCasePatterns.discard ?? "" },
        .text("skippedCondition") { $0.plan.skippedCondition },
        .flag("skipReadsCondition") { $0.plan.skipReadsCondition },
        .text("startCasesWithoutBindings") { $0.plan.startCasesWithoutBindings },
        // A `when:` checked again when the debounce ends: the skipped action, its transition,
        // and the loader's condition for the runner.
        .flag("rechecksWhen") { $0.request.rechecksWhen },
        .text("skippedName") { $0.plan.skippedName },
        .text("skippedStatements") { lines($0.plan.skippedStatements) },
        .text("startCondition") { $0.plan.startCondition(reducer: $0.reducerName) },
        .text("whenLocation") { $0.location($0.request.whenLine ?? $0.request.lines.name) },
        // The guard of the answers under a counted policy; nothing under `latest` and `first`.
        .text("answerGuard") { $0.plan.answerGuard ?? "" },
        // The answers' first statements, if any: the discard of the values their patterns bind
        // but do not use, then `answerGuard`.
        .flag("hasSuccessGuard") { !$0.plan.successGuardStatements.isEmpty },
        .text("successGuard") { lines($0.plan.successGuardStatements) },
        .flag("hasFailureGuard") { !$0.plan.failureGuardStatements.isEmpty },
        .text("failureGuard") { lines($0.plan.failureGuardStatements) },
        .text("succeedStatements") { lines($0.plan.succeedStatements) },
        .text("failStatements") { lines($0.plan.failStatements) },
        .text("intoStatement") { $0.plan.intoStatement },
        // The success's check that its read values are the state's now, before `into`, on the
        // spec's `reads:` line.
        .flag("hasReadsMatch") { $0.plan.readsMatch != nil },
        .text("readsMatch") { $0.plan.readsMatch ?? "" },
        .text("readsLocation") { $0.location($0.request.lines.reads) },
        // What an optimistic request's success does instead of `into` when its read values
        // are no longer the state's: its call's prediction is undone.
        .text("rollBackCall") { $0.request.optimistic ? $0.plan.rollBackCall() : "" },
        .text("cancelStatements") { lines($0.plan.cancelStatements) },
        .text("dismissStatements") { lines($0.plan.dismissStatements) },
        .text("readBindings") { lines($0.plan.readBindings) },
        .text("requestID") { $0.plan.requestID },
        .text("requestOptions") { $0.plan.requestOptions },
        .text("callSignature") { $0.plan.callSignature },
        .text("successAction") { $0.plan.successAction },
        .text("failureAction") { $0.plan.failureAction },
        .text("timedOutAction") { $0.plan.timedOutAction },
        // The service mock and the transition tests (`--tests`).
        .text("mockSuccessType") { $0.plan.mockSuccessType },
        .text("mockFailureType") { $0.plan.mockFailureType },
        .text("mockRecord") { $0.plan.mockRecord },
        .text("answersName") { $0.plan.answersName },
        .text("transitionTests") { $0.tests?.methods ?? "" },
        .text("conditionCheck") { $0.tests?.conditionCheckName ?? "" },
        .text("sampleRequestAction") { $0.tests?.requestAction ?? "" },
    ] + optimisticPollCacheFields + specValueFields
}
