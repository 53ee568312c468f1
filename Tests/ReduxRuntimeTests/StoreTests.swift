import ReduxRuntime
import XCTest
import ReduxTestSupport

@MainActor
final class StoreTests: XCTestCase {
    func testInitialStateBeforeAnyAction() async {
        let store = Store(initialState: Counter(value: 7), reducer: CounterReducer.reduce)
        XCTAssertEqual(store.state, Counter(value: 7))
    }

    func testDispatchReducesSynchronously() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        store.dispatch(.add(2))
        XCTAssertEqual(store.state.value, 2)
        store.dispatch(.add(3))
        store.dispatch(.note("done"))
        XCTAssertEqual(store.state, Counter(value: 5, log: ["done"]))
    }

    func testReducerMayBeAClosure() async {
        let store = Store<Int, Int>(initialState: 1, reducer: { state, action in state * action })
        store.dispatch(3)
        store.dispatch(4)
        XCTAssertEqual(store.state, 12)
    }

    func testMiddlewaresRunInOrderAroundTheReducer() async {
        let events = Recorder<String>()
        func tracing(_ name: String) -> Middleware<Counter, CounterAction> {
            Middleware { context in
                return { action, next in
                    events.record("\(name) before, value \(context.state.value)")
                    next(action)
                    events.record("\(name) after, value \(context.state.value)")
                }
            }
        }
        let store = Store(
            initialState: Counter(),
            reducer: { state, action in
                events.record("reducer")
                return CounterReducer.reduce(state, action)
            },
            middlewares: [tracing("outer"), tracing("inner")]
        )
        store.dispatch(.add(1))
        XCTAssertEqual(events.values, [
            "outer before, value 0",
            "inner before, value 0",
            "reducer",
            "inner after, value 1",
            "outer after, value 1",
        ])
    }

    func testMiddlewareSetupRunsOncePerStoreInOrder() async {
        let setups = Recorder<String>()
        func named(_ name: String) -> Middleware<Counter, CounterAction> {
            Middleware { _ in
                setups.record(name)
                return { action, next in next(action) }
            }
        }
        let middlewares = [named("a"), named("b")]
        let first = Store(initialState: Counter(), reducer: CounterReducer.reduce, middlewares: middlewares)
        first.dispatch(.add(1))
        first.dispatch(.add(1))
        _ = Store(initialState: Counter(), reducer: CounterReducer.reduce, middlewares: middlewares)
        XCTAssertEqual(setups.values, ["a", "b", "a", "b"])
    }

    func testMiddlewareCanSwallowOrReplaceActions() async {
        let filter = Middleware<Counter, CounterAction>.handler { _, action, next in
            switch action {
            case .noop: return
            case .add(let amount) where amount < 0: next(.note("refused \(amount)"))
            default: next(action)
            }
        }
        let reduced = Recorder<CounterAction>()
        let store = Store(
            initialState: Counter(),
            reducer: { state, action in
                reduced.record(action)
                return CounterReducer.reduce(state, action)
            },
            middlewares: [filter]
        )
        store.dispatch(.noop)
        store.dispatch(.add(-1))
        store.dispatch(.add(4))
        XCTAssertEqual(reduced.values, [.note("refused -1"), .add(4)])
        XCTAssertEqual(store.state, Counter(value: 4, log: ["refused -1"]))
    }

    func testHandlerMiddlewareSeesContextState() async {
        let seen = Recorder<Int>()
        let store = Store(
            initialState: Counter(value: 10),
            reducer: CounterReducer.reduce,
            middlewares: [.handler { context, action, next in
                seen.record(context.state.value)
                next(action)
                seen.record(context.state.value)
            }]
        )
        store.dispatch(.add(5))
        XCTAssertEqual(seen.values, [10, 15])
    }

    func testStoreWithoutOtherReferencesIsDeallocated() async {
        weak var weakStore: Store<Counter, CounterAction>?
        do {
            let store = Store(
                initialState: Counter(),
                reducer: CounterReducer.reduce,
                middlewares: [.handler { _, action, next in next(action) }, .logging(to: { _ in })]
            )
            store.subscribe { _ in }
            _ = store.states
            store.dispatch(.add(1))
            weakStore = store
        }
        XCTAssertNil(weakStore, "the store is part of a reference cycle")
    }
}
