import ReduxRuntime
import ReduxTestSupport
import XCTest

/// `first`, `queue`, `concurrent` and per-key policies, with calls answered out of order.
/// (`latest` against out-of-order answers: `RequestRunnerTests`.)
@MainActor
final class RequestPolicyTests: XCTestCase {
    private let harness = RequestHarness()

    func testLatestThroughTheTypedInitializerDropsTheSupersededAnswer() async {
        let harness = harness
        let store = harness.makeStore { harness.request($0, policy: .latest) }
        store.dispatch(.fetch("a"))
        store.dispatch(.fetch("ab"))
        await waitForCalls(2, of: harness)
        await harness.calls.answer(to: "ab", with: .success("answer to ab"))
        await waitForCount(1, in: harness.performed)
        await harness.calls.answer(to: "a", with: .success("answer to a"))
        await settle(store)
        XCTAssertEqual(harness.answers, [.answered("answer to ab")])
        XCTAssertEqual(Set(harness.performed.values), ["a, cancelled: true", "ab, cancelled: false"])
    }

    func testFirstDropsACallWhileOneIsInFlightAndLogsIt() async {
        let harness = harness
        let store = harness.makeStore { harness.request($0, policy: .first) }
        store.dispatch(.fetch("a"))
        store.dispatch(.fetch("ab"))
        XCTAssertEqual(harness.log.lines, ["reduxgen: dropped fetch: a call is in flight (policy first)"])
        await harness.calls.open(with: .success("answer"))
        await settle(store)
        let arguments = await harness.arguments
        XCTAssertEqual(arguments, ["a"], "the dropped call reached the service")
        XCTAssertEqual(harness.answers, [.answered("answer")])
        XCTAssertEqual(harness.log.lines.count, 1)
    }

    func testQueueRunsCallsOneAfterAnotherInDispatchOrderWhateverTheOrderOfTheAnswers() async {
        let harness = harness
        let store = harness.makeStore { harness.request($0, policy: .queue) }
        // The later calls' answers are ready before the first call is even made.
        await harness.calls.answer(to: "c", with: .success("answer to c"))
        await harness.calls.answer(to: "b", with: .success("answer to b"))
        store.dispatch(.fetch("a"))
        store.dispatch(.fetch("b"))
        store.dispatch(.fetch("c"))
        await waitForCalls(1, of: harness)
        XCTAssertEqual(harness.runner?.isRunning(id: RequestID("fetch")), true)
        await harness.calls.answer(to: "a", with: .success("answer to a"))
        await settle(store)

        let arguments = await harness.arguments
        XCTAssertEqual(arguments, ["a", "b", "c"], "calls were not made in dispatch order")
        XCTAssertEqual(harness.answers, [.answered("answer to a"), .answered("answer to b"), .answered("answer to c")])
        XCTAssertEqual(harness.performed.values, ["a, cancelled: false", "b, cancelled: false", "c, cancelled: false"])
        XCTAssertEqual(harness.runner?.isRunning(id: RequestID("fetch")), false)
        XCTAssertEqual(harness.log.lines, [])
    }

    func testConcurrentRunsEveryCallAtOnceAndDispatchesTheAnswersAsTheyArrive() async {
        let harness = harness
        let store = harness.makeStore { harness.request($0, policy: .concurrent) }
        store.dispatch(.fetch("a"))
        store.dispatch(.fetch("b"))
        store.dispatch(.fetch("c"))
        // All three are in flight together: none waits for another's answer.
        await waitForCalls(3, of: harness)
        await harness.calls.answer(to: "c", with: .success("answer to c"))
        await waitForCount(4, in: harness.reduced)
        await harness.calls.answer(to: "a", with: .failure(Offline()))
        await waitForCount(5, in: harness.reduced)
        await harness.calls.answer(to: "b", with: .success("answer to b"))
        await settle(store)
        XCTAssertEqual(harness.answers, [
            .answered("answer to c"), .failed("a", RequestError(Offline())), .answered("answer to b"),
        ])
        XCTAssertEqual(Set(harness.performed.values), ["a, cancelled: false", "b, cancelled: false", "c, cancelled: false"])
    }

    func testCallsWithDifferentKeysAreIndependent() async {
        let harness = harness
        // The key is the query's first letter: "a1" and "a2" share one, "b1" has its own.
        let store = harness.makeStore { query in
            harness.request(query, id: RequestID("fetch", key: String(query.prefix(1))), policy: .latest)
        }
        store.dispatch(.fetch("a1"))
        store.dispatch(.fetch("b1"))
        store.dispatch(.fetch("a2"))
        XCTAssertEqual(harness.runner?.isRunning(id: RequestID("fetch", key: "a")), true)
        XCTAssertEqual(harness.runner?.isRunning(id: RequestID("fetch", key: "b")), true)
        XCTAssertEqual(harness.runner?.isRunning(id: RequestID("fetch")), false, "an id without a key is another id")
        await waitForCalls(3, of: harness)
        await harness.calls.answer(to: "a2", with: .success("a2"))
        await harness.calls.answer(to: "b1", with: .success("b1"))
        await harness.calls.answer(to: "a1", with: .success("a1"))
        await settle(store)
        XCTAssertEqual(Set(harness.answers), [.answered("a2"), .answered("b1")], "a1 was superseded by a2 only")
        XCTAssertEqual(harness.answers.count, 2)
        XCTAssertEqual(Set(harness.performed.values), ["a1, cancelled: true", "a2, cancelled: false", "b1, cancelled: false"])
    }

    func testFirstAppliesPerKey() async {
        let harness = harness
        let store = harness.makeStore { query in
            harness.request(query, id: RequestID("fetch", key: String(query.prefix(1))), policy: .first)
        }
        store.dispatch(.fetch("a1"))
        store.dispatch(.fetch("b1"))
        store.dispatch(.fetch("a2"))
        XCTAssertEqual(harness.log.lines, ["reduxgen: dropped fetch[a]: a call is in flight (policy first)"])
        await harness.calls.open(with: .success("answer"))
        await settle(store)
        let arguments = await harness.arguments
        XCTAssertEqual(Set(arguments), ["a1", "b1"])
        XCTAssertEqual(arguments.count, 2)
    }
}
