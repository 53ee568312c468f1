/// How one call of a ``Request`` ends, after its retries.
enum RequestCallEnding<Action: Sendable>: Sendable {
    /// The action of the last attempt, to dispatch.
    case answered(Action)
    /// The last attempt timed out and the request has no `timedOut` action.
    case timedOutWithoutAction(Duration)
    /// The call was cancelled; nothing is dispatched.
    case cancelled
}

/// What one attempt of a call returned.
private enum AttemptResult<Action: Sendable>: Sendable {
    case answered(RequestOutcome<Action>)
    case timedOut(Duration)
    case cancelled

    /// Whether the attempt failed in a way a ``RetryPolicy`` retries, or timed out.
    var isRetryable: Bool {
        switch self {
        case .answered(let outcome): outcome.isRetryable
        case .timedOut: true
        case .cancelled: false
        }
    }
}

/// Performs one call of a request, off the main actor: its attempts, the timeout of each, and
/// the backoff between them, all waited on the environment's clock.
enum RequestCall {
    /// Starts an attempt raced against its timeout as work of the store (``WorkTracker/Kind/attempt``).
    typealias AttemptStarter = @MainActor @Sendable (@escaping @Sendable () async -> Void) -> Task<Void, Never>

    /// Makes attempts until one succeeds, fails in a way that is not retried, retries run out,
    /// or the task is cancelled; an attempt with a timeout is started with `startAttempt`.
    static func perform<Action>(
        _ request: Request<Action>, environment: StoreEnvironment, startAttempt: AttemptStarter
    ) async -> RequestCallEnding<Action> {
        let clock = environment.clock
        var retries = 0
        while true {
            let result = await attempt(request, clock: clock, startAttempt: startAttempt)
            guard let retry = request.retry, retries < retry.attempts, result.isRetryable, !Task.isCancelled else {
                if request.retry != nil, case .answered(.finalFailure) = result, let failureType = request.failureThatCannotSayIfRetryable {
                    environment.log(
                        "reduxgen: \(request.id) failed and is not retried: its failure type \(failureType) is not a "
                            + "RetryableFailure, which says which failures are worth retrying")
                }
                return ending(of: result, timedOut: request.timedOut)
            }
            retries += 1
            do {
                try await clock.sleep(for: retry.delay(beforeRetry: retries, random: environment.random()))
            } catch {
                return .cancelled
            }
        }
    }

    /// How a call ends with the result of its last attempt.
    private static func ending<Action>(
        of result: AttemptResult<Action>,
        timedOut: (@Sendable (Duration) -> Action)?
    ) -> RequestCallEnding<Action> {
        switch result {
        case .answered(let outcome):
            return .answered(outcome.action)
        case .timedOut(let duration):
            guard let timedOut else { return .timedOutWithoutAction(duration) }
            return .answered(timedOut(duration))
        case .cancelled:
            return .cancelled
        }
    }

    /// One attempt: `perform`, raced against the request's timeout when it has one.
    private static func attempt<Action>(
        _ request: Request<Action>, clock: any Clock<Duration>, startAttempt: AttemptStarter
    ) async -> AttemptResult<Action> {
        guard let timeout = request.timeout else {
            return .answered(await request.perform())
        }
        return await race(request.perform, against: timeout, on: clock, startAttempt: startAttempt)
    }

    /// Runs `perform` and a sleep of `timeout` side by side and returns whichever ends first;
    /// the other is cancelled.
    ///
    /// `perform` runs in a task of its own rather than a task group's child, so that a call
    /// that ignores cancellation cannot hold the timeout back: it is abandoned, and its answer
    /// goes nowhere. That task is the store's (`startAttempt`), so that releasing the store (or
    /// a child leaving its parent's state) cancels it too, though settling does not wait for
    /// it once abandoned. Cancelling the calling task ends the race at once with `.cancelled`.
    private static func race<Action>(
        _ perform: @escaping @Sendable () async -> RequestOutcome<Action>,
        against timeout: Duration,
        on clock: any Clock<Duration>,
        startAttempt: AttemptStarter
    ) async -> AttemptResult<Action> {
        let (results, channel) = AsyncStream.makeStream(of: AttemptResult<Action>.self, bufferingPolicy: .bufferingOldest(1))
        let work = await startAttempt {
            channel.yield(.answered(await perform()))
        }
        let timer = Task {
            do {
                try await clock.sleep(for: timeout)
                channel.yield(.timedOut(timeout))
            } catch {
                // Cancelled: the call answered first, or the race was abandoned.
            }
        }
        defer {
            work.cancel()
            timer.cancel()
            channel.finish()
        }
        // An `AsyncStream` ends its iteration when the iterating task is cancelled.
        for await result in results {
            return result
        }
        return .cancelled
    }
}
