import ReduxRuntime
import ReduxTestSupport
import ReduxTesting
import XCTest

private enum AppAction: Hashable, Sendable {
    case fetch(String)
    case answered(String)
    case startFeed
    case received(String)
    case feedFinished
}

/// Releasing a store while its calls, waits and streams run.
@MainActor
final class StoreReleaseTests: XCTestCase {
    private let clock = TestClock()
    private let calls = ControlledCalls<String, String>()
    private let performed = Recorder<String>()
    private let feeds = Feeds()
    private let reduced = Recorder<AppAction>()

    private final class Handles {
        weak var requests: RequestRunner<Int, AppAction>?
        weak var streams: StreamRunner<Int, AppAction>?
    }

    private func makeStore(_ handles: Handles) -> Store<Int, AppAction> {
        let calls = calls, performed = performed, feeds = feeds, reduced = reduced
        let loader = Middleware<Int, AppAction> { context in
            let requests = RequestRunner(context: context)
            let streams = StreamRunner(context: context)
            handles.requests = requests
            handles.streams = streams
            return { action, next in
                next(action)
                switch action {
                case .fetch(let query):
                    // "slow" waits out a debounce; the others call at once.
                    let debounce: Duration? = query == "slow" ? .seconds(1) : nil
                    requests.run(Request(id: RequestID("fetch", key: query), debounce: debounce) { () async throws(Offline) -> String in
                        let answer = await calls.call(query)
                        await performed.record("\(query), cancelled: \(Task.isCancelled)")
                        return answer
                    } success: { .answered($0) } failure: { _ in .answered("failed") })
                case .startFeed:
                    streams.start(StreamSubscription(id: RequestID("feed")) {
                        feeds.updates(room: 1)
                    } element: { .received($0) } finished: { _ in .feedFinished })
                case .answered, .received, .feedFinished:
                    break
                }
            }
        }
        return Store(
            initialState: 0,
            reducer: { state, action in
                reduced.record(action)
                return state + 1
            },
            middlewares: [loader],
            environment: StoreEnvironment(clock: clock)
        )
    }

    func testReleasingTheStoreCancelsItsCallsWaitsAndStreamsAndFreesIt() async {
        let handles = Handles()
        var store: Store<Int, AppAction>? = makeStore(handles)
        weak let weakStore = store
        store?.dispatch(.fetch("now"))
        store?.dispatch(.fetch("slow"))
        store?.dispatch(.startFeed)
        await awaitCompletion(of: "the call") { [calls] in await calls.waitForCalls(1) }
        await awaitCompletion(of: "the debounce") { [clock] in await clock.waitForSleepers(1) }
        await awaitCompletion(of: "the feed") { [events = feeds.events] in await events.waitForLines(1) }
        XCTAssertEqual(reduced.values, [.fetch("now"), .fetch("slow"), .startFeed])

        store = nil

        XCTAssertNil(weakStore, "the running work kept the store alive")
        XCTAssertNil(handles.requests, "the request runner outlived its store")
        XCTAssertNil(handles.streams, "the stream runner outlived its store")
        XCTAssertEqual(clock.sleeperCount, 0, "the debounce was not cancelled")
        await awaitCompletion(of: "the feed ends") { [events = feeds.events] in await events.waitForLines(2) }
        XCTAssertEqual(feeds.events.lines, ["made 1", "ended 1: cancelled"])

        // The call in flight was cancelled; its answer and the feed's later elements go nowhere.
        feeds.feed(1).yield("late")
        await calls.open(with: "late answer")
        await awaitCompletion(of: "the call returns") { [performed] in await performed.waitForCount(1) }
        XCTAssertEqual(performed.values, ["now, cancelled: true"])
        await clock.advance(by: .seconds(5))
        let count = await calls.count
        XCTAssertEqual(count, 1, "the debounced call ran after the store was released")
        XCTAssertEqual(reduced.values, [.fetch("now"), .fetch("slow"), .startFeed])
    }

    func testReleasingTheStoreCancelsItsThunksAndItsMiddlewaresTasks() async {
        let cancelled = Recorder<String>()
        let started = Recorder<String>()
        var context: MiddlewareContext<Int, Int>?
        let keeper = Middleware<Int, Int> { storeContext in
            context = storeContext
            return { action, next in next(action) }
        }
        var store: Store<Int, Int>? = Store(initialState: 0, reducer: { (state: inout Int, action: Int) in state += action }, middlewares: [keeper])
        /// Work that sleeps until cancelled, then says so.
        @Sendable func waitForCancellation(_ name: String) async {
            await started.record(name)
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(1)) }
            await cancelled.record(name)
        }
        store?.dispatch(thunk: { _ in await waitForCancellation("thunk") })
        context?.run { await waitForCancellation("task") }
        await waitForCount(2, in: started)

        store = nil

        await waitForCount(2, in: cancelled)
        XCTAssertEqual(Set(cancelled.values), ["thunk", "task"])
        // The context outlives its store (a middleware may keep it): work started now starts cancelled.
        let late = context?.run { await waitForCancellation("late") }
        await late?.value
        XCTAssertEqual(cancelled.values.last, "late")
    }
}
