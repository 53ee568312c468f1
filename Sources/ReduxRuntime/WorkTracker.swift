/// Keeps the tasks that a store's middlewares and thunks start, so that
/// ``Store/settle()`` can await them.
@MainActor
final class WorkTracker {
    private var tasks: [UInt64: Task<Void, Never>] = [:]
    private var nextID: UInt64 = 0

    /// Whether no tracked task is running.
    var isIdle: Bool { tasks.isEmpty }

    /// Starts `operation` in a new task and tracks it until it returns.
    ///
    /// The task's own body runs on the main actor; `operation` runs where its isolation says
    /// (a plain `@Sendable` async closure runs on the global executor).
    func start(_ operation: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        let id = nextID
        nextID &+= 1
        // The task cannot reach its last line before `tasks[id]` is set below: both run on the
        // main actor, which this method holds until it returns.
        let task = Task { @MainActor [weak self] in
            await operation()
            self?.tasks[id] = nil
        }
        tasks[id] = task
        return task
    }

    /// Returns once no tracked task is running, including tasks started while waiting.
    func settle() async {
        while let task = tasks.values.first {
            // A task removes itself before its value is available, so this loop advances.
            await task.value
        }
    }
}
