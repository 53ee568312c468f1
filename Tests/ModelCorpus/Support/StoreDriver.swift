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

    func advance(to milliseconds: Int) async {
        await clock.testClock.advance(to: TestClock.Instant(offset: .milliseconds(milliseconds)))
    }
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
