/// The Swift that a request's v2 keys spell: the shapes of its answer cases, the reducer's
/// status transitions and the loader's `Request`. The templates lay these pieces out; the
/// variants (plain, keyed, counted) are decided here, once.
struct RequestCode {
    let request: Request

    private var params: PayloadParts { PayloadParts(request.params) }
    private var failureType: String { request.failure ?? "RequestError" }
    private var carried: [String] { request.answersCarryParams ? params.declarationList : [] }

    // MARK: Actions

    /// `([Message])`, `(text: String, Message)` or nothing.
    var successDeclaration: String {
        PayloadParts.parenthesized(carried + (request.success.map { [$0] } ?? []))
    }

    /// `(ChatError)` or `(text: String, ChatError)`.
    var failureDeclaration: String {
        PayloadParts.parenthesized(carried + [failureType])
    }

    /// `(id: User.ID)` for a keyed request's cancel and dismiss cases, else nothing.
    var keyDeclaration: String {
        guard let key = request.key else { return "" }
        return "(\(key.label): \(key.type))"
    }

    // MARK: State

    /// `RequestStatus<ChatError>`, or `[User.ID: RequestStatus<ChatError>]` with a key.
    var statusType: String {
        let status = "RequestStatus<\(failureType)>"
        guard let key = request.key else { return status }
        return "[\(key.type): \(status)]"
    }

    /// `.idle`, or `[:]` with a key.
    var statusDefault: String { request.key == nil ? ".idle" : "[:]" }

    // MARK: Reducer

    /// `state.loadStatus` or `state.loadStatus[id]`.
    private var status: String {
        "state.\(request.statusFieldName)" + (request.key.map { "[\($0.label)]" } ?? "")
    }

    private var inFlight: String { "state.\(request.inFlightFieldName)" }

    /// Whether the value is the request's key, which patterns bind.
    private func isKey(_ value: PayloadParts.Value) -> Bool { value.label != nil && value.label == request.key?.label }

    /// The request case's pattern: the key's binding, or nothing.
    var requestPattern: String { params.pattern(binding: isKey, then: []) }

    /// The success case's pattern: the key and the payload when `into` stores it.
    var successPattern: String {
        let carried = request.answersCarryParams ? params : PayloadParts(.none)
        let payload = request.success == nil ? [] : [request.into == nil ? "_" : "let payload"]
        return carried.pattern(binding: isKey, then: payload)
    }

    /// The failure case's pattern: the key and the error.
    var failurePattern: String {
        let carried = request.answersCarryParams ? params : PayloadParts(.none)
        return carried.pattern(binding: isKey, then: ["let error"])
    }

    /// The cancel and dismiss cases' pattern: the key, if any.
    var keyPattern: String { request.key.map { "(let \($0.label))" } ?? "" }

    /// The request action's transition.
    var startStatements: [String] {
        (request.countsCalls ? ["\(inFlight) += 1"] : []) + ["\(status) = .loading"]
    }

    /// The guard of an answer: it applies only while a call is in flight.
    var answerGuard: String {
        if request.countsCalls { return "guard \(inFlight) > 0 else { return state }" }
        if request.key != nil { return "guard \(status)?.isLoading == true else { return state }" }
        return "guard \(status).isLoading else { return state }"
    }

    /// The success action's transition (before `into`).
    var succeedStatements: [String] {
        guard request.countsCalls else { return ["\(status) = .succeeded"] }
        return ["\(inFlight) -= 1", "if \(inFlight) == 0, \(status).isLoading { \(status) = .succeeded }"]
    }

    /// The failure action's transition.
    var failStatements: [String] {
        (request.countsCalls ? ["\(inFlight) -= 1"] : []) + ["\(status) = .failed(error)"]
    }

    /// `state.messages.append(contentsOf: payload)` and the like, for `into`.
    var intoStatement: String {
        guard let into = request.into else { return "" }
        let field = "state.\(into.field)"
        switch into.mode {
        case .assign: return "\(field) = payload"
        case .append: return into.isElement ? "\(field).append(payload)" : "\(field).append(contentsOf: payload)"
        case .prepend: return into.isElement ? "\(field).insert(payload, at: 0)" : "\(field).insert(contentsOf: payload, at: 0)"
        case .upsert: return into.isElement ? "\(field).upsert(payload)" : "\(field).upsert(contentsOf: payload)"
        case .keyed: return "\(field)[\(request.key?.label ?? "key")] = payload"
        }
    }

    /// The cancel action's transition: only a call in flight can be cancelled.
    var cancelStatements: [String] {
        if request.countsCalls {
            return ["guard \(inFlight) > 0 else { return state }", "\(inFlight) = 0", "\(status) = .idle"]
        }
        if request.key != nil {
            return ["guard \(status)?.isLoading == true else { return state }", "\(status) = nil"]
        }
        return ["guard \(status).isLoading else { return state }", "\(status) = .idle"]
    }

    /// The dismiss action's transition: a failed status becomes idle, nothing else.
    var dismissStatements: [String] {
        if request.countsCalls {
            return ["guard \(status).isFailed else { return state }", "\(status) = \(inFlight) > 0 ? .loading : .idle"]
        }
        if request.key != nil {
            return ["guard \(status)?.isFailed == true else { return state }", "\(status) = nil"]
        }
        return ["guard \(status).isFailed else { return state }", "\(status) = .idle"]
    }

    // MARK: Loader

    /// The service method's parameters: the params, then the fields it reads.
    var serviceParameters: String {
        var items = params.values.map { value in value.label.map { "\($0): \(value.type)" } ?? "_ payload: \(value.type)" }
        items += request.reads.map { "\($0.name): \($0.type)" }
        return items.joined(separator: ", ")
    }

    /// The service call's arguments.
    var callArguments: String {
        (params.argumentList + request.reads.map { "\($0.name): \($0.name)" }).joined(separator: ", ")
    }

    /// `let query = state.query`, one per field read.
    var readBindings: [String] { request.reads.map { "let \($0.name) = state.\($0.name)" } }

    /// `RequestID("load")` or `RequestID("load", key: id)`.
    var requestID: String {
        guard let key = request.key else { return "RequestID(\"\(request.name)\")" }
        return "RequestID(\"\(request.name)\", key: \(key.label))"
    }

    /// `, policy: .first, retry: …, timeout: …, debounce: …`: what differs from the defaults.
    var requestOptions: String {
        var options = ""
        if request.policy != .latest { options += ", policy: .\(request.policy.rawValue)" }
        if let retry = request.retry {
            options += ", retry: RetryPolicy(attempts: \(retry.attempts), backoff: .seconds(\(retry.backoff)))"
        }
        if let timeout = request.timeout { options += ", timeout: .seconds(\(timeout))" }
        if let debounce = request.debounce { options += ", debounce: .seconds(\(debounce))" }
        return options
    }

    /// `() async throws(ChatError) -> [Message]`: the call's closure signature.
    var callSignature: String {
        let throwsClause = request.failure.map { "throws(\($0))" } ?? "throws"
        return "() async \(throwsClause) -> \(request.success ?? "Void")"
    }

    /// The params that answers carry, as arguments: `text: text, ` (with the separator).
    private var carriedArguments: String {
        request.answersCarryParams ? params.argumentList.map { $0 + ", " }.joined() : ""
    }

    /// `.loadSuccess($0)`, `.sendSuccess(text: text, $0)` or `.pingSuccess`.
    var successAction: String {
        let arguments = request.answersCarryParams ? params.argumentList : []
        let all = arguments + (request.success == nil ? [] : ["$0"])
        return ".\(request.successCaseName)" + PayloadParts.parenthesized(all)
    }

    /// Whether the success closure ignores its argument (a request without a success type).
    var ignoresSuccessValue: Bool { request.success == nil }

    /// `.loadFailure($0)` or `.loadFailure(RequestError($0))`.
    var failureAction: String {
        let error = request.failure == nil ? "RequestError($0)" : "$0"
        return ".\(request.failureCaseName)(\(carriedArguments)\(error))"
    }

    /// `.loadFailure(.timedOut(after: $0))`.
    var timedOutAction: String {
        ".\(request.failureCaseName)(\(carriedArguments).timedOut(after: $0))"
    }
}
