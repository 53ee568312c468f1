/// What a call checks on the store's state when it is about to start, after its debounce:
/// a condition (a request's `when:`), and the action that tells the reducer when it is false.
///
/// ```swift
/// let condition = StartCondition<SearchState, SearchAction>(skipping: .searchSkipped, because: "its when: condition is false") {
///     !$0.query.isEmpty
/// }
/// runner.run(request, checking: condition)
/// ```
///
/// A generated loader gives one to each request with `when:` and `debounce:`: the condition
/// checked as the request action is reduced may no longer hold when the quiet ends.
public struct StartCondition<State, Action: Sendable>: Sendable {
    /// The action the runner dispatches when the condition is false and no call of the
    /// request is left in flight.
    public let skipped: Action
    /// Why a call is skipped, for the log: `its when: condition is false`.
    public let reason: String
    /// Whether the call starts, on the store's state when it is about to.
    public let holds: @MainActor @Sendable (State) -> Bool

    /// Creates a condition that `holds` checks, skipping the call with `skipped` when false.
    /// - Parameters:
    ///   - skipped: The action dispatched when the call is skipped and none is in flight.
    ///   - reason: Why the call is skipped, for the log.
    ///   - holds: Whether the call starts, on the store's state then.
    public init(skipping skipped: Action, because reason: String, holds: @escaping @MainActor @Sendable (State) -> Bool) {
        self.skipped = skipped
        self.reason = reason
        self.holds = holds
    }
}
