/// The storage of a store's current state, shared by the store and its ``MiddlewareContext``.
///
/// The context holds the box strongly and the store weakly, so that middlewares and tasks that
/// outlive the store can still read the last state without keeping the store alive.
///
/// The state lives in memory of its own, read and changed through its address: the store
/// reduces it in place and hands it to its observers by address (``ObserverList/notify(_:_:)``),
/// without a copy, which would retain and release each of its lists and strings, and without
/// the run-time check of exclusive access that a class's stored property gets at each access.
/// Only the store changes it, in `reduce`, on the main actor and never while it notifies.
@MainActor
final class StateBox<State> {
    // Unchecked: read by `deinit` too, when no one else can reach the box.
    nonisolated(unsafe) private let storage: UnsafeMutablePointer<State>

    init(_ value: State) {
        storage = UnsafeMutablePointer<State>.allocate(capacity: 1)
        unsafe storage.initialize(to: value)
    }

    deinit {
        unsafe storage.deinitialize(count: 1)
        unsafe storage.deallocate()
    }

    /// The state.
    var value: State {
        _read { yield unsafe storage.pointee }
        _modify { yield unsafe &storage.pointee }
    }
}
