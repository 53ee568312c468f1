/// What reached a ``TestStore``'s reducer: the state after the action that `send` dispatched,
/// and, in order, every other action (those the middlewares dispatched) with the state after it.
@MainActor
final class ReducedActions<State, Action: Equatable> {
    /// An action that reached the reducer and the state the reducer returned for it.
    struct Entry {
        let action: Action
        let state: State
    }

    /// The actions that the test has not asserted with `receive` yet, oldest first.
    private(set) var received: [Entry] = []
    /// Called whenever an action is appended to ``received``.
    var onReceive: (@MainActor () -> Void)?
    private var sending: Action?
    private var stateAfterSend: State?

    /// Wraps `reducer` so that every action it reduces is recorded here, with a copy of the
    /// state after it.
    func recording(_ reducer: @escaping (inout State, Action) -> Void) -> (inout State, Action) -> Void {
        { state, action in
            reducer(&state, action)
            self.record(action, after: state)
        }
    }

    /// Marks `action` as the one a `send` dispatches: the first time it reaches the reducer it
    /// is the send's, not a received action.
    func beginSend(_ action: Action) {
        sending = action
        stateAfterSend = nil
    }

    /// Ends a send, returning the state after the sent action, or nil if it never reached the
    /// reducer (a middleware held it back).
    func endSend() -> State? {
        sending = nil
        defer { stateAfterSend = nil }
        return stateAfterSend
    }

    /// Removes and returns the oldest received action.
    func removeFirstReceived() -> Entry? {
        received.isEmpty ? nil : received.removeFirst()
    }

    /// Removes and returns the `count` oldest received actions.
    func removeFirstReceived(_ count: Int) -> ArraySlice<Entry> {
        defer { received.removeFirst(count) }
        return received.prefix(count)
    }

    /// Removes and returns all received actions.
    func removeAllReceived() -> [Entry] {
        defer { received.removeAll() }
        return received
    }

    private func record(_ action: Action, after state: State) {
        if let sending, sending == action {
            self.sending = nil
            stateAfterSend = state
            return
        }
        received.append(Entry(action: action, state: state))
        onReceive?()
    }
}
