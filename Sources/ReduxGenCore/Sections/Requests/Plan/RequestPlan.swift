/// What one request generates, and every piece of Swift that spells it: its action cases,
/// its state properties, the reducer's transitions, the service method and the loader's
/// `Request`. Templates lay these pieces out; each is spelt here, once.
package struct RequestPlan: Sendable {
    /// The validated request.
    package let request: Request
    /// The request action's values (the spec's params), with their bindings.
    package let params: [PayloadValue]
    /// The state fields the service reads too: labelled by the field's name.
    package let reads: [PayloadValue]
    /// The param whose value keys the request, if any.
    package let key: PayloadValue?
    /// The service mock's property of answers: `loadAnswers`.
    package let answersName: String
    /// The part of the transition tests' names that names the request: `Load` (unique
    /// among the feature's requests: `load` and `Load` do not share test names).
    package let testName: String
    /// What names the file and the class of the request's tests when the request was added
    /// after the transition tests were written (`TeamChatTransitionTests+SendMessage.swift`):
    /// its test name, or, for a name that is a group's file (`Navigation`, `Children2`: see
    /// `AddedTestsGroup`), that name with `Request` after it, `NavigationRequest`.
    package let addedTestsName: String
    /// The state's alias of the failure type the spec names (`LoadFailure`), declared where
    /// the spec writes the type, so that a missing one is reported there alone; `nil`
    /// without one.
    package let failureAlias: TypeAlias?
    /// The state's alias of the request's status (`LoadStatus`), with a failure type or a key
    /// that has an alias, which the reducer names in each assignment: `.loading` finds no
    /// type to belong to when the failure type or the key's type is missing.
    package let statusAlias: TypeAlias?
    /// The members of the feature's enum of its requests' values that hold this request's
    /// (`TimelineSpec.suggestDebounce`), which the loader and the tests read.
    package let specValues: RequestSpecValues
    /// The success action's payload, with its alias in the action.
    let successValue: PayloadValue?
    /// The type of the `into` field, as the state spells it: the payload's type or, for a
    /// field that `into` assigns, its optional.
    let intoFieldType: String?

    /// The plan of `request`, whose bindings avoid `taken`; its aliases in the state (of a
    /// failure type) `stateAliases` names, and those in the action (of its params and
    /// success) `actionAliases`. The fields it reads and the one it fills (`intoField`)
    /// have their aliases in `fieldAliases`.
    init(
        _ request: Request, of feature: String, answersName: String, testName: String, addedTestsName: String, avoiding taken: Set<String>,
        intoField: StateField?, fieldAliases: [String: TypeAlias], stateAliases: inout AliasNames, actionAliases: inout AliasNames
    ) {
        self.request = request
        specValues = RequestSpecValues(feature: feature, request: request.name)
        intoFieldType = intoField.map { field in fieldAliases[field.name]?.spelling(in: .state) ?? field.type }
        func what() -> String { "the `\(request.name)` request" }
        // A failure type gets its alias whatever it is: one that cannot be missing can still
        // be no `Error`, which the compiler then reports there.
        failureAlias = request.failure.map { failure in
            stateAliases.alias(
                named: request.name.uppercasingFirst + "Failure", of: failure, source: request.failureSource, line: request.lines.failure,
                summary: "The failure of \(what()).", origin: .request(request.name, .failure))
        }
        successName = request.successCaseName
        failureName = request.failureCaseName
        statusName = request.statusFieldName
        self.answersName = answersName
        self.testName = testName
        self.addedTestsName = addedTestsName
        let paramAliases = actionAliases.aliases(of: request.params, in: request.name, what: what(), line: request.lines.params, origin: .request(request.name, .start))
        successValue = request.success.map { success in
            let alias = actionAliases.alias(
                of: success, source: request.successSource, line: request.lines.success, named: request.name.uppercasingFirst + "Success",
                summary: "The success of \(what()).", origin: .request(request.name, .success))
            return PayloadValue(label: nil, type: success, binding: GeneratedLocals.payload, alias: alias)
        }
        let labels = request.params.labels
        // Params and reads are bound in the same scope (the loader's case), so their bindings
        // avoid each other's names.
        let readNames = request.reads.map(\.name)
        let bindings = GeneratedLocals.bindings(for: labels + readNames, avoiding: taken)
        let params = PayloadValue.values(of: request.params, bindings: bindings.prefix(labels.count), aliases: paramAliases)
        self.params = params
        reads = zip(request.reads, bindings.dropFirst(labels.count)).map {
            PayloadValue(label: $0.name, type: $0.type, binding: $1, alias: fieldAliases[$0.name])
        }
        let keyLabel = request.key?.label
        let key = keyLabel.flatMap { label in params.first { $0.label == label } }
        self.key = key
        if failureAlias != nil || key?.alias != nil {
            statusAlias = stateAliases.alias(
                named: request.name.uppercasingFirst + "Status", of: "\(RuntimeNames.requestStatus)<\(failureAlias?.name ?? RuntimeNames.requestError)>",
                line: request.lines.failure, summary: "The status of \(what()).", origin: .request(request.name, .status))
        } else {
            statusAlias = nil
        }
        status = "state." + statusName + (key.map { "[" + $0.binding + "]" } ?? "")
        inFlight = "state." + request.inFlightFieldName
    }

    /// The aliases the action declares for the request: of its params, then of its success.
    var actionAliases: [TypeAlias] { params.compactMap(\.alias) + (successValue?.alias.map { [$0] } ?? []) }

    /// The aliases the state declares for the request: of its failure, then of its status.
    var stateAliases: [TypeAlias] { [failureAlias, statusAlias].compactMap { $0 } }

    // MARK: Names

    /// The request action's case: `loadMessages`.
    package var name: String { request.name }
    /// `loadMessagesSuccess`.
    package let successName: String
    /// `loadMessagesFailure`.
    package let failureName: String
    /// `loadMessagesStatus`.
    package let statusName: String
    /// `sendMessageInFlight`.
    package var inFlightName: String { request.inFlightFieldName }
    /// `cancelLoadMessages`.
    package var cancelName: String { request.cancelCaseName }
    /// `dismissLoadMessagesError`.
    package var dismissName: String { request.dismissCaseName }
    /// `searchSkipped`.
    package var skippedName: String { request.skippedCaseName }

    // MARK: Actions

    /// The call's arguments, which the success and failure cases carry before their payload:
    /// the params, then the fields read, labelled by the field's name.
    var carried: [PayloadValue] { params + reads }

    /// The failure payload: the spec's type or the runtime's `RequestError`.
    package var failureType: String { request.failure ?? RuntimeNames.requestError }

    /// `(page: Int)`, `(LoadPayload)` or nothing.
    var paramsDeclaration: String { params.declaration(in: .action) }

    /// `(LoadSuccess)`, `(text: String, SendSuccess)`, `([Int])` or nothing.
    var successDeclaration: String { (carried + (successValue.map { [$0] } ?? [])).declaration(in: .action) }

    /// `(ShopState.LoadFailure)` or `(text: String, ShopState.LoadFailure)`.
    var failureDeclaration: String { parenthesized(carried.declarationItems(in: .action) + [failureSpelling]) }

    /// `ShopState.LoadFailure` for a failure type the spec names, else `RequestError`.
    private var failureSpelling: String { failureAlias?.qualifiedName ?? failureType }

    /// `ShopAction.LoadSuccess`, `[Int]` or `Void`: the success type, as code outside the
    /// action names it.
    var successSpelling: String { successValue?.typeSpelling(in: nil) ?? "Void" }

    /// `(id: User.ID)` for a keyed request's cancel and dismiss cases, else nothing.
    var keyDeclaration: String { key.map { [$0].declaration(in: .action) } ?? "" }

    // MARK: State

    /// `RequestStatus<RequestError>`, or the status alias `LoadStatus`, or
    /// `[ShopAction.LoadID: …]` of it with a key.
    var statusType: String {
        let status = statusAlias?.name ?? "\(RuntimeNames.requestStatus)<\(failureType)>"
        guard let key else { return status }
        return "[\(key.typeSpelling(in: .state)): \(status)]"
    }

    /// `.idle`, or `[:]` with a key.
    var statusDefault: String { key == nil ? ".idle" : "[:]" }

    /// The state's properties of the request, named as `Request.stateFieldNames` names them:
    /// its status, its count of calls in flight, its calls' predictions.
    var stateProperties: [StateProperty] {
        var properties = [StateProperty(
            name: statusName, type: statusType, defaultValue: statusDefault, origin: .request(request.name, .status),
            declared: request.declared, line: request.failure == nil ? nil : request.lines.failure,
            summary: "The status of the `\(request.name)` request" + (key.map { ", by `\($0.label ?? "")` (absent: idle)" } ?? "") + ".")]
        if request.countsCalls {
            properties.append(StateProperty(
                name: inFlightName, type: "Int", defaultValue: "0", origin: .request(request.name, .inFlight),
                declared: request.declared, line: nil, summary: "How many `\(request.name)` calls are in flight."))
        }
        return properties + optimisticPollCacheProperties
    }

    // MARK: Reducer

    /// `state.loadStatus` or `state.loadStatus[id]`: what the reducer's statements assign
    /// and test, spelt once.
    private let status: String

    /// `state.sendMessageInFlight`.
    private let inFlight: String

    /// `.loading`, or `ShopState.LoadStatus.loading` for a request with a status alias.
    func statusValue(_ member: String) -> String {
        (statusAlias?.qualifiedName ?? "") + member
    }

    /// Whether `value` is the request's key, which the reducer's patterns bind.
    func isKey(_ value: PayloadValue) -> Bool { value.label != nil && value.label == key?.label }

    /// The request case's pattern, for the key (every param, for the prediction of an
    /// optimistic request), or nothing.
    private var requestCasePattern: CasePattern {
        let bindsAll = request.optimistic
        return params.casePattern(using: { bindsAll || isKey($0) })
    }

    /// An answer's pattern, for the key (every param under `concurrent` with `optimistic`;
    /// the fields read, with `bindingReads`), then `extra`: its payload or its error.
    private func answerCasePattern(bindingReads: Bool = false, then extra: [(binding: String, isUsed: Bool)]) -> CasePattern {
        var used = Set(key.map { [$0.binding] } ?? [])
        if answerPatternBindsEveryValue { used.formUnion(answeredParams.map(\.binding)) }
        if bindingReads { used.formUnion(answeredReads.map(\.binding)) }
        return answerValues.casePattern(using: { used.contains($0.binding) }, then: extra)
    }

    /// The request case's pattern: `(let id, let page)`, or nothing.
    var requestPattern: String { requestCasePattern.pattern }

    /// The success case's pattern, for the key, and the fields read and the payload when
    /// `into` stores it.
    private var successCasePattern: CasePattern {
        answerCasePattern(bindingReads: readsMatch != nil, then: request.success == nil ? [] : [(GeneratedLocals.payload, request.into != nil)])
    }

    /// The success case's pattern: `(let id, let payload)`, or nothing.
    var successPattern: String { successCasePattern.pattern }

    /// The failure case's pattern, for the key and the error.
    private var failureCasePattern: CasePattern { answerCasePattern(then: [("error", true)]) }

    /// The failure case's pattern: `(let text, let error)`.
    var failurePattern: String { failureCasePattern.pattern }

    /// The success case's first statements: the discard of the values its pattern binds but
    /// does not use, then, under a counted policy, the guard that a call is in flight.
    var successGuardStatements: [String] { (successCasePattern.discard.map { [$0] } ?? []) + (answerGuard.map { [$0] } ?? []) }

    /// The failure case's first statements: the discard of the values its pattern binds but
    /// does not use, then, under a counted policy, the guard that a call is in flight.
    var failureGuardStatements: [String] { (failureCasePattern.discard.map { [$0] } ?? []) + (answerGuard.map { [$0] } ?? []) }

    /// The cancel and dismiss cases' pattern: the key, if any.
    var keyPattern: String { key.map { "(let \($0.binding))" } ?? "" }

    /// The request action's transition (after an optimistic request's prediction), after the
    /// discard of the params its pattern binds but does not use.
    var startStatements: [String] { startDiscard + startTransition }

    /// The discard of the params the request case's pattern binds but does not use, if any.
    var startDiscard: [String] { requestCasePattern.discard.map { [$0] } ?? [] }

    /// The status's change on the request action: the calls of the other keys it supersedes
    /// become idle first (their answers are dropped by the loader).
    var startTransition: [String] {
        (request.countsCalls ? ["\(inFlight) += 1"] : []) + (request.supersedesOtherKeys ? [idleOtherKeysStatement] : [])
            + ["\(status) = \(statusValue(".loading"))"] + (loadingFlag.map { ["\($0) = true"] } ?? [])
    }

    /// `state.isLoading`: the `loadingInto` field, if any.
    var loadingFlag: String? { request.loadingInto.map { "state." + $0.field } }

    /// `state.isLoading = false`: the `loadingInto` flag ended, if the request has one.
    var flagEnd: [String] { loadingFlag.map { ["\($0) = false"] } ?? [] }

    /// The flag's end after an answer: at once under `latest` and `first` (the answer is the
    /// current call's), once no call is counted under `queue` and `concurrent`.
    private var flagEndAfterAnswer: [String] {
        guard let loadingFlag else { return [] }
        return request.countsCalls ? ["if \(inFlight) == 0 { \(loadingFlag) = false }"] : flagEnd
    }

    /// `state.loadStatus = state.loadStatus.filter { !$0.value.isLoading }`: every key's
    /// status that is loading becomes idle (no entry), for a call that supersedes them.
    private var idleOtherKeysStatement: String {
        "state.\(statusName) = state.\(statusName).filter { !$0.value.isLoading }"
    }

    /// The guard of an answer under a counted policy (`queue`, `concurrent`): it applies only
    /// while a call is in flight. `nil` under `latest` and `first`, whose answers all apply:
    /// the runner dispatches the answer of a current call only, whatever the status says.
    var answerGuard: String? { answerCondition.map { "guard \($0) else { return }" } }

    /// Whether an answer applies to `state` under a counted policy: a call is in flight
    /// (`state.sendInFlight > 0`); `nil` when every answer applies.
    var answerCondition: String? {
        request.countsCalls ? "\(inFlight) > 0" : nil
    }

    /// The success action's transition (before `into`), the `loadingInto` flag ended.
    var succeedStatements: [String] {
        guard request.countsCalls else { return ["\(status) = \(statusValue(".succeeded"))"] + flagEndAfterAnswer }
        return ["\(inFlight) -= 1", "if \(inFlight) == 0, \(status).isLoading { \(status) = \(statusValue(".succeeded")) }"] + flagEndAfterAnswer
    }

    /// The failure action's transition (the failure kept in the `failureInto` field, the
    /// `loadingInto` flag ended, an optimistic request's prediction undone, or kept marked
    /// failed).
    var failStatements: [String] {
        (request.countsCalls ? ["\(inFlight) -= 1"] : []) + ["\(status) = \(statusValue(".failed(error)"))"]
            + (request.failureInto.map { ["state.\($0.field) = error"] } ?? []) + flagEndAfterAnswer
            + (request.optimistic ? failurePredictionStatements() : [])
    }

    /// `query == state.query, scope == state.scope`: whether a success's read values are
    /// the state's now, the condition on which `into` stores its payload (an answer for
    /// values the state no longer holds is not shown, and an optimistic call's prediction is
    /// rolled back instead). `nil` for a request without reads or without `into`. The
    /// reducer writes it on the spec's `reads:` line, where a type that is not `Equatable` is
    /// reported.
    var readsMatch: String? {
        guard request.into != nil, !reads.isEmpty else { return nil }
        return answeredReads.map { "\($0.binding) == state.\($0.label ?? "")" }.joined(separator: ", ")
    }

    /// `state.messages = payload`, `state.messages.append(contentsOf: payload)`, …: what
    /// `into` does with the success payload; for an optimistic request, the confirmation on
    /// the predictions the success has taken out of the state.
    var intoStatement: String {
        guard let into = request.into else { return "" }
        if request.optimistic { return confirmCall() }
        let field = "state.\(into.field)"
        switch into.mode {
        case .assign: return "\(field) = payload"
        case .append: return into.isElement ? "\(field).append(payload)" : "\(field).append(contentsOf: payload)"
        case .prepend: return into.isElement ? "\(field).insert(payload, at: 0)" : "\(field).insert(contentsOf: payload, at: 0)"
        case .upsert: return into.isElement ? "\(field).upsert(payload)" : "\(field).upsert(contentsOf: payload)"
        case .keyed: return "\(field)[\(key?.binding ?? "key")] = payload"
        }
    }

    /// The cancel action's transition: the predictions of an optimistic request's calls are
    /// undone (the loader cancels the calls, whatever the status says), and a loading status
    /// becomes idle.
    var cancelStatements: [String] {
        // The flag ends whatever the status says, as the calls do.
        let undo = flagEnd + (request.optimistic ? rollBackAllStatements() : [])
        if request.countsCalls {
            return undo + ["guard \(inFlight) > 0 else { return }", "\(inFlight) = 0", "\(status) = \(statusValue(".idle"))"]
        }
        // The predictions are undone whatever the status says: the reducer logic may have set
        // it while the call ran, and the loader cancels the call all the same.
        if key != nil {
            return undo + ["guard \(status)?.isLoading == true else { return }", "\(status) = nil"]
        }
        return undo + ["guard \(status).isLoading else { return }", "\(status) = \(statusValue(".idle"))"]
    }

    /// The skipped action's transition (a debounced call whose `when:` is false when its
    /// quiet ends, and no call in flight): the `loadingInto` flag ends, and a loading status
    /// (of its key) becomes idle, as the
    /// request action's own skip leaves it. With `key:` and a plain `into` field no other key
    /// has a call then: the request action ended theirs. The reducer logic sees the action
    /// whatever the status.
    var skippedStatements: [String] {
        if key != nil { return ["if \(status)?.isLoading == true {", "    \(status) = nil", "}"] }
        return ["if \(status).isLoading {", "    \(status) = \(statusValue(".idle"))", "}"] + flagEnd
    }

    /// The dismiss action's transition: the failure kept in the `failureInto` field is
    /// cleared, whatever the status says (a success since leaves it), and a failed status
    /// becomes idle; nothing else.
    var dismissStatements: [String] {
        let clear = request.failureInto.map { ["state.\($0.field) = nil"] } ?? []
        if request.countsCalls {
            return clear + ["guard \(status).isFailed else { return }", "\(status) = \(inFlight) > 0 ? \(statusValue(".loading")) : .idle"]
        }
        if key != nil {
            return clear + ["guard \(status)?.isFailed == true else { return }", "\(status) = nil"]
        }
        return clear + ["guard \(status).isFailed else { return }", "\(status) = \(statusValue(".idle"))"]
    }

    // MARK: Service and loader

    /// `page: Int, query: String`: the service method's parameters, the params then the
    /// fields it reads.
    var serviceParameters: String { (params + reads).parameters.joined(separator: ", ") }

    /// `page: page, query: query`: the service call's arguments.
    var callArguments: String { (params + reads).arguments.joined(separator: ", ") }

    /// `throws(ShopState.LoadFailure)`, or `throws` without a failure type.
    var throwsClause: String { request.failure == nil ? "throws" : "throws(\(failureSpelling))" }

    /// ` -> ShopAction.LoadSuccess`, ` -> [Int]`, or nothing.
    var serviceReturn: String { request.success == nil ? "" : " -> " + successSpelling }

    /// `(let page)`: the loader's binding of the request action's values.
    var paramsBinding: String { params.bindingPattern }

    /// `let query = state.query`, one per field read.
    var readBindings: [String] { reads.map { "let \($0.binding) = state.\($0.label ?? $0.binding)" } }

    /// `RequestID("load")` or `RequestID("load", key: id)`.
    var requestID: String {
        guard let key else { return "\(RuntimeNames.requestID)(\"\(name)\")" }
        return "\(RuntimeNames.requestID)(\"\(name)\", key: \(key.binding))"
    }

    /// `, policy: TimelineSpec.refreshPolicy, retry: …, timeout: …, debounce: …,
    /// supersedesOtherKeys: true`: what differs from the defaults, read from the spec's values.
    var requestOptions: String {
        var options = ""
        if request.policy != .latest { options += ", policy: \(specValues.reference(.policy))" }
        if request.retry != nil { options += ", retry: \(specValues.reference(.retry))" }
        if request.timeout != nil { options += ", timeout: \(specValues.reference(.timeout))" }
        if request.debounce != nil { options += ", debounce: \(specValues.reference(.debounce))" }
        if request.supersedesOtherKeys { options += ", supersedesOtherKeys: true" }
        return options
    }

    /// The members of the enum of the spec's values that hold this request's, each with the
    /// Swift of its value, in the order of `RequestSpecValues.Value`: the declaration and the
    /// policy always, the others the spec gives. The declaration's `#fileID` and `#line` are
    /// the spec's where a `#sourceLocation` of the request's line stands before it.
    var specValueDeclarations: [(name: String, value: RequestSpecValues.Value, code: String)] {
        let seconds = { (text: String) in "Swift.Duration.seconds(\(text))" }
        let values: [(RequestSpecValues.Value, String?)] = [
            (.declaration, #""\(#fileID):\(#line)""#),
            (.policy, "\(RuntimeNames.requestPolicy).\(request.policy.rawValue)"),
            (.retry, request.retry.map { "\(RuntimeNames.retryPolicy)(attempts: \($0.attempts), backoff: .seconds(\($0.backoff)))" }),
            (.timeout, request.timeout.map(seconds)),
            (.debounce, request.debounce.map(seconds)),
            (.pollInterval, request.poll.map(seconds)),
            (.cacheLifetime, request.cache.map(seconds)),
        ]
        return values.compactMap { value, code in code.map { (specValues.name(value), value, $0) } }
    }

    /// The values of `RequestSpecValues.Value` the spec does not give this request (a retry,
    /// timeout, debounce, poll or cache), in that order, each with the type its member has
    /// when the spec gives it: the enum declares them unavailable, so that a test that reads
    /// one, written while the spec gave it, fails to compile with a message that says why.
    var absentSpecValues: [(name: String, value: RequestSpecValues.Value, type: String)] {
        let duration = "Swift.Duration"
        let values: [(RequestSpecValues.Value, Bool, String)] = [
            (.retry, request.retry != nil, RuntimeNames.retryPolicy),
            (.timeout, request.timeout != nil, duration),
            (.debounce, request.debounce != nil, duration),
            (.pollInterval, request.poll != nil, duration),
            (.cacheLifetime, request.cache != nil, duration),
        ]
        return values.filter { !$0.1 }.map { (specValues.name($0.0), $0.0, $0.2) }
    }

    /// `() async throws(ShopState.LoadFailure) -> ShopAction.LoadSuccess`: the call's closure
    /// signature.
    var callSignature: String { "() async \(throwsClause) -> \(successSpelling)" }

    /// The params that answers carry, as arguments before the answer's own value.
    private var carriedArguments: [String] { carried.arguments }

    /// `.loadSuccess($0)`, `.sendSuccess(text: text, $0)` or `.pingSuccess`.
    var successAction: String {
        ".\(successName)" + parenthesized(carriedArguments + (request.success == nil ? [] : ["$0"]))
    }

    /// `.loadFailure($0)` or `.loadFailure(RequestError($0))`.
    var failureAction: String {
        ".\(failureName)" + parenthesized(carriedArguments + [request.failure == nil ? "\(RuntimeNames.requestError)($0)" : "$0"])
    }

    /// `.loadFailure(.timedOut(after: $0))`.
    var timedOutAction: String { ".\(failureName)" + parenthesized(carriedArguments + [".timedOut(after: $0)"]) }

    // MARK: Service mock

    /// What the mock's answers succeed with.
    var mockSuccessType: String { successSpelling }

    /// What the mock's answers fail with.
    var mockFailureType: String { request.failure == nil ? "any Error" : failureSpelling }

    /// `.load(page: page)`: the request action the mock records for a call.
    var mockRecord: String { ".\(name)" + parenthesized(params.arguments) }
}

extension Request {
    /// The names of the action's cases that the request generates, in order: the request,
    /// its success and failure, its cancel, dismiss and skipped cases, its forcing and polling cases. The
    /// action's aliases are named unlike them before they are made.
    var actionCaseNames: [String] {
        [name, successCaseName, failureCaseName] + (cancel ? [cancelCaseName] : []) + (dismiss ? [dismissCaseName] : [])
            + (rechecksWhen ? [skippedCaseName] : []) + (cache != nil ? [forceCaseName] : []) + (poll != nil ? [startPollingCaseName, stopPollingCaseName] : [])
    }

    /// The names of the state's properties that the request generates, in order: its status,
    /// its count of calls in flight (`queue`, `concurrent`), its calls' predictions
    /// (`optimistic`). The state's aliases are named unlike them before they are made.
    var stateFieldNames: [String] {
        [statusFieldName] + (countsCalls ? [inFlightFieldName] : []) + (optimistic ? [predictionsFieldName] : [])
    }
}
