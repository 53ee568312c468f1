/// The work that one child feature's middlewares started (its requests, streams, polls),
/// so that the child leaving its parent's state cancels it: see
/// ``Middleware/lifted(each:action:extract:)``.
///
/// Once ``end()`` has run, the work it tracked is cancelled and new work starts cancelled.
@MainActor
final class ChildWork {
    private var tasks: [UInt64: Task<Void, Never>] = [:]
    private var lastID: UInt64 = 0
    /// Whether the child has left its parent's state.
    private(set) var isEnded = false

    /// Starts `operation` with `startInParent` (so that the store tracks it) and tracks it
    /// until it returns.
    func start(
        _ kind: WorkTracker.Kind, _ operation: @escaping @Sendable () async -> Void,
        via startInParent: @MainActor (WorkTracker.Kind, @escaping @Sendable () async -> Void) -> Task<Void, Never>
    ) -> Task<Void, Never> {
        lastID &+= 1
        let id = lastID
        // The task cannot finish before it is recorded below: its last line runs on the main
        // actor, which this method holds until it returns.
        let task = startInParent(kind) { @MainActor [weak self] in
            await operation()
            self?.tasks[id] = nil
        }
        if isEnded {
            task.cancel()
        } else {
            tasks[id] = task
        }
        return task
    }

    /// Cancels every task of the child, and every task it starts from now on.
    func end() {
        isEnded = true
        for task in tasks.values { task.cancel() }
        tasks.removeAll()
    }
}
