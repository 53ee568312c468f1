/// The work an action started: what ``Store/dispatch(_:)``, a scoped store's `dispatch(_:)`,
/// ``ObservableStore/send(_:)`` and a generated view model's `send(_:)` return.
///
/// ```swift
/// List(viewModel.messages) { MessageRow(message: $0) }
///     .refreshable { await viewModel.send(.loadMessages(page: 1)).finish() }
///     .task { await viewModel.send(.startRoomUpdates(roomID: "general")).finish() }
/// ```
///
/// The work is every task that the middlewares start while the store dispatches the action
/// (a request and its retries, a debounce, a stream subscription, an effect, a thunk), the
/// actions they dispatch and the work those start in turn. ``finish()`` returns once all of
/// it is over; cancelling the task that awaits ``finish()`` cancels that work, so that the
/// work tied to a view's `.task` ends when the view goes away. Calls that ignore the result
/// keep compiling: the work runs as it always did.
///
/// An action dispatched while the store dispatches another (from a middleware or an
/// observer) is queued, and its work belongs to the task of the dispatch in progress: the
/// task it returns has no work of its own.
public struct StoreTask: Sendable {
    /// The work, or `nil` when the action started none.
    let work: DispatchedWork?

    init(_ work: DispatchedWork?) {
        self.work = work
    }

    /// Returns once the work the action started is over, work that work started included.
    /// Cancelling the task that awaits it cancels the work.
    public func finish() async {
        guard let work else { return }
        await withTaskCancellationHandler {
            await work.finish()
        } onCancel: {
            work.cancel()
        }
    }

    /// Cancels the work the action started, and the work it starts from now on.
    public func cancel() {
        work?.cancel()
    }

    /// Whether ``cancel()`` was called, or a task awaiting ``finish()`` was cancelled.
    public var isCancelled: Bool { work?.isCancelled ?? false }

    /// Whether the action started any work.
    public var hasWork: Bool { work != nil }
}

/// The tasks one dispatch started, and those they started in turn, for its ``StoreTask``.
final class DispatchedWork: Sendable {
    private struct Tasks {
        var started: [Task<Void, Never>] = []
        var isCancelled = false
    }

    private let tasks = Locked(Tasks())
    /// The work of the tracked task that dispatched the action, if one did: it waits for this
    /// work too.
    let parent: DispatchedWork?

    init(parent: DispatchedWork?) {
        self.parent = parent
    }

    /// Adds `task`, to this work and the work that started it; a task added after a
    /// cancellation is cancelled.
    func add(_ task: Task<Void, Never>) {
        let isCancelled = tasks.withLock { tasks in
            tasks.started.append(task)
            return tasks.isCancelled
        }
        if isCancelled { task.cancel() }
        parent?.add(task)
    }

    var isCancelled: Bool { tasks.withLock { $0.isCancelled } }

    /// Returns once every task added, before or while waiting, has returned.
    func finish() async {
        var index = 0
        while let next = tasks.withLock({ index < $0.started.count ? $0.started[index] : nil }) {
            await next.value
            index += 1
        }
    }

    func cancel() {
        let started = tasks.withLock { tasks in
            tasks.isCancelled = true
            return tasks.started
        }
        for task in started { task.cancel() }
    }
}
