import ReduxRuntime
import ReduxTestSupport
import XCTest

/// `cancel(id:)` of calls running, queued, debouncing and waiting to retry.
@MainActor
final class RequestCancelTests: XCTestCase {
    private let harness = RequestHarness()
    private let id = RequestID("fetch")

    func testCancelDropsTheRunningCallAndTheQueuedOnes() async {
        let harness = harness
        let store = harness.makeStore { harness.request($0, policy: .queue) }
        store.dispatch(.fetch("a"))
        store.dispatch(.fetch("b"))
        await waitForCalls(1, of: harness)
        harness.runner?.cancel(id: id)
        XCTAssertEqual(harness.runner?.isRunning(id: id), false)
        await harness.calls.open(with: .success("answer"))
        await settle(store)
        let arguments = await harness.arguments
        XCTAssertEqual(arguments, ["a"], "the queued call ran after cancel")
        XCTAssertEqual(harness.performed.values, ["a, cancelled: true"])
        XCTAssertEqual(harness.answers, [])

        // The id is free again.
        store.dispatch(.fetch("c"))
        await settle(store)
        XCTAssertEqual(harness.answers, [.answered("answer")])
    }

    func testCancelStopsADebouncingCall() async {
        let harness = harness, clock = harness.clock
        let store = harness.makeStore { harness.request($0, debounce: .milliseconds(300)) }
        store.dispatch(.fetch("a"))
        await waitForSleepers(1, on: clock)
        harness.runner?.cancel(id: id)
        XCTAssertEqual(clock.sleeperCount, 0, "the debounce still sleeps")
        XCTAssertEqual(harness.runner?.isRunning(id: id), false)
        await settle(store)
        await clock.advance(by: .seconds(1))
        await settle(store)
        let count = await harness.calls.count
        XCTAssertEqual(count, 0)
        XCTAssertEqual(harness.answers, [])
    }

    func testCancelStopsACallWaitingToRetry() async {
        let harness = harness, clock = harness.clock
        let store = harness.makeStore {
            harness.request($0, retry: RetryPolicy(attempts: 3, backoff: .seconds(1)))
        }
        store.dispatch(.fetch("a"))
        await harness.calls.open(with: .failure(Offline()))
        await waitForSleepers(1, on: clock)
        XCTAssertEqual(harness.runner?.isRunning(id: id), true, "a call waiting to retry counts as running")
        harness.runner?.cancel(id: id)
        XCTAssertEqual(clock.sleeperCount, 0)
        await settle(store)
        await clock.advance(by: .seconds(10))
        await settle(store)
        let count = await harness.calls.count
        XCTAssertEqual(count, 1, "the cancelled call was retried")
        XCTAssertEqual(harness.answers, [], "the cancelled call's failure was dispatched")
    }

    func testCancelStopsEveryConcurrentCallButNotOtherIds() async {
        let harness = harness
        let store = harness.makeStore { query in
            harness.request(query, id: RequestID(query == "other" ? "other" : "fetch"), policy: .concurrent)
        }
        store.dispatch(.fetch("a"))
        store.dispatch(.fetch("b"))
        store.dispatch(.fetch("other"))
        harness.runner?.cancel(id: id)
        XCTAssertEqual(harness.runner?.isRunning(id: RequestID("other")), true)
        await harness.calls.open(with: .success("answer"))
        await settle(store)
        XCTAssertEqual(harness.answers, [.answered("answer")])
        XCTAssertEqual(Set(harness.performed.values), ["a, cancelled: true", "b, cancelled: true", "other, cancelled: false"])
    }

    func testCancelAllCancelsEveryId() async {
        let harness = harness
        let store = harness.makeStore { harness.request($0, id: RequestID("fetch", key: $0)) }
        store.dispatch(.fetch("a"))
        store.dispatch(.fetch("b"))
        harness.runner?.cancelAll()
        XCTAssertEqual(harness.runner?.isRunning(id: RequestID("fetch", key: "a")), false)
        await harness.calls.open(with: .success("answer"))
        await settle(store)
        XCTAssertEqual(harness.answers, [])
        XCTAssertEqual(Set(harness.performed.values), ["a, cancelled: true", "b, cancelled: true"])
    }
}
