import ReduxRuntime
import ReduxTestSupport
import XCTest

/// A sequence that ignores cancellation: each element is a call the test answers (`nil` ends it).
private struct StubbornSequence: AsyncSequence {
    typealias Element = String
    let calls: ControlledCalls<Int, String?>

    struct AsyncIterator: AsyncIteratorProtocol {
        let calls: ControlledCalls<Int, String?>
        var index = 0

        mutating func next() async -> String? {
            defer { index += 1 }
            return await calls.call(index)
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(calls: calls)
    }
}

@MainActor
final class StreamRunnerTests: XCTestCase {
    private let harness = StreamHarness()

    private func waitForEvents(_ count: Int) async {
        await awaitCompletion(of: "\(count) feed events") { [events = harness.feeds.events] in
            await events.waitForLines(count)
        }
    }

    func testStartingTwiceKeepsOneSubscription() async {
        let store = harness.makeStore()
        store.dispatch(.start(room: 1))
        store.dispatch(.start(room: 1))
        XCTAssertEqual(harness.runner?.isRunning(id: StreamHarness.id(1)), true)
        await waitForEvents(1)
        harness.feeds.feed(1).yield("hello")
        await waitForCount(3, in: harness.reduced)
        harness.feeds.feed(1).finish()
        await settle(store)
        XCTAssertEqual(harness.feeds.events.lines, ["made 1", "ended 1: finished"], "the sequence was made twice")
        XCTAssertEqual(harness.delivered, [.received(room: 1, "hello"), .finished(room: 1, error: nil)])
    }

    func testStopCancelsTheSubscriptionAndDispatchesNoFinished() async {
        let store = harness.makeStore()
        store.dispatch(.start(room: 1))
        await waitForEvents(1)
        harness.feeds.feed(1).yield("one")
        await waitForCount(2, in: harness.reduced)
        store.dispatch(.stop(room: 1))
        XCTAssertEqual(harness.runner?.isRunning(id: StreamHarness.id(1)), false)
        await waitForEvents(2)
        XCTAssertEqual(harness.feeds.events.lines, ["made 1", "ended 1: cancelled"])
        harness.feeds.feed(1).yield("two")
        await settle(store)
        XCTAssertEqual(harness.delivered, [.received(room: 1, "one")])
    }

    func testAfterStopNothingIsDispatchedEvenWhenTheSequenceIgnoresCancellation() async {
        let calls = ControlledCalls<Int, String?>()
        let reduced = Recorder<FeedAction>()
        weak var weakRunner: StreamRunner<FeedState, FeedAction>?
        let store = Store<FeedState, FeedAction>(
            initialState: FeedState(),
            reducer: { state, action in
                reduced.record(action)
                return state
            },
            middlewares: [Middleware { context in
                let runner = StreamRunner(context: context)
                weakRunner = runner
                runner.start(StreamSubscription(id: RequestID("stubborn")) {
                    StubbornSequence(calls: calls)
                } element: {
                    FeedAction.received(room: 0, $0)
                } finished: {
                    FeedAction.finished(room: 0, error: $0.map { String(describing: $0) })
                })
                // The handler keeps the runner alive, as a loader's middleware does.
                return { action, next in withExtendedLifetime(runner) { next(action) } }
            }]
        )
        await calls.answer(0, with: "first")
        await waitForCount(1, in: reduced)
        await awaitCompletion(of: "the second element is asked for") { await calls.waitForCalls(2) }
        weakRunner?.stop(id: RequestID("stubborn"))
        await calls.answer(1, with: "after stop")
        await calls.answer(2, with: nil)
        await settle(store)
        XCTAssertEqual(reduced.values, [.received(room: 0, "first")])
    }

    func testAFailingSequenceFinishesWithItsError() async {
        let store = harness.makeStore()
        store.dispatch(.start(room: 1))
        await waitForEvents(1)
        harness.feeds.feed(1).yield("one")
        harness.feeds.feed(1).finish(throwing: FeedBroke())
        await settle(store)
        XCTAssertEqual(harness.delivered, [.received(room: 1, "one"), .finished(room: 1, error: "FeedBroke()")])
        XCTAssertEqual(harness.runner?.isRunning(id: StreamHarness.id(1)), false)
    }

    func testAFinishingSequenceFinishesWithoutAnErrorAndFreesItsId() async {
        let store = harness.makeStore()
        store.dispatch(.start(room: 1))
        await waitForEvents(1)
        harness.feeds.feed(1).finish()
        await settle(store)
        XCTAssertEqual(harness.delivered, [.finished(room: 1, error: nil)])
        XCTAssertEqual(harness.runner?.isRunning(id: StreamHarness.id(1)), false)

        store.dispatch(.start(room: 1))
        await waitForEvents(3)
        XCTAssertEqual(harness.feeds.events.lines, ["made 1", "ended 1: finished", "made 1"])
        harness.feeds.feed(1).yield("again")
        harness.feeds.feed(1).finish()
        await settle(store)
        XCTAssertEqual(harness.delivered.last, .finished(room: 1, error: nil))
        XCTAssertEqual(harness.delivered.count, 3)
    }

    func testSubscriptionsWithDifferentIdsRunSideBySideAndStopAllStopsThem() async {
        let store = harness.makeStore()
        store.dispatch(.start(room: 1))
        store.dispatch(.start(room: 2))
        await waitForEvents(2)
        harness.feeds.feed(2).yield("to two")
        await waitForCount(3, in: harness.reduced)
        harness.feeds.feed(1).yield("to one")
        await waitForCount(4, in: harness.reduced)
        XCTAssertEqual(harness.delivered, [.received(room: 2, "to two"), .received(room: 1, "to one")])
        harness.runner?.stopAll()
        await waitForEvents(4)
        await settle(store)
        XCTAssertEqual(Set(harness.feeds.events.lines.suffix(2)), ["ended 1: cancelled", "ended 2: cancelled"])
        XCTAssertEqual(harness.delivered.count, 2, "a stopped subscription dispatched its end")
    }

    func testStopAllNamedStopsOnlyTheSubscriptionsOfThatName() async {
        let store = harness.makeStore()
        store.dispatch(.start(room: 1))
        store.dispatch(.start(room: 2))
        await waitForEvents(2)
        let presence = StreamSubscription<FeedAction>(id: RequestID("presence", key: 3)) { [feeds = harness.feeds] in
            feeds.updates(room: 3)
        } element: { _ in .received(room: 3, "present") } finished: { _ in .finished(room: 3, error: nil) }
        harness.runner?.start(presence)
        await waitForEvents(3)
        harness.runner?.stopAll(named: "roomUpdates")
        XCTAssertEqual(harness.runner?.isRunning(id: StreamHarness.id(1)), false)
        XCTAssertEqual(harness.runner?.isRunning(id: StreamHarness.id(2)), false)
        XCTAssertEqual(harness.runner?.isRunning(id: RequestID("presence", key: 3)), true)
        await waitForEvents(5)
        harness.feeds.feed(1).yield("late")
        harness.feeds.feed(3).yield("still here")
        await waitForCount(3, in: harness.reduced)
        XCTAssertEqual(harness.delivered, [.received(room: 3, "present")])
        harness.feeds.feed(3).finish()
        await settle(store)
    }
}
