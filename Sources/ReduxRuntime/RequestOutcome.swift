/// What one attempt of a ``Request`` returned: the action to dispatch, and whether the call
/// failed and may be retried (a success never is).
///
/// ```swift
/// Request(id: RequestID("load"), retry: RetryPolicy(attempts: 2, backoff: .seconds(1))) {
///     do {
///         return .success(.loaded(try await api.load()))
///     } catch {
///         let failure = RequestError(error)
///         return failure.isRetryable ? .failure(.loadFailed(failure)) : .finalFailure(.loadFailed(failure))
///     }
/// }
/// ```
public enum RequestOutcome<Action: Sendable>: Sendable {
    /// The call succeeded; the action carries its answer.
    case success(Action)
    /// The call failed in a way that a retry may get past; the action carries its error. It
    /// is retried under the request's ``RetryPolicy``.
    case failure(Action)
    /// The call failed in a way that would repeat (see ``RetryableFailure``); the action
    /// carries its error. It is never retried.
    case finalFailure(Action)

    /// The action to dispatch, whichever the outcome.
    public var action: Action {
        switch self {
        case .success(let action), .failure(let action), .finalFailure(let action): action
        }
    }

    /// Whether the call failed.
    public var isFailure: Bool {
        if case .success = self { return false }
        return true
    }

    /// Whether the call failed in a way that a retry may get past.
    public var isRetryable: Bool {
        if case .failure = self { return true }
        return false
    }
}
