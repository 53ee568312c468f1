/// The names a request's `optimistic`, `poll` and `cache` generate.
extension Request {
    /// The state's predictions shown for the calls in flight (`optimistic`): `sendPredictions`.
    package var predictionsFieldName: String { name + "Predictions" }
    /// The predictions skeleton's function that predicts a success payload: `predictSend`.
    package var predictFunctionName: String { "predict" + name.uppercasingFirst }
    /// The action that starts polling (`poll`): `startPollingLoadInbox`.
    package var startPollingCaseName: String { "startPolling" + name.uppercasingFirst }
    /// The action that stops polling: `stopPollingLoadInbox`.
    package var stopPollingCaseName: String { "stopPolling" + name.uppercasingFirst }
    /// The action that calls while an answer is fresh (`cache`): `forceLoadInbox`.
    package var forceCaseName: String { "force" + name.uppercasingFirst }
}

/// How a request's `optimistic`, `poll` and `cache` are spelt: the predictions' state
/// property and the reducer's statements that show, confirm and undo a prediction; the
/// poll's and the cache's parts of the loader.
extension RequestPlan {
    // MARK: Names

    /// `forceLoadInbox`.
    package var forceName: String { request.forceCaseName }
    /// `startPollingLoadInbox`.
    package var startPollingName: String { request.startPollingCaseName }
    /// `stopPollingLoadInbox`.
    package var stopPollingName: String { request.stopPollingCaseName }
    /// `sendPredictions`.
    package var predictionsName: String { request.predictionsFieldName }
    /// `predictSend`.
    package var predictName: String { request.predictFunctionName }

    // MARK: Optimistic: what tells calls apart

    /// Whether the answers are told apart by their params: under `concurrent`, where calls
    /// answer in any order. (One call at a time per key, or calls that answer in call order,
    /// need nothing: the answer is the oldest call's.)
    private var matchesByParams: Bool { request.policy == .concurrent && !params.isEmpty }

    /// The type a call is told apart by: the key, the params (under `concurrent`), or `Void`.
    var predictionCallType: String {
        if let key { return key.typeSpelling(in: .state) }
        guard matchesByParams else { return "Void" }
        return params.count == 1 ? params[0].typeSpelling(in: .state) : parenthesized(params.declarationItems(in: .state))
    }

    /// The value a call is told apart by: `id`, `(text: text, id: id)` or `()`.
    private func predictionCall(_ spelling: OptimisticSpelling) -> String {
        if let key { return spelling.value(key) }
        guard matchesByParams else { return "()" }
        if params.count == 1 { return spelling.value(params[0]) }
        return parenthesized(params.map { "\($0.label ?? ""): \(spelling.value($0))" })
    }

    /// ` { $0 == id }`: which call an answer belongs to (its key, or its params as the
    /// answer's pattern binds them); nothing when it is the oldest call's.
    private func predictionMatch(_ spelling: OptimisticSpelling) -> String {
        if let key { return " { $0 == \(spelling.value(key)) }" }
        guard matchesByParams else { return "" }
        let values = answeredParams
        if values.count == 1 { return " { $0 == \(spelling.value(values[0])) }" }
        return " { " + values.map { "$0.\($0.label ?? "") == \(spelling.value($0))" }.joined(separator: " && ") + " }"
    }

    /// ` { $0 == id }`: which calls a cancel, or a call that supersedes them, undoes: those
    /// of its key, or all.
    private func keyMatch(_ spelling: OptimisticSpelling) -> String {
        key.map { " { $0 == \(spelling.value($0)) }" } ?? ""
    }

    /// Which calls a new call supersedes, and undoes: those of its key (`keyMatch`), or every
    /// key's when it supersedes the other keys' calls.
    private func supersededMatch(_ spelling: OptimisticSpelling) -> String {
        request.supersedesOtherKeys ? "" : keyMatch(spelling)
    }

    /// The arguments the answers carry (params, then fields read), as their patterns bind
    /// them: an unlabelled param is bound apart from the answer's own `payload`.
    var answerValues: [PayloadValue] {
        carried.map { value in
            guard value.label == nil else { return value }
            return PayloadValue(label: nil, type: value.type, binding: GeneratedLocals.answeredParam, alias: value.alias)
        }
    }

    /// The params the answers carry, as their patterns bind them.
    var answeredParams: ArraySlice<PayloadValue> { answerValues.prefix(params.count) }

    /// The fields read that the answers carry, as their patterns bind them.
    var answeredReads: ArraySlice<PayloadValue> { answerValues.dropFirst(params.count) }

    /// Whether the reducer's patterns of this request's answers bind every param, which
    /// tells the calls apart (under `concurrent` with `optimistic`), not only the key.
    var answerPatternBindsEveryValue: Bool { request.optimistic && matchesByParams }

    // MARK: Optimistic: the state

    /// `ReduxRuntime.OptimisticCalls<Void, ReduxRuntime.OptimisticInsertion<Message>>`.
    var predictionsType: String {
        "\(RuntimeNames.optimisticCalls)<\(predictionCallType), \(predictionChangeType)>"
    }

    /// What a prediction changes, by `into` mode: `ReduxRuntime.OptimisticInsertion<Message>`,
    /// with the action's aliases (the element of an array success alias is its `Element`).
    /// A replacement holds what the field held, of the field's type: a field that is the
    /// payload's optional shows the prediction and the answer as its values.
    private var predictionChangeType: String {
        guard let into = request.into, let success = successValue else { return "" }
        let successType = success.typeSpelling(in: .state)
        let arrayElement = CollectionType.arrayElement(of: success.type).map { element in success.alias == nil ? element : successType + ".Element" }
        let element = into.isElement ? successType : arrayElement ?? successType
        switch into.mode {
        case .assign: return "\(RuntimeNames.module).OptimisticReplacement<\(intoFieldType ?? successType)>"
        case .keyed: return "\(RuntimeNames.module).OptimisticKeyedReplacement<\(key?.typeSpelling(in: .state) ?? ""), \(successType)>"
        case .append, .prepend: return "\(RuntimeNames.module).OptimisticInsertion<\(element)>"
        case .upsert: return "\(RuntimeNames.module).OptimisticUpsert<\(element)>"
        }
    }

    // MARK: Optimistic: the reducer

    /// `appendingTo: &state.messages`, `in: &state.title`, …: where a prediction goes.
    private func predictionTarget(_ spelling: OptimisticSpelling) -> String {
        guard let into = request.into else { return "" }
        let field = "&\(spelling.state).\(into.field)"
        switch into.mode {
        case .assign: return "in: \(field)"
        case .keyed: return "in: \(field), at: \(key.map(spelling.value) ?? "")"
        case .append: return "appendingTo: \(field)"
        case .prepend: return "prependingTo: \(field)"
        case .upsert: return "upsertingInto: \(field)"
        }
    }

    /// `in: &state.messages`: the field a prediction is undone in.
    private func undoTarget(_ spelling: OptimisticSpelling) -> String { "in: &\(spelling.state).\(request.into?.field ?? "")" }

    /// `state.sendPredictions`.
    private func predictions(_ spelling: OptimisticSpelling) -> String { "\(spelling.state).\(predictionsName)" }

    /// `var predictions = state.sendPredictions.take()`: the predictions taken out of the
    /// state while they change the field they predict. Both are properties of one state, whose
    /// accessors (which record the fields each action writes) allow no access to one while
    /// the other changes; taken out, the predictions are no longer shared with the state and
    /// change in place, without a copy.
    func takePredictions(_ spelling: OptimisticSpelling = .reducer) -> String {
        "var \(GeneratedLocals.predictions) = \(predictions(spelling)).take()"
    }

    /// `state.sendPredictions = consume predictions`: the predictions put back, the local
    /// ending there, so that the predictions taken again later in the same case (a
    /// superseding call's undo, then its prediction) share their storage with nothing.
    func putBackPredictions(_ spelling: OptimisticSpelling = .reducer) -> String {
        "\(predictions(spelling)) = consume \(GeneratedLocals.predictions)"
    }

    /// `predictions.rollBack(in: &state.mails)`: `call` on the taken predictions.
    private func onTaken(_ call: String) -> String { "\(GeneratedLocals.predictions).\(call)" }

    /// `call` on the predictions, which changes the field they predict: the predictions
    /// taken, changed and put back, a statement each.
    func onPredictions(_ spelling: OptimisticSpelling, _ call: String) -> [String] {
        [takePredictions(spelling), onTaken(call), putBackPredictions(spelling)]
    }

    /// The request action's statements that show the prediction, before its status changes:
    /// the calls it supersedes (policy `latest`) are undone first, and a call that policy
    /// `first` will drop (one is in flight) predicts nothing. With `when:`, the reducer notes
    /// how many predictions were shown before the action's own, which a skipped call undoes.
    /// The prediction function sees the whole state: the predictions are taken out after it
    /// answers.
    func prediction(_ spelling: OptimisticSpelling = .reducer) -> PredictionStatements {
        let arguments = params.map { ($0.label.map { "\($0): " } ?? "") + spelling.value($0) } + ["in: \(spelling.state)"]
        let predict = "let prediction = \(spelling.reducer).\(predictName)(\(arguments.joined(separator: ", ")))"
        let show = onPredictions(spelling, "predict(prediction, \(predictionTarget(spelling)), for: \(predictionCall(spelling)))")
        let mark = request.when != nil && spelling.isReducer ? ["let \(predictionsBefore) = \(predictions(spelling)).count"] : []
        switch request.policy {
        case .latest:
            let supersede = onPredictions(spelling, "rollBackAll(\(undoTarget(spelling)))\(supersededMatch(spelling))")
            return PredictionStatements(before: supersede + mark, condition: predict, show: show)
        case .first:
            let status = "\(spelling.state).\(statusName)"
            let isIdle = key.map { "\(status)[\(spelling.value($0))]?.isLoading != true" } ?? "!\(status).isLoading"
            return PredictionStatements(before: mark, condition: "\(isIdle), \(predict)", show: show)
        case .queue, .concurrent:
            return PredictionStatements(before: mark, condition: predict, show: show)
        }
    }

    /// The prediction's statements, one a line, the shown ones indented in their `if`: a
    /// transition test's expected change.
    package func predictStatements(_ spelling: OptimisticSpelling) -> [String] {
        guard request.optimistic else { return [] }
        let prediction = prediction(spelling)
        return prediction.before + ["if \(prediction.condition) {"] + prediction.show.map { "    " + $0 } + ["}"]
    }

    /// `confirm(payload, appendingTo: &state.mails)`: what puts the answer where the call's
    /// prediction was (or where `into` puts it when there was none).
    private func confirmation(_ spelling: OptimisticSpelling) -> String {
        "confirm(\(spelling.payload), \(predictionTarget(spelling)))\(predictionMatch(spelling))"
    }

    /// `rollBack(in: &state.mails)`: what undoes the answered call's prediction.
    private func rollBack(_ spelling: OptimisticSpelling) -> String {
        "rollBack(\(undoTarget(spelling)))\(predictionMatch(spelling))"
    }

    /// `predictions.confirm(payload, appendingTo: &state.mails)`: the success's call on the
    /// taken predictions.
    func confirmCall(_ spelling: OptimisticSpelling = .reducer) -> String { onTaken(confirmation(spelling)) }

    /// `predictions.rollBack(in: &state.mails)`: the failure's call on the taken predictions
    /// (and a success's whose read values are no longer the state's).
    func rollBackCall(_ spelling: OptimisticSpelling = .reducer) -> String { onTaken(rollBack(spelling)) }

    /// The success action's statements that put the answer where the call's prediction was.
    package func confirmStatements(_ spelling: OptimisticSpelling) -> [String] { onPredictions(spelling, confirmation(spelling)) }

    /// The failure action's statements that undo the call's prediction.
    func rollBackStatements(_ spelling: OptimisticSpelling = .reducer) -> [String] { onPredictions(spelling, rollBack(spelling)) }

    /// The failure action's statements for the call's prediction: undone, or, with
    /// `onFailure: keep`, left shown and marked failed
    /// (`predictions.markFailed(in: &state.messages)`).
    package func failurePredictionStatements(_ spelling: OptimisticSpelling = .reducer) -> [String] {
        guard request.keepsFailedPredictions else { return rollBackStatements(spelling) }
        return onPredictions(spelling, "markFailed(\(undoTarget(spelling)))\(predictionMatch(spelling))")
    }

    /// The cancel action's statements that undo the predictions of the calls it cancels.
    package func rollBackAllStatements(_ spelling: OptimisticSpelling = .reducer) -> [String] {
        onPredictions(spelling, "rollBackAll(\(undoTarget(spelling)))\(keyMatch(spelling))")
    }

    // MARK: Poll and cache: the loader

    /// The time between a poll's rounds: `InboxSpec.loadPollInterval`.
    var pollInterval: String { specValues.reference(.pollInterval) }

    /// How long a cached answer stays fresh: `InboxSpec.loadCacheLifetime`.
    var cacheLifetime: String { specValues.reference(.cacheLifetime) }

    /// `.loadInbox(let page), .forceLoadInbox(let page)`: the reducer's patterns of the
    /// actions that start a call.
    var startCasePatterns: String { startCases(requestPattern) }

    /// `.loadInbox, .forceLoadInbox`: the patterns of the actions that start a call, binding
    /// nothing.
    var startCaseNames: String { startCases("") }

    /// The loader's patterns of the actions that start a call, binding every param.
    var loaderStartCasePatterns: String { startCases(paramsBinding) }

    func startCases(_ pattern: String) -> String {
        ".\(name)\(pattern)" + (request.cache == nil ? "" : ", .\(forceName)\(pattern)")
    }

    /// The loader's pattern of the success action, for the call's arguments it carries (the
    /// cache's note of the call), and the discard of its payload.
    var successArgumentsCasePattern: CasePattern {
        answerValues.casePattern(using: { _ in true }, then: request.success == nil ? [] : [(GeneratedLocals.payload, false)])
    }

    /// The loader's pattern of the success action: `(let id, let payload)`, or nothing.
    var successArgumentsPattern: String { successArgumentsCasePattern.pattern }


    /// `.loadInbox(page: page)`: the request action a poll round dispatches (the forced one
    /// for a cached request: polling is what keeps its answer fresh).
    var pollRoundAction: String {
        "." + (request.cache == nil ? name : forceName) + parenthesized(params.arguments)
    }

    // MARK: Cache: the call the cache tells apart

    /// `loadInboxCachedCall`: the loader's function that makes a call's `CachedCall` from
    /// its arguments.
    var cachedCallName: String { name + "CachedCall" }

    /// `page: Int, query: String`: its parameters, the call's arguments.
    var cachedCallParameters: String { serviceParameters }

    /// `Self.loadInboxCachedCall(page: page, query: state.query)`: the call a request action
    /// makes, its params bound from the action, its fields read from the state after the
    /// action was reduced.
    var cachedCallOfRequest: String {
        "Self.\(cachedCallName)(" + (params.arguments + reads.map { "\($0.label ?? ""): state.\($0.label ?? "")" }).joined(separator: ", ") + ")"
    }

    /// `Self.loadInboxCachedCall(page: page, query: query)`: the call a success answers, from
    /// the arguments it carries (as `successArgumentsPattern` binds them).
    var cachedCallOfSuccess: String {
        "Self.\(cachedCallName)(" + answerValues.arguments.joined(separator: ", ") + ")"
    }

    /// The statements that make the call's `CallArguments`, `arguments`, each with the spec
    /// line it is written on (`params:`, then `reads:`), where a value that is not `Hashable`
    /// is reported.
    var cacheArgumentsStatements: [(line: Int?, statement: String)] {
        let callArguments = "\(RuntimeNames.module).CallArguments"
        let paramValues = params.map(\.binding).joined(separator: ", "), readValues = reads.map(\.binding).joined(separator: ", ")
        switch (params.isEmpty, reads.isEmpty) {
        case (true, true): return [(nil, "let arguments = \(callArguments)()")]
        case (false, true): return [(request.lines.params, "let arguments = \(callArguments)(\(paramValues))")]
        case (true, false): return [(request.lines.reads, "let arguments = \(callArguments)(\(readValues))")]
        case (false, false):
            return [(request.lines.params, "var arguments = \(callArguments)(\(paramValues))"), (request.lines.reads, "arguments.append(\(readValues))")]
        }
    }
}

extension RequestPlan {
    // MARK: What the plan declares

    /// The action cases that `cache` and `poll` add, in the order the enum declares them:
    /// `forceLoadInbox`, `startPollingLoadInbox`, `stopPollingLoadInbox`.
    var optimisticPollCacheCases: [ActionCase] {
        func requestCase(_ name: String, _ values: [PayloadValue], _ part: NameOrigin.RequestPart) -> ActionCase {
            ActionCase(
                name: name, values: values, origin: .request(request.name, part), declared: request.declared,
                line: request.lines.params)
        }
        var cases: [ActionCase] = []
        if request.cache != nil { cases.append(requestCase(forceName, params, .force)) }
        if request.poll != nil {
            cases.append(requestCase(startPollingName, params, .startPolling))
            cases.append(requestCase(stopPollingName, key.map { [$0] } ?? [], .stopPolling))
        }
        return cases
    }

    /// The state property that `optimistic` adds: the predictions of the calls in flight.
    var optimisticPollCacheProperties: [StateProperty] {
        guard request.optimistic else { return [] }
        return [StateProperty(
            name: predictionsName, type: predictionsType, defaultValue: ".init()", origin: .request(request.name, .predictions),
            declared: request.declared, line: nil,
            summary: request.keepsFailedPredictions
                ? "What the predictions of the `\(request.name)` calls in flight changed in `\(request.into?.field ?? "")`, for their answers to replace or undo, and the failed ones kept shown there (`failed`)."
                : "What the predictions of the `\(request.name)` calls in flight changed in `\(request.into?.field ?? "")`, for their answers to replace or undo.")]
    }
}

/// The request action's statements of an optimistic request's prediction: `before` the
/// prediction function is asked, the `condition` that asks it (`let prediction = …`, the
/// expression the reducer writes on the spec's `optimistic:` line, where a missing prediction
/// function is reported), and the statements that `show` what it answers.
struct PredictionStatements: Sendable {
    var before: [String]
    var condition: String
    var show: [String]
}

/// How an optimistic request's statements name what they work on: in the reducer, its
/// `state`, `Self` and the patterns' bindings; in a transition test's closure, `$0`, the
/// reducer's type and sample values.
package struct OptimisticSpelling: Sendable {
    /// The state: `state` or `$0`.
    var state: String
    /// Where the prediction function is: `Self` or `InboxReducer`.
    var reducer: String
    /// A param's (or an answer's carried param's) value.
    var value: @Sendable (PayloadValue) -> String
    /// The success payload.
    var payload: String
    /// Whether it is the reducer's, which notes what a skipped call (`when:`) undoes.
    var isReducer = false

    /// A spelling of the state as `state`, of the prediction's type as `reducer`.
    package init(state: String, reducer: String, value: @escaping @Sendable (PayloadValue) -> String, payload: String, isReducer: Bool = false) {
        self.state = state
        self.reducer = reducer
        self.value = value
        self.payload = payload
        self.isReducer = isReducer
    }

    /// The reducer's spelling.
    static let reducer = OptimisticSpelling(state: "state", reducer: "Self", value: { $0.binding }, payload: GeneratedLocals.payload, isReducer: true)
}
