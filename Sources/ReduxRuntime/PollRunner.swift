/// Runs a middleware's polls: rounds of a request, one at once and then one every interval on
/// the store's clock, until the poll is stopped or the store is released.
///
/// ```swift
/// let polls = PollRunner(context: context)
/// polls.start(id: RequestID("loadInbox"), every: .seconds(30)) {
///     context.dispatch(.loadInbox)
/// }
/// polls.stop(id: RequestID("loadInbox"))
/// ```
///
/// - ``start(id:every:round:)`` runs `round` at once, then every `interval` measured on
///   ``StoreEnvironment/clock`` from the start of one round to the start of the next. Starting
///   a poll whose id is polling replaces it (its interval and round), and the new one runs its
///   first round at once.
/// - ``stop(id:)`` ends the poll: no round runs after it, even one whose wait was over.
/// - Releasing the store (and with it the runner) ends every poll.
///
/// ``start(id:every:dispatching:unlessRunningOn:)`` polls a request: each round dispatches
/// the request action, unless a call of the request is still in flight (a slow server would
/// otherwise see its calls cancelled, dropped or piled up, as the request's policy says); such
/// a round is skipped and logged.
///
/// ## Settling
/// A poll waiting for its next round is tracked work, so ``Store/settle(ignoringStreams:timeout:)`` does not return
/// while one runs: tests stop their polls before they settle. With a test clock, advance it
/// to run the next round.
@MainActor
public final class PollRunner<State, Action> {
    private struct Poll {
        let generation: UInt64
        let task: Task<Void, Never>
    }

    private let context: MiddlewareContext<State, Action>
    private var polls: [RequestID: Poll] = [:]
    private var lastGeneration: UInt64 = 0

    /// Creates a runner that waits on `context`'s clock and tracks its waits with it.
    public init(context: MiddlewareContext<State, Action>) {
        self.context = context
    }

    deinit {
        for poll in polls.values { poll.task.cancel() }
    }

    /// Starts polling under `id`: `round` now, then every `interval`, until ``stop(id:)``.
    /// A poll with this id that runs already is replaced.
    /// - Parameters:
    ///   - id: The poll's identity, usually its request's id.
    ///   - interval: The time from the start of one round to the start of the next.
    ///   - round: Runs one round, on the main actor (usually: dispatches the request action).
    public func start(id: RequestID, every interval: Duration, round: @escaping @MainActor () -> Void) {
        polls.removeValue(forKey: id)?.task.cancel()
        lastGeneration &+= 1
        let generation = lastGeneration
        let clock = context.environment.clock
        round()
        let task = context.run(.finite("the polling of \(id), every \(interval)")) { [weak self] in
            while true {
                do {
                    try await clock.sleep(for: interval)
                } catch {
                    return
                }
                guard await self?.runRound(round, of: id, generation) == true else { return }
            }
        }
        polls[id] = Poll(generation: generation, task: task)
    }

    /// Whether a poll with this id runs.
    public func isPolling(id: RequestID) -> Bool {
        polls[id] != nil
    }

    /// Stops the poll with this id, if any: no round of it runs from now on.
    public func stop(id: RequestID) {
        polls.removeValue(forKey: id)?.task.cancel()
    }

    /// Stops every poll.
    public func stopAll() {
        for poll in polls.values { poll.task.cancel() }
        polls.removeAll()
    }

    /// Runs `round` if the poll started as `generation` under `id` still runs; returns
    /// whether it does.
    private func runRound(_ round: @MainActor () -> Void, of id: RequestID, _ generation: UInt64) -> Bool {
        guard polls[id]?.generation == generation else { return false }
        round()
        return true
    }
}

extension PollRunner where Action: Sendable {
    /// Polls a request: each round dispatches `action`, unless `requests` still runs a call
    /// with `id`, in which case the round is skipped and logged.
    ///
    /// ```swift
    /// polls.start(id: RequestID("loadInbox"), every: .seconds(30), dispatching: .loadInbox, unlessRunningOn: requests)
    /// ```
    /// - Parameters:
    ///   - id: The request's id, which is also the poll's.
    ///   - interval: The time from the start of one round to the start of the next.
    ///   - action: The request action each round dispatches.
    ///   - requests: The runner of the request's calls.
    public func start(id: RequestID, every interval: Duration, dispatching action: Action, unlessRunningOn requests: RequestRunner<State, Action>) {
        start(id: id, every: interval) { [context] in
            if requests.isRunning(id: id) {
                context.environment.log("reduxgen: skipped a round of polling \(id): its last call is still in flight")
            } else {
                context.dispatch(action)
            }
        }
    }
}
