/// An async call, which becomes a request/success/failure action triple, a status field,
/// a service method and a case of the loader middleware.
package struct Request: Hashable, Sendable {
    /// The request action's name; success and failure add `Success` and `Failure`.
    package var name: String
    /// The payload of the request action.
    package var params: Payload
    /// State fields passed to the service too, read after the request action is reduced.
    package var reads: [StateField]
    /// The success action's payload type, if any.
    package var success: String?
    /// The success type's text and where the spec writes it, if known.
    package var successSource: TypeSource?
    /// The failure type named by the spec; `nil` means the runtime's `RequestError`.
    package var failure: String?
    /// The failure type's text and where the spec writes it, if known.
    package var failureSource: TypeSource?
    /// Where the success payload goes.
    package var into: Into?
    /// The optional state field that keeps the last failure (`failureInto:`), through later
    /// calls, until the reducer logic or the dismiss action clears it.
    package var failureInto: FailureInto?
    /// The `Bool` state field that is true while a call is in flight (`loadingInto:`), which
    /// the reducer logic may set to false without dropping the answer.
    package var loadingInto: LoadingInto?
    /// What a new call does while one is in flight.
    package var policy: RequestPolicy
    /// The param whose value keys the request (per-key policy and status), and its type.
    package var key: LabelledValue?
    /// Whether the request has a cancel action.
    package var cancel: Bool
    /// Whether the request has a dismiss-error action.
    package var dismiss: Bool
    /// The retry of failed calls.
    package var retry: Retry?
    /// Seconds (a Swift literal) after which a call fails with a timeout.
    package var timeout: String?
    /// Seconds (a Swift literal) of quiet after the last request action before the call.
    package var debounce: String?
    /// The actions after which the request starts by itself (`on:`), in the spec's order.
    package var on: [NamedAction] = []
    /// The actions and requests dispatched after each success (`then:`), in the spec's order.
    package var then: [NamedAction] = []
    /// A Swift `Bool` expression over `state` (`when:`): false skips the call, status unchanged.
    package var when: String?
    /// The spec line of `when:`.
    package var whenLine: Int?
    /// Whether the request action shows the predicted success payload in the `into` field
    /// until the call answers (`optimistic: true`).
    package var optimistic = false
    /// What a failed call does with its prediction (`optimistic: { onFailure: keep }`).
    package var optimisticFailure = OptimisticFailure.rollBack
    /// Whether a failed call leaves its prediction shown, marked failed.
    package var keepsFailedPredictions: Bool { optimistic && optimisticFailure == .keep }
    /// Seconds (a Swift literal) between rounds while the request polls (`poll:`).
    package var poll: String?
    /// Seconds (a Swift literal) a success stays fresh, during which the request is skipped
    /// (`cache:`).
    package var cache: String?
    /// Where its parts are written in the spec.
    package var lines: RequestLines
    /// Where its name is written in the spec (the key's position), for diagnostics about it.
    package var declared = SourcePosition(line: 1, column: 1)

    /// The success action's case name: `loadMessagesSuccess`.
    package var successCaseName: String { name + Self.successSuffix }
    /// The failure action's case name: `loadMessagesFailure`.
    package var failureCaseName: String { name + Self.failureSuffix }
    /// The state's status property: `loadMessagesStatus`.
    package var statusFieldName: String { name + Self.statusSuffix }
    /// The state's count of calls in flight (queue and concurrent): `sendMessageInFlight`.
    package var inFlightFieldName: String { name + "InFlight" }
    /// The cancel action's case name: `cancelLoadMessages`.
    package var cancelCaseName: String { "cancel" + name.uppercasingFirst }
    /// The dismiss action's case name: `dismissLoadMessagesError`.
    package var dismissCaseName: String { "dismiss" + name.uppercasingFirst + "Error" }
    /// The skipped action's case name: `searchSkipped`, dispatched when a debounced call's
    /// `when:` is false as its quiet ends.
    package var skippedCaseName: String { name + "Skipped" }
    /// Whether the loader checks `when:` again when the call's debounce ends (a request with
    /// `when:` and `debounce:`), and dispatches the skipped action when it is false.
    package var rechecksWhen: Bool { when != nil && debounce != nil }
    /// Whether the success and failure actions carry their call's arguments: the params, then
    /// the fields read, so that the reducer (and its logic) can tell which call answered.
    package var answersCarryArguments: Bool { params != .none || !reads.isEmpty }
    /// Whether the state counts the calls in flight.
    package var countsCalls: Bool { policy.overlaps }
    /// Whether a call for one key supersedes the calls of every other key: a keyed request
    /// whose `into` assigns one field for every key, which shows the answer for the key asked
    /// last (policy `latest` across keys).
    package var supersedesOtherKeys: Bool { key != nil && into?.mode == .assign }

    /// What the success case adds to the request's name.
    package static let successSuffix = "Success"
    /// What the failure case adds to the request's name.
    package static let failureSuffix = "Failure"
    /// What the status property adds to the request's name.
    package static let statusSuffix = "Status"

    /// Creates a request.
    package init(
        name: String, params: Payload = .none, reads: [StateField] = [], success: String? = nil, failure: String? = nil,
        into: Into? = nil, policy: RequestPolicy = .latest, key: LabelledValue? = nil, cancel: Bool = false,
        dismiss: Bool = false, retry: Retry? = nil, timeout: String? = nil, debounce: String? = nil,
        lines: RequestLines = RequestLines(1)
    ) {
        self.name = name
        self.params = params
        self.reads = reads
        self.success = success
        self.failure = failure
        self.into = into
        self.policy = policy
        self.key = key
        self.cancel = cancel
        self.dismiss = dismiss
        self.retry = retry
        self.timeout = timeout
        self.debounce = debounce
        self.lines = lines
    }
}
