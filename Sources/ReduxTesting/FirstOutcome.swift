import ReduxRuntime

/// How waiting for a store ended.
enum WaitOutcome: Equatable, Sendable {
    /// An action was received.
    case received
    /// All tracked work finished.
    case settled
    /// The timeout passed first, with this work still running.
    case timedOut(UnsettledWork)
}

/// Resumes one waiter with whichever outcome is reported first; later reports are ignored.
@MainActor
final class FirstOutcome {
    private var continuation: CheckedContinuation<WaitOutcome, Never>?
    private var early: WaitOutcome?
    private var isReported = false

    /// Reports an outcome.
    func report(_ outcome: WaitOutcome) {
        guard !isReported else { return }
        isReported = true
        if let continuation {
            self.continuation = nil
            continuation.resume(returning: outcome)
        } else {
            early = outcome
        }
    }

    /// The first outcome reported.
    func wait() async -> WaitOutcome {
        if let early { return early }
        return await withCheckedContinuation { continuation = $0 }
    }
}
