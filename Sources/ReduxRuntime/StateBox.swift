/// The storage of a store's current state, shared by the store and its ``MiddlewareContext``.
///
/// The context holds the box strongly and the store weakly, so that middlewares and tasks that
/// outlive the store can still read the last state without keeping the store alive.
@MainActor
final class StateBox<State> {
    var value: State

    init(_ value: State) {
        self.value = value
    }
}
