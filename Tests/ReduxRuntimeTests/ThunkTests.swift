import ReduxRuntime
import XCTest
import ReduxTestSupport

@MainActor
final class ThunkTests: XCTestCase {
    func testThunkDispatchesReadsStateAndAwaits() async {
        let answers = ControlledCalls<Int, Int>()
        let readings = Recorder<Int>()
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        store.dispatch(thunk: Thunk { context in
            context.dispatch(.add(1))
            readings.record(context.state.value)
            let amount = await answers.call(context.state.value)
            context.dispatch(.add(amount))
            readings.record(context.state.value)
        })
        XCTAssertEqual(store.state.value, 0, "the thunk starts in a task, after the current work")
        await awaitCompletion(of: "the thunk calls") { await answers.waitForCalls(1) }
        XCTAssertEqual(store.state.value, 1, "the thunk's first dispatch happened before it awaited")
        XCTAssertTrue(store.hasPendingWork)
        await answers.answer(0, with: 41)
        await settle(store)
        XCTAssertFalse(store.hasPendingWork)
        XCTAssertEqual(store.state.value, 42)
        XCTAssertEqual(readings.values, [1, 42])
        let arguments = await answers.arguments
        XCTAssertEqual(arguments, [1])
    }

    func testThunkGoesThroughMiddlewares() async {
        let lines = Recorder<String>()
        let store = Store(
            initialState: Counter(),
            reducer: CounterReducer.reduce,
            middlewares: [.logging(to: { lines.record($0) })]
        )
        let task = store.dispatch { context in
            context.dispatch(.note("from thunk"))
        }
        await task.value
        XCTAssertEqual(lines.values.first, "action: note(\"from thunk\")")
        XCTAssertEqual(store.state.log, ["from thunk"])
    }

    func testMiddlewareCanStartAThunk() async {
        let answers = ControlledCalls<Void, Int>()
        let starter = Middleware<Counter, CounterAction>.handler { context, action, next in
            next(action)
            guard action == .note("load") else { return }
            context.dispatch(thunk: Thunk { context in
                context.dispatch(.add(await answers.call(())))
            })
        }
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce, middlewares: [starter])
        store.dispatch(.note("load"))
        await answers.open(with: 7)
        await settle(store)
        XCTAssertEqual(store.state.value, 7)
    }
}
