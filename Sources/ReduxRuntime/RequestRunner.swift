/// Runs a middleware's ``Request``s in tracked tasks, under their ``RequestPolicy``, and
/// dispatches their answers.
///
/// Calls are keyed by ``Request/id``: with ``RequestPolicy/latest`` a new call cancels the one
/// in flight with the same id (`Task.cancel()`) and starts; with ``RequestPolicy/first`` a new
/// call is ignored while one with the same id runs.
///
/// ## Stale answers never reach the reducer
/// Every call gets a new generation number, and the runner remembers the generation of the
/// call in flight per id. When a call returns, its action is dispatched only if its generation
/// is still the one in flight for its id; a call that was superseded (`latest`) or cancelled
/// (``cancel(id:)``, ``cancelAll()``) is dropped even if it ignored cancellation and returned
/// normally, which `Task.isCancelled` alone could not guarantee.
///
/// A runner belongs to one store: create it in the middleware's setup. When it is deallocated
/// (with its store) it cancels its calls in flight.
@MainActor
public final class RequestRunner<State, Action: Sendable> {
    private struct Call {
        let generation: UInt64
        let task: Task<Void, Never>
    }

    private let context: MiddlewareContext<State, Action>
    private var inFlight: [String: Call] = [:]
    private var lastGeneration: UInt64 = 0

    /// Creates a runner that starts its calls with `context` and dispatches their answers to it.
    public init(context: MiddlewareContext<State, Action>) {
        self.context = context
    }

    deinit {
        for call in inFlight.values { call.task.cancel() }
    }

    /// Runs `request` under its policy; its answer is dispatched when it returns, unless the
    /// call has been superseded or cancelled by then.
    public func run(_ request: Request<Action>) {
        let id = request.id
        if let running = inFlight[id] {
            switch request.policy {
            case .first:
                return
            case .latest:
                running.task.cancel()
            }
        }
        lastGeneration &+= 1
        let generation = lastGeneration
        let perform = request.perform
        let task = context.run { [weak self] in
            let action = await perform()
            await self?.finish(id: id, generation: generation, with: action)
        }
        inFlight[id] = Call(generation: generation, task: task)
    }

    /// Whether a call with this id is in flight.
    public func isRunning(id: String) -> Bool {
        inFlight[id] != nil
    }

    /// Cancels the call in flight with this id, if any; its answer is dropped.
    public func cancel(id: String) {
        inFlight.removeValue(forKey: id)?.task.cancel()
    }

    /// Cancels every call in flight; their answers are dropped.
    public func cancelAll() {
        for call in inFlight.values { call.task.cancel() }
        inFlight.removeAll()
    }

    private func finish(id: String, generation: UInt64, with action: Action) {
        guard inFlight[id]?.generation == generation else { return }
        inFlight[id] = nil
        context.dispatch(action)
    }
}
