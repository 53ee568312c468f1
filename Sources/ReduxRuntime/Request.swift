/// One asynchronous call that a ``RequestRunner`` performs, how it runs (policy, retry, timeout,
/// debounce), and the action its answer becomes.
///
/// Generated loaders build requests with the typed initializer:
///
/// ```swift
/// Request(
///     id: RequestID("loadMore"), policy: .latest,
///     retry: RetryPolicy(attempts: 3, backoff: .milliseconds(500)),
///     timeout: .seconds(10), debounce: .milliseconds(300)
/// ) { [service] () async throws(TimelineError) -> [Tweet] in
///     try await service.loadMore(page: page, query: query)
/// } success: { .loadMoreSuccess(page: page, $0) }
///   failure: { .loadMoreFailure(page: page, $0) }
///   timedOut: { .loadMoreFailure(page: page, .timedOut(after: $0)) }
/// ```
///
/// `perform` runs off the main actor in a task the store tracks (see ``Store/settle(ignoringStreams:timeout:)``). The
/// runner dispatches the action of the last attempt, unless the call was cancelled or
/// superseded in the meantime.
public struct Request<Action: Sendable>: Sendable {
    /// The identity of the request: calls with the same id are subject to ``policy``, and
    /// ``RequestRunner/cancel(id:)-(RequestID)`` cancels them together.
    public let id: RequestID
    /// What to do when a call with the same ``id`` is in flight.
    public let policy: RequestPolicy
    /// Whether a call for one key supersedes the calls of every other key of its name
    /// (``RequestID/name``), as `latest` supersedes the call of its own id: for a keyed request
    /// whose answers all go to one field, which shows the answer for the last key asked.
    public let supersedesOtherKeys: Bool
    /// How a failed call is retried; `nil` makes one attempt.
    public let retry: RetryPolicy?
    /// How long each attempt may run before it is cancelled and counts as failed with
    /// ``timedOut``; `nil` waits as long as the call takes.
    public let timeout: Duration?
    /// How long the runner waits after the last call with the same ``id`` before it starts this
    /// one; a newer call during the wait replaces it. `nil` starts at once.
    public let debounce: Duration?
    /// Performs one attempt and returns its outcome.
    public let perform: @Sendable () async -> RequestOutcome<Action>
    /// Makes the failure action of an attempt that ran out of ``timeout``. When it is `nil`, a
    /// call whose last attempt timed out dispatches nothing (the runner logs it).
    public let timedOut: (@Sendable (Duration) -> Action)?
    /// The name of the failure type when it cannot say which failures are worth retrying (it
    /// is not a ``RetryableFailure``) and the request has a ``retry`` policy, for the runner's
    /// log; `nil` otherwise.
    let failureThatCannotSayIfRetryable: String?
    /// Where the request was made, `TeamChatKit/TeamChat.yaml:21`: in a generated loader, the
    /// spec's line (the loader's `#sourceLocation` points there).
    public let origin: String

    /// `the request loadMessages (TeamChatKit/TeamChat.yaml:21)`: how a message names a call.
    var workDescription: String { "the request \(id) (\(origin))" }

    /// Creates a request from its parts.
    /// - Parameters:
    ///   - id: The identity of the request, for its policy and for cancelling it.
    ///   - policy: What to do when a call with the same id is in flight.
    ///   - retry: How a failed call is retried; `nil` makes one attempt.
    ///   - timeout: How long each attempt may run; `nil` for no limit.
    ///   - debounce: The quiet the call waits for before it starts; `nil` starts at once.
    ///   - supersedesOtherKeys: Whether a call cancels the calls of every other key of its name.
    ///   - timedOut: Makes the failure action of an attempt that ran out of `timeout`.
    ///   - fileID: Where the request is made, for messages about its calls; the caller's by
    ///     default.
    ///   - line: The line where the request is made.
    ///   - perform: Performs one attempt and returns its outcome.
    public init(
        id: RequestID,
        policy: RequestPolicy = .latest,
        retry: RetryPolicy? = nil,
        timeout: Duration? = nil,
        debounce: Duration? = nil,
        supersedesOtherKeys: Bool = false,
        timedOut: (@Sendable (Duration) -> Action)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        perform: @escaping @Sendable () async -> RequestOutcome<Action>
    ) {
        origin = "\(fileID):\(line)"
        self.id = id
        self.policy = policy
        self.supersedesOtherKeys = supersedesOtherKeys
        self.retry = retry
        self.timeout = timeout
        self.debounce = debounce
        self.timedOut = timedOut
        self.perform = perform
        failureThatCannotSayIfRetryable = nil
    }

    /// Creates a request from a throwing call and the actions of its answer and its error.
    ///
    /// An error thrown by `call` becomes `failure(error)`. Under `retry`, it is retried when
    /// it is retryable (see ``RetryableFailure``): a `Failure` type that does not conform is
    /// never retried, and the runner logs that when such a call fails. A call that was
    /// cancelled (superseded, stopped, or timed out) has its answer dropped by the runner,
    /// whatever it returns or throws.
    /// - Parameters:
    ///   - id: The identity of the request, for its policy and for cancelling it.
    ///   - policy: What to do when a call with the same id is in flight.
    ///   - retry: How a failed call is retried; `nil` makes one attempt.
    ///   - timeout: How long each attempt may run; `nil` for no limit.
    ///   - debounce: The quiet the call waits for before it starts; `nil` starts at once.
    ///   - supersedesOtherKeys: Whether a call cancels the calls of every other key of its name.
    ///   - call: Performs one attempt.
    ///   - success: Makes the action of an answer.
    ///   - failure: Makes the action of an error.
    ///   - timedOut: Makes the failure action of an attempt that ran out of `timeout`.
    ///   - fileID: Where the request is made, for messages about its calls; the caller's by
    ///     default (in a generated loader, the spec's line).
    ///   - line: The line where the request is made.
    public init<Success: Sendable, Failure: Error>(
        id: RequestID,
        policy: RequestPolicy = .latest,
        retry: RetryPolicy? = nil,
        timeout: Duration? = nil,
        debounce: Duration? = nil,
        supersedesOtherKeys: Bool = false,
        call: @escaping @Sendable () async throws(Failure) -> Success,
        success: @escaping @Sendable (Success) -> Action,
        failure: @escaping @Sendable (Failure) -> Action,
        timedOut: (@Sendable (Duration) -> Action)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        origin = "\(fileID):\(line)"
        self.id = id
        self.policy = policy
        self.supersedesOtherKeys = supersedesOtherKeys
        self.retry = retry
        self.timeout = timeout
        self.debounce = debounce
        self.timedOut = timedOut
        perform = {
            do throws(Failure) {
                return .success(success(try await call()))
            } catch {
                return isRetryableFailure(error) ? .failure(failure(error)) : .finalFailure(failure(error))
            }
        }
        // `any Error` is classified error by error; a concrete type says it by conforming.
        let cannotSay = retry != nil && Failure.self != (any Error).self && !(Failure.self is any RetryableFailure.Type)
        failureThatCannotSayIfRetryable = cannotSay ? String(reflecting: Failure.self) : nil
    }

    /// The v1 form: a request whose `perform` turns every answer into an action itself. The
    /// action counts as a success (it is never retried), and the request has no retry, timeout
    /// or debounce.
    /// - Parameters:
    ///   - id: The request's name; the request's id is `RequestID(id)`.
    ///   - policy: What to do when a call with the same id is in flight.
    ///   - fileID: Where the request is made, for messages about its calls; the caller's by
    ///     default.
    ///   - line: The line where the request is made.
    ///   - perform: Performs the call and returns the success or failure action.
    public init(
        id: String,
        policy: RequestPolicy = .latest,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        perform: @escaping @Sendable () async -> Action
    ) {
        self.init(id: RequestID(id), policy: policy, fileID: fileID, line: line) {
            .success(await perform())
        }
    }
}
