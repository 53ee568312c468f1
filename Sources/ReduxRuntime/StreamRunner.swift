/// Keeps a middleware's ``StreamSubscription``s: at most one per id, each iterated in a task the
/// store tracks, its elements and its end dispatched as actions.
///
/// - ``start(_:)`` starts a subscription unless one with the same id runs (starting twice does
///   not duplicate it).
/// - Each element is dispatched as the subscription's `element` action, in order; the end of
///   the sequence (normal or thrown) as its `finished` action, after which the id is free.
/// - ``stop(id:)`` cancels the subscription's task; nothing it would still dispatch reaches the
///   store, its `finished` action included, even if its sequence ignores cancellation.
///
/// ## Settling
/// A running subscription is tracked work, so ``Store/settle(ignoringStreams:timeout:)`` waits for its sequence to end.
/// A test whose stream stays open settles with ``Store/settle(ignoringStreams:timeout:)``, which waits
/// for the rest of the work only; or it stops its streams (or finishes the sequences it feeds)
/// first.
///
/// A runner belongs to one store: create it in the middleware's setup. When it is deallocated
/// (with its store) it stops every subscription.
@MainActor
public final class StreamRunner<State, Action: Sendable> {
    private struct Running {
        let generation: UInt64
        let task: Task<Void, Never>
    }

    private let context: MiddlewareContext<State, Action>
    private var running: [RequestID: Running] = [:]
    private var lastGeneration: UInt64 = 0

    /// Creates a runner that iterates its subscriptions with `context` and dispatches to it.
    public init(context: MiddlewareContext<State, Action>) {
        self.context = context
    }

    deinit {
        for subscription in running.values { subscription.task.cancel() }
    }

    /// Starts `subscription`, unless a subscription with its id runs already.
    public func start(_ subscription: StreamSubscription<Action>) {
        let id = subscription.id
        guard running[id] == nil else { return }
        lastGeneration &+= 1
        let generation = lastGeneration
        let iteration = subscription.iteration
        let deliver: @Sendable (Action) async -> Bool = { @MainActor [weak self] action in
            self?.deliver(action, from: id, generation: generation) ?? false
        }
        // The closures look their runner up on the main actor, so that a runner released with
        // its store is not kept alive by a task on its way back to the main actor.
        let task = context.run(.stream("the stream subscription \(id)")) { @MainActor [weak self] in
            let end = await iteration.run(delivering: deliver)
            self?.finish(id, generation: generation, with: end)
        }
        running[id] = Running(generation: generation, task: task)
    }

    /// Whether a subscription with this id runs.
    public func isRunning(id: RequestID) -> Bool {
        running[id] != nil
    }

    /// Stops the subscription with this id, if any: its task is cancelled and nothing it would
    /// still dispatch (elements or its end) reaches the store.
    public func stop(id: RequestID) {
        running.removeValue(forKey: id)?.task.cancel()
    }

    /// Stops every subscription whose id has this name (every subscription of one stream,
    /// whatever its key), as ``stop(id:)`` stops one.
    ///
    /// ```swift
    /// streams.stopAll(named: "roomUpdates")
    /// ```
    public func stopAll(named name: String) {
        for id in running.keys where id.name == name { stop(id: id) }
    }

    /// Stops every subscription.
    public func stopAll() {
        for subscription in running.values { subscription.task.cancel() }
        running.removeAll()
    }

    /// Dispatches an element's action if its subscription still runs; returns whether it does.
    private func deliver(_ action: Action, from id: RequestID, generation: UInt64) -> Bool {
        guard running[id]?.generation == generation else { return false }
        context.dispatch(action)
        return true
    }

    private func finish(_ id: RequestID, generation: UInt64, with end: Action?) {
        guard running[id]?.generation == generation else { return }
        running[id] = nil
        if let end { context.dispatch(end) }
    }
}
