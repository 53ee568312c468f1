/// One asynchronous call that a ``RequestRunner`` performs, and the action its answer becomes.
///
/// `perform` runs off the main actor in a tracked task (see ``Store/settle()``). It must turn
/// every outcome into an action (success or failure) because the runner dispatches whatever it
/// returns, unless the call was cancelled or superseded in the meantime.
public struct Request<Action: Sendable>: Sendable {
    /// The key of the request: calls with the same id are subject to ``policy`` and
    /// ``RequestRunner/cancel(id:)``.
    public let id: String
    /// What to do when a call with the same ``id`` is still running.
    public let policy: RequestPolicy
    /// Performs the call and returns the action to dispatch with its answer.
    public let perform: @Sendable () async -> Action

    /// Creates a request.
    /// - Parameters:
    ///   - id: The key of the request, usually the request's name in the spec.
    ///   - policy: What to do when a call with the same id is still running.
    ///   - perform: Performs the call and returns the success or failure action.
    public init(id: String, policy: RequestPolicy = .latest, perform: @escaping @Sendable () async -> Action) {
        self.id = id
        self.policy = policy
        self.perform = perform
    }
}
