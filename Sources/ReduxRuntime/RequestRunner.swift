/// Runs a middleware's ``Request``s in tracked tasks, under their ``RequestPolicy``, retry,
/// timeout and debounce, and dispatches their answers.
///
/// Calls are keyed by ``Request/id`` (a ``RequestID``: a name and optionally a key, so that
/// calls with different keys are independent). For each id:
///
/// - **Debounce** comes first: a request with a `debounce` waits that long on the store's clock
///   before it starts; a newer call with the same id during the wait replaces it. A call run
///   with a ``StartCondition`` checks it on the store's state when the wait ends, and is
///   skipped when it is false.
/// - **Policy** then decides what a new call does while one with the same id is in flight:
///   ``RequestPolicy/latest`` cancels it (and any queued ones) and starts;
///   ``RequestPolicy/first`` drops the new call and logs it through
///   ``StoreEnvironment/log``; ``RequestPolicy/queue`` starts it once the calls before it are
///   done, in dispatch order; ``RequestPolicy/concurrent`` starts it at once. A request that
///   ``Request/supersedesOtherKeys`` cancels the calls of every other key of its name as soon
///   as it is run, as `latest` does within its id.
/// - **Timeout**: each attempt races a sleep of `timeout`; when the sleep ends first the
///   attempt is cancelled and counts as failed with the request's `timedOut` action.
/// - **Retry**: a timed-out attempt, or one that failed in a way a retry may get past (see
///   ``RetryableFailure``), is retried under the request's ``RetryPolicy``, after its backoff
///   and jitter; only the last attempt's action is dispatched.
///
/// Every wait is measured on ``MiddlewareContext/environment``'s clock, so tests drive them
/// with a test clock; ``Store/settle(ignoringStreams:timeout:)`` waits for pending waits too, so advance the clock first.
///
/// ## Stale answers never reach the reducer
/// Every call gets a new generation number, and the runner remembers the generations in flight
/// per id. When a call returns, its action is dispatched only if its generation is still in
/// flight; a call that was superseded (`latest`) or cancelled (``cancel(id:)-(RequestID)``,
/// ``cancelAll()``) is dropped even if it ignored cancellation and returned normally, which
/// `Task.isCancelled` alone could not guarantee.
///
/// A runner belongs to one store: create it in the middleware's setup. When it is deallocated
/// (with its store) it cancels everything it runs.
@MainActor
public final class RequestRunner<State, Action: Sendable> {
    /// Everything the runner holds for one id.
    private struct Slot: Sendable {
        /// The calls in flight by generation (several under `concurrent`).
        var running: [UInt64: Task<Void, Never>] = [:]
        /// The calls waiting for their turn under `queue`, in dispatch order.
        var queued: [Request<Action>] = []
        /// The call waiting out its debounce, if any.
        var debouncing: (generation: UInt64, task: Task<Void, Never>)?

        var isEmpty: Bool { running.isEmpty && queued.isEmpty && debouncing == nil }

        func cancel() {
            for task in running.values { task.cancel() }
            debouncing?.task.cancel()
        }
    }

    private let context: MiddlewareContext<State, Action>
    private var slots: [RequestID: Slot] = [:]
    private var lastGeneration: UInt64 = 0

    /// Creates a runner that starts its calls with `context`, waits on its environment's clock,
    /// and dispatches their answers to it.
    public init(context: MiddlewareContext<State, Action>) {
        self.context = context
    }

    deinit {
        for slot in slots.values { slot.cancel() }
    }

    /// Runs `request` under its debounce and policy; its answer is dispatched when its last
    /// attempt returns, unless the call has been superseded or cancelled by then.
    public func run(_ request: Request<Action>) {
        run(request, checking: nil)
    }

    /// Runs `request` as ``run(_:)`` does, and checks `condition` on the store's state when the
    /// call is about to start (after its debounce, if any). A false condition skips the call as
    /// ``skip(_:because:)`` does (logged; under ``RequestPolicy/latest`` what runs with its id
    /// is cancelled), then dispatches the condition's ``StartCondition/skipped`` action unless
    /// a call of the id is still in flight, so that the reducer can undo what the request
    /// action did to the state.
    ///
    /// ```swift
    /// runner.run(request, checking: StartCondition(skipping: .searchSkipped, because: "its when: condition is false") {
    ///     !$0.query.isEmpty
    /// })
    /// ```
    public func run(_ request: Request<Action>, checking condition: StartCondition<State, Action>?) {
        if request.supersedesOtherKeys { cancel(named: request.id.name, except: request.id) }
        guard let debounce = request.debounce else {
            start(request, checking: condition)
            return
        }
        let id = request.id
        slots[id, default: Slot()].debouncing?.task.cancel()
        let generation = nextGeneration()
        let clock = context.environment.clock
        let task = context.run(.finite(request.workDescription + ", waiting out its debounce")) { @MainActor [weak self] in
            do {
                try await clock.sleep(for: debounce)
            } catch {
                return
            }
            self?.endDebounce(of: request, generation: generation, checking: condition)
        }
        slots[id, default: Slot()].debouncing = (generation, task)
    }

    /// Whether anything with this id is under way: a call in flight (retries and their backoff
    /// included), a call waiting for its turn, or a call waiting out its debounce.
    public func isRunning(id: RequestID) -> Bool {
        slots[id] != nil
    }

    /// Cancels everything with this id (calls in flight, queued, or debouncing); their answers
    /// are dropped.
    public func cancel(id: RequestID) {
        slots.removeValue(forKey: id)?.cancel()
    }

    /// Cancels everything whose id has the name `name` (whatever its key), but the id `kept`;
    /// their answers are dropped.
    ///
    /// ```swift
    /// runner.cancel(named: "loadMails", except: RequestID("loadMails", key: 2))
    /// ```
    public func cancel(named name: String, except kept: RequestID? = nil) {
        for id in slots.keys where id.name == name && id != kept {
            cancel(id: id)
        }
    }

    /// Skips a call of `request` that is not to be made (a `when:` that is false), logging
    /// it with `reason`. Under ``RequestPolicy/latest`` a skip supersedes what runs with its id
    /// (with ``Request/supersedesOtherKeys``, with its name), whose answers are dropped: what
    /// the state shows is never an older call's answer. Under the other policies the calls in
    /// flight go on.
    ///
    /// ```swift
    /// runner.skip(request, because: "its when: condition is false")
    /// // logs "reduxgen: skipped search: its when: condition is false"
    /// ```
    public func skip(_ request: Request<Action>, because reason: String) {
        context.environment.log("reduxgen: skipped \(request.id): \(reason)")
        guard request.policy == .latest else { return }
        if request.supersedesOtherKeys {
            cancel(named: request.id.name)
        } else {
            cancel(id: request.id)
        }
    }

    /// Answers a call of `request` with `answer` at once, without performing it: a fresh
    /// answer that a ``RequestCache`` holds. For the policy it is a call: under
    /// ``RequestPolicy/latest`` it supersedes what runs with its id (with
    /// ``Request/supersedesOtherKeys``, with its name); under ``RequestPolicy/first`` it is
    /// dropped, and logged, while a call of its id is in flight. `answer` is dispatched after
    /// the action being dispatched, if any. Returns whether it was.
    @discardableResult
    public func answer(_ request: Request<Action>, with answer: Action) -> Bool {
        let id = request.id
        if request.supersedesOtherKeys { cancel(named: id.name, except: id) }
        if request.policy == .first, isRunning(id: id) {
            context.environment.log("reduxgen: dropped \(id): a call is in flight (policy first)")
            return false
        }
        if request.policy == .latest { cancel(id: id) }
        context.dispatch(answer)
        return true
    }

    /// Cancels everything the runner runs; the answers are dropped.
    public func cancelAll() {
        for slot in slots.values { slot.cancel() }
        slots.removeAll()
    }

    // MARK: - v1 names

    /// ``isRunning(id:)-(RequestID)`` for `RequestID(id)`, the v1 form.
    public func isRunning(id: String) -> Bool {
        isRunning(id: RequestID(id))
    }

    /// ``cancel(id:)-(RequestID)`` for `RequestID(id)`, the v1 form.
    public func cancel(id: String) {
        cancel(id: RequestID(id))
    }

    // MARK: - Running

    private func nextGeneration() -> UInt64 {
        lastGeneration &+= 1
        return lastGeneration
    }

    private func endDebounce(of request: Request<Action>, generation: UInt64, checking condition: StartCondition<State, Action>?) {
        guard slots[request.id]?.debouncing?.generation == generation else { return }
        slots[request.id]?.debouncing = nil
        if slots[request.id]?.isEmpty == true { slots[request.id] = nil }
        start(request, checking: condition)
    }

    /// Checks `condition`, then applies the policy to a call whose debounce (if any) is over.
    private func start(_ request: Request<Action>, checking condition: StartCondition<State, Action>?) {
        let id = request.id
        if let condition, !condition.holds(context.state) {
            skip(request, because: condition.reason)
            if !isRunning(id: id) { context.dispatch(condition.skipped) }
            return
        }
        if let slot = slots[id], !slot.running.isEmpty {
            switch request.policy {
            case .latest:
                for task in slot.running.values { task.cancel() }
                slots[id]?.running = [:]
                slots[id]?.queued = []
            case .first:
                context.environment.log("reduxgen: dropped \(id): a call is in flight (policy first)")
                return
            case .queue:
                slots[id]?.queued.append(request)
                return
            case .concurrent:
                break
            }
        }
        launch(request)
    }

    private func launch(_ request: Request<Action>) {
        let generation = nextGeneration()
        let environment = context.environment
        let startWork = context.startWork
        // The task looks its runner up on the main actor, so that a runner released with its
        // store is not kept alive by a task on its way back to the main actor.
        let task = context.run(.finite(request.workDescription)) { @MainActor [weak self] in
            let ending = await RequestCall.perform(request, environment: environment) { startWork(.attempt, $0) }
            self?.finish(request.id, generation: generation, with: ending)
        }
        slots[request.id, default: Slot()].running[generation] = task
    }

    private func finish(_ id: RequestID, generation: UInt64, with ending: RequestCallEnding<Action>) {
        guard var slot = slots[id], slot.running.removeValue(forKey: generation) != nil else { return }
        let next = slot.running.isEmpty && !slot.queued.isEmpty ? slot.queued.removeFirst() : nil
        slots[id] = slot.isEmpty ? nil : slot
        // The next queued call starts before the answer is dispatched, so that a call the
        // answer's action starts (with the same id) queues behind it.
        if let next { launch(next) }
        switch ending {
        case .answered(let action):
            context.dispatch(action)
        case .timedOutWithoutAction(let duration):
            context.environment.logger.log(.warning, "reduxgen: \(id) timed out after \(duration) and has no timedOut action; nothing dispatched")
        case .cancelled:
            break
        }
    }
}
