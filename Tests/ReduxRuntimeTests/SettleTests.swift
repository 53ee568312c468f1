import ReduxRuntime
import XCTest
import ReduxTestSupport

@MainActor
final class SettleTests: XCTestCase {
    func testSettleReturnsAtOnceWhenIdle() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        XCTAssertFalse(store.hasPendingWork)
        await settle(store)
        XCTAssertEqual(store.state, Counter())
    }

    func testSettleAwaitsWorkStartedByWork() async {
        let answers = ControlledCalls<String, Int>()
        let outer = TaskBox()
        // On `.noop` it starts work that waits for an answer, dispatches it, then starts inner
        // work that does the same, and ends.
        let chained = Middleware<Counter, CounterAction>.handler { context, action, next in
            next(action)
            guard action == .noop else { return }
            outer.task = context.run {
                let first = await answers.call("outer")
                await context.dispatch(.add(first))
                await context.run {
                    let second = await answers.call("inner")
                    await context.dispatch(.add(second))
                }
            }
        }
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce, middlewares: [chained])
        store.dispatch(.noop)
        XCTAssertTrue(store.hasPendingWork)

        // What the store looks like when `settle()` returns.
        let whenSettled = Recorder<String>()
        let waiter = Task { @MainActor in
            await store.settle()
            whenSettled.record("value \(store.state.value), pending work: \(store.hasPendingWork)")
        }
        await answers.answer(to: "outer", with: 5)
        await outer.task?.value  // the outer work is over; the inner work waits for its answer
        await awaitCompletion(of: "the inner call") { await answers.waitForCalls(2) }
        await answers.answer(to: "inner", with: 5)
        await awaitCompletion(of: "settle returns") { await waiter.value }

        XCTAssertEqual(whenSettled.values, ["value 10, pending work: false"], "settle returned before the inner work ended")
        let arguments = await answers.arguments
        XCTAssertEqual(arguments, ["outer", "inner"])
    }

    func testSettleWaitsForWorkThatIsAnsweredLater() async {
        let answers = ControlledCalls<Void, Int>()
        let store = Store(
            initialState: Counter(),
            reducer: CounterReducer.reduce,
            middlewares: [.handler { context, action, next in
                next(action)
                if action == .noop {
                    context.run { await context.dispatch(.add(await answers.call(()))) }
                }
            }]
        )
        store.dispatch(.noop)
        store.dispatch(.noop)
        let settled = Recorder<Bool>()
        let waiter = Task { @MainActor in
            await store.settle()
            settled.record(true)
        }
        await awaitCompletion(of: "both calls") { await answers.waitForCalls(2) }
        await answers.answer(1, with: 2)
        XCTAssertEqual(settled.values, [], "settled with a call still unanswered")
        await answers.answer(0, with: 3)
        await waiter.value
        XCTAssertEqual(settled.values, [true])
        XCTAssertEqual(store.state.value, 5)
    }

    func testSettleIgnoringStreamsWaitsForTheOtherWorkWhileAStreamStaysOpen() async {
        let streams = StreamHarness()
        let answers = ControlledCalls<String, Int>()
        let loading = Middleware<FeedState, FeedAction>.handler { context, action, next in
            next(action)
            guard case .start = action else { return }
            context.run { _ = await answers.call("load") }
        }
        let store = streams.makeStore(extraMiddlewares: [loading])
        store.dispatch(.start(room: 1))
        await awaitCompletion(of: "the feed starts") { [events = streams.feeds.events] in await events.waitForLines(1) }

        let settled = Recorder<String>()
        let waiter = Task { @MainActor in
            await store.settle(ignoringStreams: true)
            settled.record("settled")
        }
        await awaitCompletion(of: "the load is called") { await answers.waitForCalls(1) }
        await Task.yield()
        XCTAssertEqual(settled.values, [], "settled before the load was answered")
        await answers.answer(0, with: 1)
        await awaitCompletion(of: "settled while the stream runs") { await waiter.value }
        XCTAssertEqual(settled.values, ["settled"])
        XCTAssertTrue(store.hasPendingWork, "the stream stopped")
        XCTAssertEqual(streams.feeds.events.lines, ["made 1"])

        store.dispatch(.stop(room: 1))
        await settle(store)
        XCTAssertFalse(store.hasPendingWork)
    }
}

/// Keeps a task handle that a middleware creates, for the test to await.
@MainActor
private final class TaskBox: Sendable {
    var task: Task<Void, Never>?
}
