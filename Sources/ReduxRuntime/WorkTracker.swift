/// Keeps the tasks that a store's middlewares and thunks start, so that ``Store/settle(ignoringStreams:timeout:)``
/// can await them (and say what still runs when it gives up) and releasing the store can
/// cancel them.
///
/// Tasks are started and awaited on the main actor; ``cancelAll()`` may come from any thread
/// (the store's deinitializer), and a task's sleeps are noted from any task, hence the lock.
final class WorkTracker: Sendable {
    /// How long a tracked task may run, which says whether settling waits for it.
    enum Lifetime: Sendable {
        /// Work that ends by itself: a request, a thunk, a middleware's task.
        case finite
        /// A stream subscription, which may run as long as the store lives:
        /// ``settle(ignoringStreams:timeout:)`` can leave those running.
        case stream
        /// An attempt of a call raced against its timeout. While it races, its call (finite
        /// work) waits for it; once the timeout wins, it is cancelled and nothing it does
        /// reaches the store, so settling does not wait for it: a call that ignores its
        /// cancellation would hold it forever. It stays tracked until it returns, so that
        /// releasing the store cancels it.
        case attempt
    }

    /// What a tracked task is: its ``Lifetime``, and how a message names it.
    struct Kind: Sendable {
        let lifetime: Lifetime
        /// What the task is, for a message: `the request loadMessages (TeamChatKit/TeamChat.yaml:21)`.
        let description: String

        /// Work that ends by itself, named by what it is.
        static func finite(_ description: String) -> Kind { Kind(lifetime: .finite, description: description) }
        /// A stream subscription, named by what it is.
        static func stream(_ description: String) -> Kind { Kind(lifetime: .stream, description: description) }
        /// Work that ends by itself, of a middleware that did not say what it is.
        static let finite = finite("a task a middleware started")
        /// A stream subscription that did not say what it is.
        static let stream = stream("a stream subscription")
        /// An attempt raced against its timeout.
        static let attempt = Kind(lifetime: .attempt, description: "an attempt raced against its timeout")

        /// Whether a settle waits for it: `ignoringStreams` or not.
        func isWaitedFor(ignoringStreams: Bool) -> Bool {
            switch lifetime {
            case .finite: true
            case .stream: !ignoringStreams
            case .attempt: false
            }
        }
    }

    /// One tracked task, and the waits on the store's clock it is in (its own and its child
    /// tasks'), for the message of a settle that gives up.
    final class Work: Sendable {
        let kind: Kind
        /// The work of the dispatch that started the task (or whose work started it), which
        /// the dispatch's ``StoreTask`` waits for.
        let dispatched: DispatchedWork?
        /// Each wait in progress: how long until it ends, asked when the message is made.
        private let sleeps = Locked<(last: UInt64, remaining: [UInt64: @Sendable () -> Duration])>((0, [:]))

        /// The work of the task running now, if a tracker started it.
        @TaskLocal static var current: Work?

        init(kind: Kind, dispatched: DispatchedWork? = nil) {
            self.kind = kind
            self.dispatched = dispatched
        }

        /// Notes a wait that ends in `remaining()`; returns the token that ends the note.
        func beginSleep(_ remaining: @escaping @Sendable () -> Duration) -> UInt64 {
            sleeps.withLock { sleeps in
                sleeps.last &+= 1
                sleeps.remaining[sleeps.last] = remaining
                return sleeps.last
            }
        }

        func endSleep(_ token: UInt64) {
            sleeps.withLock { _ = $0.remaining.removeValue(forKey: token) }
        }

        /// `the request search (Contacts/Contacts.yaml:20), asleep on the store's clock for
        /// 0.2 seconds more`.
        var description: String {
            let remaining = sleeps.withLock { Array($0.remaining.values) }.map { $0() }
            guard let soonest = remaining.min() else { return kind.description }
            return kind.description + ", \(Self.sleepNote) for \(max(soonest, .zero)) more"
        }

        /// What the description of work that sleeps says.
        static let sleepNote = "asleep on the store's clock"
    }

    private struct Tasks {
        var running: [UInt64: (task: Task<Void, Never>, work: Work)] = [:]
        var lastID: UInt64 = 0
        /// Set by ``cancelAll()``: the store is gone, and new work starts cancelled.
        var isClosed = false
        /// How many tasks have ended: a waiter that saw a count wakes when it changes.
        var ended: UInt64 = 0
        /// The calls of ``waitForAnEnd(after:until:)`` waiting, resumed with true when a task ends.
        var waiters: [UInt64: CheckedContinuation<Bool, Never>] = [:]
        var lastWaiterID: UInt64 = 0
        /// Waiters whose time ran out before they began waiting.
        var expired: Set<UInt64> = []
    }

    private let tasks = Locked(Tasks())
    /// Whether the store is dispatching an action: the work started meanwhile belongs to the
    /// ``StoreTask`` that `dispatch(_:)` returns.
    @MainActor private var isCollecting = false
    /// The work of the dispatch in progress, made when its first task starts.
    @MainActor private var collected: DispatchedWork?

    /// Collects the work started from now on, for the dispatch that begins.
    @MainActor
    func beginCollecting() {
        isCollecting = true
        collected = nil
    }

    /// Stops collecting: the work the dispatch started, or `nil` when it started none.
    @MainActor
    func endCollecting() -> DispatchedWork? {
        isCollecting = false
        defer { collected = nil }
        return collected
    }

    /// The work that a task started now belongs to: the dispatch's in progress, made at its
    /// first task (within the work of the tracked task that dispatched, if one did), or else
    /// the work of the tracked task that starts it.
    @MainActor
    private func dispatchedWork() -> DispatchedWork? {
        guard isCollecting else { return Work.current?.dispatched }
        if let collected { return collected }
        let work = DispatchedWork(parent: Work.current?.dispatched)
        collected = work
        return work
    }

    /// Whether no tracked task is running, attempts aside (see ``Lifetime/attempt``).
    var isIdle: Bool { tasks.withLock { tasks in !tasks.running.values.contains { $0.work.kind.lifetime != .attempt } } }

    /// How many tracked tasks of `lifetime` run.
    func count(of lifetime: Lifetime) -> Int { tasks.withLock { tasks in tasks.running.values.count { $0.work.kind.lifetime == lifetime } } }

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
        let dispatched = dispatchedWork()
        let work = Work(kind: kind, dispatched: dispatched)
        // The task cannot reach its last line before it is registered below: both run on the
        // main actor, which this method holds until it returns.
        let task = Task { @MainActor [weak self] in
            await Work.$current.withValue(work) {
                await operation()
            }
            self?.end(id)
        }
        let isClosed = tasks.withLock { tasks in
            if !tasks.isClosed { tasks.running[id] = (task, work) }
            return tasks.isClosed
        }
        if isClosed { task.cancel() }
        dispatched?.add(task)
        return task
    }

    private func end(_ id: UInt64) {
        let waiters = tasks.withLock { tasks in
            guard tasks.running.removeValue(forKey: id) != nil else { return [CheckedContinuation<Bool, Never>]() }
            tasks.ended &+= 1
            let waiters = Array(tasks.waiters.values)
            tasks.waiters.removeAll()
            return waiters
        }
        for waiter in waiters { waiter.resume(returning: true) }
    }

    /// Returns nil once no tracked task is running, including tasks started while waiting,
    /// attempts aside (see ``Lifetime/attempt``); with `ignoringStreams`, once no task other
    /// than a stream subscription is running.
    /// When that has not happened within `timeout` of real time, or the waiting task is
    /// cancelled, returns what still runs (oldest first) instead.
    @MainActor
    func settle(ignoringStreams: Bool, timeout: Duration) async -> [String]? {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            let (isSettled, ended) = tasks.withLock { tasks in
                (!tasks.running.values.contains { $0.work.kind.isWaitedFor(ignoringStreams: ignoringStreams) }, tasks.ended)
            }
            if isSettled { return nil }
            guard await waitForAnEnd(after: ended, until: deadline) else {
                return running(ignoringStreams: ignoringStreams)
            }
        }
    }

    /// What a settle waits for that runs now, oldest first; with `ignoringStreams`, without
    /// the stream subscriptions.
    func running(ignoringStreams: Bool = false) -> [String] {
        tasks.withLock { $0.running.sorted { $0.key < $1.key }.map(\.value.work) }
            .filter { $0.kind.isWaitedFor(ignoringStreams: ignoringStreams) }
            .map(\.description)
    }

    /// Waits until a task ends after `ended` tasks had (true), or until `deadline` or the
    /// waiting task's cancellation (false).
    private func waitForAnEnd(after ended: UInt64, until deadline: ContinuousClock.Instant) async -> Bool {
        let id = tasks.withLock { tasks in
            tasks.lastWaiterID &+= 1
            return tasks.lastWaiterID
        }
        let timer = Task { [weak self] in
            guard (try? await Task.sleep(until: deadline, clock: .continuous)) != nil else { return }
            self?.expire(id)
        }
        defer { timer.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let immediate: Bool? = tasks.withLock { tasks in
                    if tasks.expired.remove(id) != nil { return false }
                    if tasks.ended != ended { return true }
                    tasks.waiters[id] = continuation
                    return nil
                }
                if let immediate { continuation.resume(returning: immediate) }
            }
        } onCancel: {
            expire(id)
        }
    }

    /// Resumes the waiter `id` with false, or marks it expired when it is not waiting yet.
    private func expire(_ id: UInt64) {
        let waiter: CheckedContinuation<Bool, Never>? = tasks.withLock { tasks in
            guard let waiter = tasks.waiters.removeValue(forKey: id) else {
                tasks.expired.insert(id)
                return nil
            }
            return waiter
        }
        waiter?.resume(returning: false)
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
