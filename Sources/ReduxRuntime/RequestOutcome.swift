/// What one attempt of a ``Request`` returned: the action to dispatch, and whether the call
/// failed (a failure is retried under the request's ``RetryPolicy``; a success never is).
public enum RequestOutcome<Action: Sendable>: Sendable {
    /// The call succeeded; the action carries its answer.
    case success(Action)
    /// The call failed; the action carries its error.
    case failure(Action)

    /// The action to dispatch, whichever the outcome.
    public var action: Action {
        switch self {
        case .success(let action), .failure(let action): action
        }
    }

    /// Whether the call failed.
    public var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
