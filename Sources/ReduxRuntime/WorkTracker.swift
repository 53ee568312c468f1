/// Keeps the tasks that a store's middlewares and thunks start, so that ``Store/settle()``
/// can await them and releasing the store can cancel them.
///
/// Tasks are started and awaited on the main actor; ``cancelAll()`` may come from any thread
/// (the store's deinitializer), hence the lock.
final class WorkTracker: Sendable {
    /// What a tracked task is for: ``settle(ignoringStreams:)`` can leave streams running, and
    /// never waits for an attempt.
    enum Kind {
        /// Work that ends by itself: a request, a thunk, a middleware's task.
        case finite
        /// A stream subscription, which may run as long as the store lives.
        case stream
        /// An attempt of a call raced against its timeout. While it races, its call (finite
        /// work) waits for it; once the timeout wins, it is cancelled and nothing it does
        /// reaches the store, so settling does not wait for it: a call that ignores its
        /// cancellation would hold it forever. It stays tracked until it returns, so that
        /// releasing the store cancels it.
        case attempt
    }

    private struct Tasks {
        var running: [UInt64: (task: Task<Void, Never>, kind: Kind)] = [:]
        var lastID: UInt64 = 0
        /// Set by ``cancelAll()``: the store is gone, and new work starts cancelled.
        var isClosed = false
    }

    private let tasks = Locked(Tasks())

    /// Whether no tracked task is running, attempts aside (see ``Kind/attempt``).
    var isIdle: Bool { tasks.withLock { tasks in !tasks.running.values.contains { $0.kind != .attempt } } }

    /// How many tracked tasks of `kind` run.
    func count(of kind: Kind) -> Int { tasks.withLock { tasks in tasks.running.values.count { $0.kind == kind } } }

    /// Starts `operation` in a new task and tracks it until it returns. After ``cancelAll()``
    /// the task starts cancelled.
    ///
    /// The task's own body runs on the main actor; `operation` runs where its isolation says
    /// (a plain `@Sendable` async closure runs on the global executor).
    @MainActor
    func start(_ kind: Kind = .finite, _ operation: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        let id = tasks.withLock { tasks in
            tasks.lastID &+= 1
            return tasks.lastID
        }
        // The task cannot reach its last line before it is registered below: both run on the
        // main actor, which this method holds until it returns.
        let task = Task { @MainActor [weak self] in
            await operation()
            self?.tasks.withLock { _ = $0.running.removeValue(forKey: id) }
        }
        let isClosed = tasks.withLock { tasks in
            if !tasks.isClosed { tasks.running[id] = (task, kind) }
            return tasks.isClosed
        }
        if isClosed { task.cancel() }
        return task
    }

    /// Returns once no tracked task is running, including tasks started while waiting, attempts
    /// aside (see ``Kind/attempt``); with `ignoringStreams`, once no task other than a stream
    /// subscription is running.
    @MainActor
    func settle(ignoringStreams: Bool) async {
        while let task = tasks.withLock({ tasks in
            tasks.running.values.first { $0.kind == .finite || ($0.kind == .stream && !ignoringStreams) }?.task
        }) {
            // A task removes itself before its value is available, so this loop advances.
            await task.value
        }
    }

    /// Cancels every tracked task, and every task started from now on: what releasing the
    /// store does. Callable from any thread.
    func cancelAll() {
        let running = tasks.withLock { tasks in
            tasks.isClosed = true
            return tasks.running.values.map(\.task)
        }
        for task in running { task.cancel() }
    }
}
