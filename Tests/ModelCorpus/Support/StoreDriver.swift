import Foundation
import ReduxRuntime
import ReduxTesting
import ReferenceModel

/// A store of a drawn feature with a test clock, no log and no jitter, and the names of the
/// actions it dispatches: what each corpus harness drives.
@MainActor
final class StoreDriver<State, Action> {
    let clock = CountingClock()
    let store: Store<State, Action>
    private let names = ActionRecord()

    init(
        initialState: State, reducer: @escaping (inout State, Action) -> Void, name: @escaping @Sendable (Action) -> String,
        middlewares: [Middleware<State, Action>]
    ) {
        let record = names
        let recorder = Middleware<State, Action> { _ in
            { action, next in
                record.names.append(name(action))
                next(action)
            }
        }
        store = Store(
            initialState: initialState, reducer: reducer, middlewares: [recorder] + middlewares,
            environment: StoreEnvironment(clock: clock, log: { _ in }, random: { 0 }, storage: InMemoryStorage()))
    }

    var dispatched: [String] { names.names }

    var deadlines: [Int] {
        clock.testClock.sleepingDeadlines.map { instant in
            let (seconds, attoseconds) = instant.offset.components
            return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
        }
    }

    /// Moves the clock to `milliseconds`, then waits until each debounce it ended has acted
    /// on its end (started its call, skipped it, or dropped it), or a second of real time has
    /// passed. The clock resumes the sleeps it reaches but does not wait for the tasks that
    /// slept: a debounce under `first` that ends while a call is in flight is dropped without
    /// anything the model test could wait for, so the answer of that call, the next event,
    /// could otherwise reach the store before the debounce's end, and the store would rightly
    /// make the call the model dropped.
    func advance(to milliseconds: Int) async {
        await clock.testClock.advance(to: TestClock.Instant(offset: .milliseconds(milliseconds)))
        let deadline = ContinuousClock.now.advanced(by: .seconds(1))
        var rounds = 0
        while hasEndedDebounce, ContinuousClock.now < deadline {
            rounds += 1
            if rounds < 200 {
                await Task.yield()
            } else {
                try? await Task.sleep(for: .microseconds(50))
            }
        }
    }

    /// Whether a debounce of the store has no time left to sleep and is still running: its
    /// sleep has ended (or is ending) and its task has not yet acted on it. A debounce whose
    /// work says it sleeps on the clock for a time still to come waits for a later advance.
    private var hasEndedDebounce: Bool {
        store.runningWork.contains { work in
            work.hasSuffix(Self.debounceNote) || (work.contains(Self.debounceNote + ",") && work.hasSuffix(" for 0.0 seconds more"))
        }
    }

    /// How the store names the work of a request waiting out its debounce.
    private static var debounceNote: String { ", waiting out its debounce" }
}

/// The names a store's recorder has seen.
@MainActor
private final class ActionRecord {
    var names: [String] = []
}

/// A test clock that counts the sleeps begun on it, so that the model test knows when the
/// store has begun all those the model expects (even those cancelled before they sleep).
final class CountingClock: Clock, @unchecked Sendable {
    let testClock = TestClock()
    private let lock = NSLock()
    private var begun = 0

    var now: TestClock.Instant { testClock.now }
    var minimumResolution: Duration { testClock.minimumResolution }

    /// How many sleeps have begun so far.
    var sleepsBegun: Int { lock.withLock { begun } }

    func sleep(until deadline: TestClock.Instant, tolerance: Duration?) async throws {
        lock.withLock { begun += 1 }
        try await testClock.sleep(until: deadline, tolerance: tolerance)
    }
}
