import ReduxTestSupport
import ReduxTesting
import XCTest

@testable import ReduxRuntime

/// Retry with backoff, timeout and debounce, driven by the store environment's test clock.
@MainActor
final class RequestTimingTests: XCTestCase {
    private let harness = RequestHarness()

    // MARK: retry

    func testRetryWaitsTheDoublingBackoffOnTheClockBeforeEachRetry() async {
        let harness = harness, clock = harness.clock
        let store = harness.makeStore {
            harness.request($0, retry: RetryPolicy(attempts: 2, backoff: .milliseconds(100)))
        }
        store.dispatch(.fetch("a"))
        await waitForCalls(1, of: harness)
        await harness.calls.answer(0, with: .failure(Offline()))

        // First backoff: 100 ms.
        await waitForSleepers(1, on: clock)
        await clock.advance(by: .milliseconds(99))
        XCTAssertEqual(clock.sleeperCount, 1, "the retry did not wait for its backoff")
        var count = await harness.calls.count
        XCTAssertEqual(count, 1)
        await clock.advance(by: .milliseconds(1))
        await waitForCalls(2, of: harness)
        await harness.calls.answer(1, with: .failure(Offline()))

        // Second backoff: 200 ms.
        await waitForSleepers(1, on: clock)
        await clock.advance(by: .milliseconds(199))
        XCTAssertEqual(clock.sleeperCount, 1, "the second retry did not wait twice as long")
        count = await harness.calls.count
        XCTAssertEqual(count, 2)
        await clock.advance(by: .milliseconds(1))
        await waitForCalls(3, of: harness)
        await harness.calls.answer(2, with: .success("third time lucky"))
        await settle(store)

        XCTAssertEqual(harness.answers, [.answered("third time lucky")], "a failure before the last attempt was dispatched")
        XCTAssertEqual(clock.now, TestClock.Instant(offset: .milliseconds(300)))
        XCTAssertEqual(harness.runner?.isRunning(id: RequestID("fetch")), false)
    }

    func testRetryDispatchesTheLastFailureWhenTheAttemptsRunOut() async {
        let harness = harness, clock = harness.clock
        let store = harness.makeStore {
            harness.request($0, retry: RetryPolicy(attempts: 1, backoff: .seconds(1)))
        }
        store.dispatch(.fetch("a"))
        await harness.calls.open(with: .failure(Offline()))
        await waitForSleepers(1, on: clock)
        XCTAssertEqual(harness.answers, [], "the first failure was dispatched before its retry")
        await clock.advance(by: .seconds(1))
        await settle(store)
        let count = await harness.calls.count
        XCTAssertEqual(count, 2, "one call and one retry")
        XCTAssertEqual(harness.answers, [.failed("a", RequestError(Offline()))])
    }

    func testASuccessIsNotRetried() async {
        let harness = harness
        let store = harness.makeStore {
            harness.request($0, retry: RetryPolicy(attempts: 3, backoff: .seconds(1)))
        }
        store.dispatch(.fetch("a"))
        await harness.calls.open(with: .success("answer"))
        await settle(store)
        let count = await harness.calls.count
        XCTAssertEqual(count, 1)
        XCTAssertEqual(harness.answers, [.answered("answer")])
    }

    // MARK: timeout

    func testATimeoutCancelsTheAttemptAndDispatchesATimeoutFailure() async {
        let harness = harness, clock = harness.clock
        let store = harness.makeStore { harness.request($0, timeout: .seconds(1)) }
        store.dispatch(.fetch("a"))
        await waitForCalls(1, of: harness)
        await waitForSleepers(1, on: clock)
        await clock.advance(by: .milliseconds(999))
        XCTAssertEqual(harness.answers, [])
        XCTAssertTrue(store.hasPendingWork)
        await clock.advance(by: .milliseconds(1))
        await settle(store)

        XCTAssertEqual(harness.answers, [.failed("a", .timedOut(after: .seconds(1)))])
        guard case .failed(_, let error) = harness.answers.first else { return XCTFail("no failure") }
        XCTAssertTrue(error.isTimeout)
        XCTAssertTrue(error.underlying is RequestTimedOut)

        // The abandoned attempt was cancelled, and its late answer goes nowhere.
        await harness.calls.answer(0, with: .success("too late"))
        await waitForCount(1, in: harness.performed)
        XCTAssertEqual(harness.performed.values, ["a, cancelled: true"])
        await settle(store)
        XCTAssertEqual(harness.answers.count, 1)
    }

    /// The harness's calls ignore their cancellation until the test answers them.
    func testATimedOutAttemptThatIgnoresCancellationIsTheStoresWorkUntilItReturnsAndSettlingDoesNotWait() async {
        let harness = harness, clock = harness.clock
        let store = harness.makeStore { harness.request($0, timeout: .seconds(1)) }
        store.dispatch(.fetch("a"))
        await waitForCalls(1, of: harness)
        XCTAssertEqual(store.tracker.count(of: .attempt), 1, "the racing attempt is not the store's work")
        await waitForSleepers(1, on: clock)
        await clock.advance(by: .seconds(1))
        await settle(store)
        XCTAssertEqual(harness.answers, [.failed("a", .timedOut(after: .seconds(1)))])
        XCTAssertFalse(store.hasPendingWork, "an abandoned attempt counts as pending work")
        XCTAssertEqual(store.tracker.count(of: .attempt), 1, "the abandoned attempt, still running, is not the store's work")

        await harness.calls.answer(0, with: .success("too late"))
        await waitForCount(1, in: harness.performed)
        await awaitCompletion(of: "the attempt leaves the store's work") { @MainActor in
            while store.tracker.count(of: .attempt) > 0 { await Task.yield() }
        }
        await settle(store)
        XCTAssertEqual(harness.answers.count, 1, "the abandoned attempt's answer reached the store")
    }

    func testReleasingTheStoreCancelsTheAttemptItRaces() async {
        let harness = harness, clock = harness.clock
        var store: FetchStore? = harness.makeStore { harness.request($0, timeout: .seconds(1)) }
        store?.dispatch(.fetch("a"))
        await waitForCalls(1, of: harness)
        await waitForSleepers(1, on: clock)
        store = nil
        await harness.calls.answer(0, with: .success("after the store"))
        await waitForCount(1, in: harness.performed)
        XCTAssertEqual(harness.performed.values, ["a, cancelled: true"])
        XCTAssertEqual(harness.answers, [])
    }

    func testAnAnswerBeforeTheTimeoutWins() async {
        let harness = harness, clock = harness.clock
        let store = harness.makeStore { harness.request($0, timeout: .seconds(1)) }
        store.dispatch(.fetch("a"))
        await waitForSleepers(1, on: clock)
        await harness.calls.open(with: .success("in time"))
        await settle(store)
        XCTAssertEqual(harness.answers, [.answered("in time")])
        XCTAssertEqual(clock.sleeperCount, 0, "the timeout's sleep was not cancelled")
    }

    func testATimedOutAttemptIsRetried() async {
        let harness = harness, clock = harness.clock
        let store = harness.makeStore {
            harness.request($0, retry: RetryPolicy(attempts: 1, backoff: .milliseconds(500)), timeout: .seconds(1))
        }
        store.dispatch(.fetch("a"))
        await waitForCalls(1, of: harness)
        await waitForSleepers(1, on: clock)
        await clock.advance(by: .seconds(1))
        // Now the backoff sleeps.
        await waitForSleepers(1, on: clock)
        await clock.advance(by: .milliseconds(500))
        await waitForCalls(2, of: harness)
        await harness.calls.answer(1, with: .success("second attempt"))
        await settle(store)
        XCTAssertEqual(harness.answers, [.answered("second attempt")])
        await harness.calls.answer(0, with: .success("released"))
    }

    func testATimeoutWithoutATimedOutActionIsLoggedAndDispatchesNothing() async {
        let harness = harness, clock = harness.clock
        let calls = harness.calls
        let store = harness.makeStore { query in
            Request(id: RequestID("bare"), timeout: .seconds(2)) {
                .success(.answered((try? await calls.call(query).get()) ?? "failed"))
            }
        }
        store.dispatch(.fetch("a"))
        await waitForSleepers(1, on: clock)
        await clock.advance(by: .seconds(2))
        await settle(store)
        XCTAssertEqual(harness.answers, [])
        XCTAssertEqual(harness.log.lines, ["reduxgen: bare timed out after 2.0 seconds and has no timedOut action; nothing dispatched"])
        await calls.open(with: .success("released"))
    }

    // MARK: debounce

    func testDebounceRunsOnlyTheLastCallOfABurstAfterItsQuiet() async {
        let harness = harness, clock = harness.clock
        let store = harness.makeStore { harness.request($0, debounce: .milliseconds(300)) }
        store.dispatch(.fetch("a"))
        await waitForSleepers(1, on: clock)
        await clock.advance(by: .milliseconds(200))
        store.dispatch(.fetch("ab"))
        XCTAssertEqual(clock.sleeperCount, 0, "the earlier call still waits")
        XCTAssertEqual(harness.runner?.isRunning(id: RequestID("fetch")), true, "a debouncing call counts as running")
        await waitForSleepers(1, on: clock)
        await clock.advance(by: .milliseconds(299))
        var count = await harness.calls.count
        XCTAssertEqual(count, 0, "a call started before its quiet")
        await clock.advance(by: .milliseconds(1))
        await waitForCalls(1, of: harness)
        await harness.calls.open(with: .success("answer"))
        await settle(store)

        let arguments = await harness.arguments
        XCTAssertEqual(arguments, ["ab"])
        XCTAssertEqual(harness.answers, [.answered("answer")])
        XCTAssertEqual(clock.now, TestClock.Instant(offset: .milliseconds(500)))
        count = await harness.calls.count
        XCTAssertEqual(count, 1)
    }

    func testDebounceThenPolicy() async {
        let harness = harness, clock = harness.clock
        let store = harness.makeStore { harness.request($0, policy: .first, debounce: .milliseconds(300)) }
        store.dispatch(.fetch("a"))
        await waitForSleepers(1, on: clock)
        await clock.advance(by: .milliseconds(300))
        await waitForCalls(1, of: harness)
        // A second burst while the first call is in flight is dropped by `first` once its quiet ends.
        store.dispatch(.fetch("b"))
        await waitForSleepers(1, on: clock)
        await clock.advance(by: .milliseconds(300))
        await awaitCompletion(of: "the drop is logged") { [log = harness.log] in await log.waitForLines(1) }
        XCTAssertEqual(harness.log.lines, ["reduxgen: dropped fetch: a call is in flight (policy first)"])
        await harness.calls.open(with: .success("answer"))
        await settle(store)
        let arguments = await harness.arguments
        XCTAssertEqual(arguments, ["a"])
    }
}
