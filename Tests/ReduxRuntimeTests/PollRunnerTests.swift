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

private enum PolledFeedAction: Equatable, Sendable {
    case startPolling
    case load
    case loaded
}

/// Polling a request: a round while its call is in flight is skipped and logged.
@MainActor
final class RequestPollTests: XCTestCase {
    func testARoundWhileTheCallIsInFlightIsSkippedAndLogged() async {
        let clock = TestClock()
        let log = LogCapture()
        let calls = ControlledCalls<Int, Void>()
        let reduced = Recorder<PolledFeedAction>()
        let loader = Middleware<Int, PolledFeedAction> { context in
            let requests = RequestRunner(context: context)
            let polls = PollRunner(context: context)
            return { action, next in
                next(action)
                switch action {
                case .startPolling:
                    polls.start(id: RequestID("load"), every: .seconds(10), dispatching: .load, unlessRunningOn: requests)
                case .load:
                    requests.run(Request(id: RequestID("load")) { () async throws(Offline) in await calls.call(0) } success: { .loaded } failure: { _ in .loaded })
                case .loaded:
                    break
                }
            }
        }
        let store = Store(
            initialState: 0, reducer: { state, _ in state + 1 }, middlewares: [loader, recordingMiddleware(into: reduced)],
            environment: StoreEnvironment(clock: clock, log: log.append, storage: InMemoryStorage()))
        store.dispatch(.startPolling)
        await awaitCompletion(of: "the first call") { await calls.waitForCalls(1) }
        await awaitCompletion(of: "the poll sleeps") { await clock.waitForSleeper(wakingAt: TestClock.Instant(offset: .seconds(10))) }
        await clock.advance(by: .seconds(10))
        await awaitCompletion(of: "the skipped round") { await log.waitForLines(1) }
        XCTAssertEqual(log.lines, ["reduxgen: skipped a round of polling load: its last call is still in flight"])
        await calls.answer(0, with: ())
        await awaitCompletion(of: "the first answer") { await reduced.waitForCount(3) }
        await awaitCompletion(of: "the poll sleeps again") { await clock.waitForSleeper(wakingAt: TestClock.Instant(offset: .seconds(20))) }
        await clock.advance(by: .seconds(10))
        await awaitCompletion(of: "the second call") { await calls.waitForCalls(2) }
        await calls.answer(1, with: ())
        await awaitCompletion(of: "the second answer") { await reduced.waitForCount(5) }
        XCTAssertEqual(reduced.values, [.startPolling, .load, .loaded, .load, .loaded])
        XCTAssertEqual(log.lines.count, 1)
        XCTAssertTrue(store.hasPendingWork, "the poll stopped by itself")
    }
}
