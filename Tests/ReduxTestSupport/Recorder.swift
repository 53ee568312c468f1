import ReduxRuntime

/// Collects values in order, on the main actor.
@MainActor
public final class Recorder<Value>: Sendable {
    public private(set) var values: [Value] = []
    public init() {}

    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    public func record(_ value: Value) {
        values.append(value)
        let ready = waiters.filter { $0.count <= values.count }
        waiters.removeAll { $0.count <= values.count }
        for waiter in ready { waiter.continuation.resume() }
    }

    /// Returns once at least `count` values have been recorded.
    public func waitForCount(_ count: Int) async {
        if values.count >= count { return }
        await withCheckedContinuation { waiters.append((count, $0)) }
    }
}

/// A middleware that records every action passed on to the reducer, after the reducer has
/// applied it; put it last in the middleware list.
public func recordingMiddleware<State, Action>(into recorder: Recorder<Action>) -> Middleware<State, Action> {
    .handler { _, action, next in
        next(action)
        recorder.record(action)
    }
}
