import ReduxRuntime
import ReduxTestSupport
import XCTest

/// `dispatch(_:)` returns the work the action started: `finish()` waits for it, work that
/// work starts included, and cancelling the task that awaits it cancels the work.
@MainActor
final class StoreTaskTests: XCTestCase {
    private enum Action: Equatable, Sendable {
        /// Starts a call; its answer dispatches `loaded`.
        case load
        /// Starts a call whose answer dispatches `load`, which starts another.
        case loadTwice
        case loaded(Int)
        /// Dispatches `load` from the middleware, during this dispatch.
        case loadFromTheMiddleware
        /// Starts work that runs until it is cancelled.
        case watch
        case noop
    }

    private struct State: Equatable {
        var loaded: [Int] = []
    }

    private func makeStore(calls: ControlledCalls<Int, Int>, watch: Recorder<Bool> = Recorder()) -> Store<State, Action> {
        let middleware = Middleware<State, Action>.handler { context, action, next in
                next(action)
                switch action {
                case .load:
                    context.run {
                        let answer = await calls.call(1)
                        await context.dispatch(.loaded(answer))
                    }
                case .loadTwice:
                    context.run {
                        _ = await calls.call(0)
                        await context.dispatch(.load)
                    }
                case .loadFromTheMiddleware:
                    context.dispatch(.load)
                case .watch:
                    context.run {
                        try? await Task.sleep(for: .seconds(600))
                        let isCancelled = Task.isCancelled
                        await MainActor.run { watch.record(isCancelled) }
                    }
                case .loaded, .noop:
                    break
                }
        }
        return Store(initialState: State(), reducer: { (state: inout State, action: Action) in
            if case .loaded(let value) = action { state.loaded.append(value) }
        }, middlewares: [middleware])
    }

    func testFinishReturnsOnceTheWorkTheActionStartedIsOver() async {
        let calls = ControlledCalls<Int, Int>()
        let store = makeStore(calls: calls)
        let task = store.dispatch(.load)
        XCTAssertTrue(task.hasWork)
        await calls.answer(0, with: 7)
        await awaitCompletion(of: "the load finishes") { await task.finish() }
        XCTAssertEqual(store.state.loaded, [7], "finish returned before the answer was reduced")
    }

    func testTheWorkThatTheWorkStartsIsAwaitedToo() async {
        let calls = ControlledCalls<Int, Int>()
        let store = makeStore(calls: calls)
        let task = store.dispatch(.loadTwice)
        let finished = Recorder<Bool>()
        let waiter = Task { @MainActor in
            await task.finish()
            finished.record(true)
        }
        await calls.answer(0, with: 0)
        await calls.waitForCalls(2)
        XCTAssertEqual(finished.values, [], "finish returned while the load that the first call dispatched was running")
        await calls.answer(1, with: 9)
        await awaitCompletion(of: "both loads finish") { await waiter.value }
        XCTAssertEqual(store.state.loaded, [9])
    }

    func testAnActionDispatchedDuringADispatchAddsItsWorkToTheOuterDispatchs() async {
        let calls = ControlledCalls<Int, Int>()
        let store = makeStore(calls: calls)
        let task = store.dispatch(.loadFromTheMiddleware)
        XCTAssertTrue(task.hasWork, "the queued action's work is not the outer dispatch's")
        await calls.answer(0, with: 3)
        await awaitCompletion(of: "the load finishes") { await task.finish() }
        XCTAssertEqual(store.state.loaded, [3])
    }

    func testAnActionThatStartsNoWorkFinishesAtOnce() async {
        let store = makeStore(calls: ControlledCalls())
        let task = store.dispatch(.noop)
        XCTAssertFalse(task.hasWork)
        await awaitCompletion(of: "finish returns") { await task.finish() }
    }

    func testCancellingTheTaskThatAwaitsFinishCancelsTheWork() async {
        let watch = Recorder<Bool>()
        let store = makeStore(calls: ControlledCalls(), watch: watch)
        let view = Task { @MainActor in await store.dispatch(.watch).finish() }
        await Task.yield()
        view.cancel()
        await awaitCompletion(of: "the view's task ends") { await view.value }
        await settle(store)
        XCTAssertEqual(watch.values, [true], "the work went on after the view's task was cancelled")
    }

    func testCancelCancelsTheWorkAndAScopedStoreReturnsItsParentsWork() async {
        let watch = Recorder<Bool>()
        let store = makeStore(calls: ControlledCalls(), watch: watch)
        let scoped = store.scope(state: \.self, action: { $0 })
        let task = scoped.dispatch(.watch)
        XCTAssertTrue(task.hasWork)
        task.cancel()
        XCTAssertTrue(task.isCancelled)
        await settle(store)
        XCTAssertEqual(watch.values, [true])
    }
}
