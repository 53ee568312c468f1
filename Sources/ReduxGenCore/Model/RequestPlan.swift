/// What one request generates, and every piece of Swift that spells it: its action cases,
/// its state properties, the reducer's transitions, the service method and the loader's
/// `Request`. Templates lay these pieces out; each is spelt here, once.
public struct RequestPlan: Sendable {
    /// The validated request.
    public let request: Request
    /// The request action's values (the spec's params), with their bindings.
    public let params: [PayloadValue]
    /// The state fields the service reads too: labelled by the field's name.
    public let reads: [PayloadValue]
    /// The param whose value keys the request, if any.
    public let key: PayloadValue?
    /// The service mock's property of answers: `loadAnswers`.
    public let answersName: String
    /// The part of the transition tests' names that names the request: `Load` (unique
    /// among the feature's requests: `load` and `Load` do not share test names).
    public let testName: String
    /// What names the file and the class of the request's tests when the request was added
    /// after the transition tests were written (`TeamChatTransitionTests+SendMessage.swift`):
    /// its test name, or, for a name that is a group's file (`Navigation`, `Children2`: see
    /// `AddedTestsGroup`), that name with `Request` after it, `NavigationRequest`.
    public let addedTestsName: String
    /// The aliases the state declares for a failure type the spec names; `nil` without one.
    var aliases: FailureAliases?

    /// `ShopState.LoadFailure`, the alias of a failure type the spec names, declared where
    /// the spec writes the type, so that a missing one is reported there alone; and
    /// `ShopState.LoadStatus`, its request's status, which the reducer names in each
    /// assignment because `.loading` finds no type to belong to when the failure is missing.
    struct FailureAliases: Sendable {
        /// The state type that declares them: `ShopState`.
        var owner: String
        /// `LoadFailure`.
        var failure: String
        /// `LoadStatus`.
        var status: String
    }

    init(_ request: Request, answersName: String, testName: String, addedTestsName: String, avoiding taken: Set<String>) {
        self.request = request
        successName = request.successCaseName
        failureName = request.failureCaseName
        statusName = request.statusFieldName
        self.answersName = answersName
        self.testName = testName
        self.addedTestsName = addedTestsName
        let labels: [String]
        switch request.params {
        case .labelled(let values): labels = values.map(\.label)
        case .none, .unlabelled: labels = []
        }
        // Params and reads are bound in the same scope (the loader's case), so their bindings
        // avoid each other's names.
        let readNames = request.reads.map(\.name)
        let bindings = GeneratedLocals.bindings(for: labels + readNames, avoiding: taken)
        let params: [PayloadValue]
        switch request.params {
        case .none: params = []
        case .unlabelled(let type): params = [PayloadValue(label: nil, type: type, binding: GeneratedLocals.payload)]
        case .labelled(let values):
            params = zip(values, bindings).map { PayloadValue(label: $0.label, type: $0.type, binding: $1) }
        }
        self.params = params
        reads = zip(request.reads, bindings.dropFirst(labels.count)).map { PayloadValue(label: $0.name, type: $0.type, binding: $1) }
        let keyLabel = request.key?.label
        key = keyLabel.flatMap { label in params.first { $0.label == label } }
        status = "state." + statusName + (key.map { "[" + $0.binding + "]" } ?? "")
        inFlight = "state." + request.inFlightFieldName
    }

    // MARK: Names

    /// The request action's case: `loadMessages`.
    public var name: String { request.name }
    /// `loadMessagesSuccess`.
    public let successName: String
    /// `loadMessagesFailure`.
    public let failureName: String
    /// `loadMessagesStatus`.
    public let statusName: String
    /// `sendMessageInFlight`.
    public var inFlightName: String { request.inFlightFieldName }
    /// `cancelLoadMessages`.
    public var cancelName: String { request.cancelCaseName }
    /// `dismissLoadMessagesError`.
    public var dismissName: String { request.dismissCaseName }

    // MARK: Actions

    /// The params that the success and failure cases carry too.
    var carried: [PayloadValue] { request.answersCarryParams ? params : [] }

    /// The failure payload: the spec's type or the runtime's `RequestError`.
    var failureType: String { request.failure ?? RuntimeNames.requestError }

    /// `(page: Int)`, `(String)` or nothing.
    var paramsDeclaration: String { params.declaration }

    /// `([Message])`, `(text: String, Message)` or nothing.
    var successDeclaration: String { parenthesized(carried.declarationItems + (request.success.map { [$0] } ?? [])) }

    /// `(ChatError)` or `(text: String, ChatError)`.
    var failureDeclaration: String { parenthesized(carried.declarationItems + [failureSpelling]) }

    /// `ShopState.LoadFailure` for a failure type the spec names, else `RequestError`.
    private var failureSpelling: String { aliases.map { "\($0.owner).\($0.failure)" } ?? failureType }

    /// `(id: User.ID)` for a keyed request's cancel and dismiss cases, else nothing.
    var keyDeclaration: String { key.map { [$0].declaration } ?? "" }

    // MARK: State

    /// `RequestStatus<RequestError>`, or `LoadStatus` for a failure type the spec names, or
    /// `[User.ID: …]` of it with a key.
    var statusType: String {
        let status = aliases?.status ?? "\(RuntimeNames.requestStatus)<\(failureType)>"
        guard let key else { return status }
        return "[\(key.type): \(status)]"
    }

    /// `.idle`, or `[:]` with a key.
    var statusDefault: String { key == nil ? ".idle" : "[:]" }

    // MARK: Reducer

    /// `state.loadStatus` or `state.loadStatus[id]`: what the reducer's statements assign
    /// and test, spelt once.
    private let status: String

    /// `state.sendMessageInFlight`.
    private let inFlight: String

    /// `.loading`, or `ShopState.LoadStatus.loading` for a failure type the spec names.
    private func statusValue(_ member: String) -> String {
        (aliases.map { "\($0.owner).\($0.status)" } ?? "") + member
    }

    /// Whether `value` is the request's key, which the reducer's patterns bind.
    private func isKey(_ value: PayloadValue) -> Bool { value.label != nil && value.label == key?.label }

    /// The request case's pattern: the key's binding (every param's, for the prediction of
    /// an optimistic request), or nothing.
    var requestPattern: String { params.pattern(binding: { isKey($0) || request.optimistic }) }

    /// The success case's pattern: the key, and the payload when `into` stores it.
    var successPattern: String {
        answerValues.pattern(binding: { answerPatternBinds($0) }, then: request.success == nil ? [] : [request.into == nil ? "_" : "let payload"])
    }

    /// The failure case's pattern: the key and the error.
    var failurePattern: String { answerValues.pattern(binding: { answerPatternBinds($0) }, then: ["let error"]) }

    /// The cancel and dismiss cases' pattern: the key, if any.
    var keyPattern: String { key.map { "(let \($0.binding))" } ?? "" }

    /// The request action's transition (after an optimistic request's prediction).
    var startStatements: [String] {
        (request.countsCalls ? ["\(inFlight) += 1"] : []) + ["\(status) = \(statusValue(".loading"))"]
    }

    /// The guard of an answer: it applies only while a call is in flight.
    var answerGuard: String { "guard \(answerCondition) else { return }" }

    /// Whether an answer applies to `state`: a call is in flight (`state.loadStatus.isLoading`).
    var answerCondition: String {
        if request.countsCalls { return "\(inFlight) > 0" }
        if key != nil { return "\(status)?.isLoading == true" }
        return "\(status).isLoading"
    }

    /// The success action's transition (before `into`).
    var succeedStatements: [String] {
        guard request.countsCalls else { return ["\(status) = \(statusValue(".succeeded"))"] }
        return ["\(inFlight) -= 1", "if \(inFlight) == 0, \(status).isLoading { \(status) = \(statusValue(".succeeded")) }"]
    }

    /// The failure action's transition (an optimistic request's prediction undone).
    var failStatements: [String] {
        (request.countsCalls ? ["\(inFlight) -= 1"] : []) + ["\(status) = \(statusValue(".failed(error)"))"]
            + (request.optimistic ? [rollBackStatement()] : [])
    }

    /// `state.messages = payload`, `state.messages.append(contentsOf: payload)`, …: what
    /// `into` does with the success payload.
    var intoStatement: String {
        guard let into = request.into else { return "" }
        if request.optimistic { return confirmStatement() }
        let field = "state.\(into.field)"
        switch into.mode {
        case .assign: return "\(field) = payload"
        case .append: return into.isElement ? "\(field).append(payload)" : "\(field).append(contentsOf: payload)"
        case .prepend: return into.isElement ? "\(field).insert(payload, at: 0)" : "\(field).insert(contentsOf: payload, at: 0)"
        case .upsert: return into.isElement ? "\(field).upsert(payload)" : "\(field).upsert(contentsOf: payload)"
        case .keyed: return "\(field)[\(key?.binding ?? "key")] = payload"
        }
    }

    /// The cancel action's transition: only a call in flight can be cancelled (and the
    /// predictions of an optimistic request's cancelled calls are undone).
    var cancelStatements: [String] {
        let undo = request.optimistic ? [rollBackAllStatement()] : []
        if request.countsCalls {
            return ["guard \(inFlight) > 0 else { return }", "\(inFlight) = 0", "\(status) = \(statusValue(".idle"))"] + undo
        }
        if key != nil {
            return ["guard \(status)?.isLoading == true else { return }", "\(status) = nil"] + undo
        }
        return ["guard \(status).isLoading else { return }", "\(status) = \(statusValue(".idle"))"] + undo
    }

    /// The dismiss action's transition: a failed status becomes idle, nothing else.
    var dismissStatements: [String] {
        if request.countsCalls {
            return ["guard \(status).isFailed else { return }", "\(status) = \(inFlight) > 0 ? \(statusValue(".loading")) : .idle"]
        }
        if key != nil {
            return ["guard \(status)?.isFailed == true else { return }", "\(status) = nil"]
        }
        return ["guard \(status).isFailed else { return }", "\(status) = \(statusValue(".idle"))"]
    }

    // MARK: Service and loader

    /// `page: Int, query: String`: the service method's parameters, the params then the
    /// fields it reads.
    var serviceParameters: String { (params + reads).parameters.joined(separator: ", ") }

    /// `page: page, query: query`: the service call's arguments.
    var callArguments: String { (params + reads).arguments.joined(separator: ", ") }

    /// `throws(ChatError)`, or `throws` without a failure type.
    var throwsClause: String { request.failure == nil ? "throws" : "throws(\(failureSpelling))" }

    /// ` -> [Message]`, or nothing.
    var serviceReturn: String { request.success.map { " -> \($0)" } ?? "" }

    /// `(let page)`: the loader's binding of the request action's values.
    var paramsBinding: String { params.bindingPattern }

    /// `let query = state.query`, one per field read.
    var readBindings: [String] { reads.map { "let \($0.binding) = state.\($0.label ?? $0.binding)" } }

    /// `RequestID("load")` or `RequestID("load", key: id)`.
    var requestID: String {
        guard let key else { return "\(RuntimeNames.requestID)(\"\(name)\")" }
        return "\(RuntimeNames.requestID)(\"\(name)\", key: \(key.binding))"
    }

    /// `, policy: .first, retry: …, timeout: …, debounce: …`: what differs from the defaults.
    var requestOptions: String {
        var options = ""
        if request.policy != .latest { options += ", policy: .\(request.policy.rawValue)" }
        if let retry = request.retry { options += ", retry: \(Self.retryPolicy(retry))" }
        if let timeout = request.timeout { options += ", timeout: .seconds(\(timeout))" }
        if let debounce = request.debounce { options += ", debounce: .seconds(\(debounce))" }
        return options
    }

    /// `RetryPolicy(attempts: 3, backoff: .seconds(0.5))`.
    static func retryPolicy(_ retry: Retry) -> String {
        "\(RuntimeNames.retryPolicy)(attempts: \(retry.attempts), backoff: .seconds(\(retry.backoff)))"
    }

    /// `() async throws(ChatError) -> [Message]`: the call's closure signature.
    var callSignature: String { "() async \(throwsClause) -> \(request.success ?? "Void")" }

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
    var mockSuccessType: String { request.success ?? "Void" }

    /// What the mock's answers fail with.
    var mockFailureType: String { request.failure ?? "any Error" }

    /// `.load(page: page)`: the request action the mock records for a call.
    var mockRecord: String { ".\(name)" + parenthesized(params.arguments) }
}
