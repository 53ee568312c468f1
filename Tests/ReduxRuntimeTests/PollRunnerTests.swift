import ReduxRuntime
import ReduxTestSupport
import ReduxTesting
import XCTest

private enum InboxAction: Equatable, Sendable {
    case startPolling(Duration)
    case stopPolling
    case load
}

/// Polls on a test clock: a round at once, then one per interval; none after stop or after
/// the store is released.
@MainActor
final class PollRunnerTests: XCTestCase {
    private let clock = TestClock()
    private let reduced = Recorder<InboxAction>()

    private final class Handle {
        weak var polls: PollRunner<Int, InboxAction>?
    }

    private func makeStore(_ handle: Handle = Handle()) -> Store<Int, InboxAction> {
        let polling = Middleware<Int, InboxAction> { context in
            let polls = PollRunner(context: context)
            handle.polls = polls
            return { action, next in
                next(action)
                switch action {
                case .startPolling(let interval):
                    polls.start(id: RequestID("load"), every: interval) { context.dispatch(.load) }
                case .stopPolling:
                    polls.stop(id: RequestID("load"))
                case .load:
                    break
                }
            }
        }
        return Store(
            initialState: 0, reducer: { state, _ in state + 1 }, middlewares: [polling, recordingMiddleware(into: reduced)],
            environment: StoreEnvironment(clock: clock, storage: InMemoryStorage()))
    }

    private var loads: Int { reduced.values.filter { $0 == .load }.count }

    /// Waits until `count` rounds have run.
    private func waitForLoads(_ count: Int) async {
        await awaitCompletion(of: "round \(count)") { [reduced] in
            while await reduced.values.filter({ $0 == .load }).count < count { await Task.yield() }
        }
    }

    /// Waits until the poll sleeps until `seconds` after the clock's start.
    private func waitForSleep(until seconds: Int64) async {
        await awaitCompletion(of: "the poll sleeps until \(seconds) s") { [clock] in
            await clock.waitForSleeper(wakingAt: TestClock.Instant(offset: .seconds(seconds)))
        }
    }

    func testARoundRunsAtOnceAndThenOncePerIntervalOnTheClock() async {
        let store = makeStore()
        store.dispatch(.startPolling(.seconds(30)))
        XCTAssertEqual(loads, 1, "the first round did not run at once")
        await waitForSleep(until: 30)
        await clock.advance(by: .seconds(29))
        XCTAssertEqual(loads, 1, "a round ran before its interval")
        await clock.advance(by: .seconds(1))
        await waitForLoads(2)
        await waitForSleep(until: 60)
        await clock.advance(by: .seconds(30))
        await waitForLoads(3)
        store.dispatch(.stopPolling)
        await settle(store)
        XCTAssertEqual(loads, 3)
    }

    func testNoRoundRunsAfterStopEvenOneWhoseWaitIsOver() async {
        let handle = Handle()
        let store = makeStore(handle)
        store.dispatch(.startPolling(.seconds(10)))
        XCTAssertEqual(handle.polls?.isPolling(id: RequestID("load")), true)
        await awaitCompletion(of: "the poll sleeps") { [clock] in await clock.waitForSleepers(1) }
        store.dispatch(.stopPolling)
        XCTAssertEqual(handle.polls?.isPolling(id: RequestID("load")), false)
        await clock.advance(by: .seconds(100))
        await settle(store)
        XCTAssertEqual(loads, 1)
        XCTAssertFalse(store.hasPendingWork)
    }

    func testStartingAgainReplacesThePollWithItsNewInterval() async {
        let store = makeStore()
        store.dispatch(.startPolling(.seconds(10)))
        await waitForSleep(until: 10)
        store.dispatch(.startPolling(.seconds(60)))
        XCTAssertEqual(loads, 2, "the new poll did not run its first round at once")
        await waitForSleep(until: 60)
        await clock.advance(by: .seconds(59))
        XCTAssertEqual(loads, 2, "the replaced poll ran a round")
        await clock.advance(by: .seconds(1))
        await waitForLoads(3)
        store.dispatch(.stopPolling)
        await settle(store)
    }

    func testNoRoundRunsAfterTheStoreIsReleased() async {
        let handle = Handle()
        var store: Store<Int, InboxAction>? = makeStore(handle)
        weak let weakStore = store
        store?.dispatch(.startPolling(.seconds(5)))
        await awaitCompletion(of: "the poll sleeps") { [clock] in await clock.waitForSleepers(1) }
        store = nil
        XCTAssertNil(weakStore, "the poll kept the store alive")
        XCTAssertNil(handle.polls, "the poll kept its runner alive")
        await awaitCompletion(of: "the poll's wait ends") { [clock] in
            while clock.sleeperCount > 0 { await Task.yield() }
        }
        await clock.advance(by: .seconds(60))
        XCTAssertEqual(loads, 1)
    }
}
