import ReduxRuntime
import XCTest
import ReduxTestSupport

/// The rule: an action dispatched while the store is dispatching is queued and runs, in FIFO
/// order, after the current action's complete pass; the outermost `dispatch` returns when the
/// queue is empty.
@MainActor
final class ReentrancyTests: XCTestCase {
    /// A store whose reducer records each action, and whose middleware dispatches the actions
    /// `reactions[action]` before (or after) calling `next`.
    private func makeStore(
        reactions: [CounterAction: [CounterAction]],
        dispatchBeforeNext: Bool,
        reduced: Recorder<CounterAction>,
        events: Recorder<String>? = nil
    ) -> Store<Counter, CounterAction> {
        let reacting = Middleware<Counter, CounterAction>.handler { context, action, next in
            events?.record("enter \(action)")
            if dispatchBeforeNext { reactions[action]?.forEach(context.dispatch) }
            next(action)
            if !dispatchBeforeNext { reactions[action]?.forEach(context.dispatch) }
            events?.record("leave \(action), value \(context.state.value)")
        }
        return Store(
            initialState: Counter(),
            reducer: { state, action in
                reduced.record(action)
                return CounterReducer.reduce(state, action)
            },
            middlewares: [reacting]
        )
    }

    func testActionsDispatchedBeforeNextRunAfterTheCurrentAction() async {
        let reduced = Recorder<CounterAction>()
        let events = Recorder<String>()
        let store = makeStore(
            reactions: [.add(1): [.add(10), .add(100)]],
            dispatchBeforeNext: true,
            reduced: reduced,
            events: events
        )
        store.dispatch(.add(1))
        XCTAssertEqual(reduced.values, [.add(1), .add(10), .add(100)])
        // The first action's pass completes (its "after" sees only its own change) before the
        // queued ones start.
        XCTAssertEqual(events.values, [
            "enter add(1)", "leave add(1), value 1",
            "enter add(10)", "leave add(10), value 11",
            "enter add(100)", "leave add(100), value 111",
        ])
        XCTAssertEqual(store.state.value, 111, "dispatch returns only once the queue is drained")
    }

    func testNestedReentrantDispatchesAreFIFO() async {
        let reduced = Recorder<CounterAction>()
        let store = makeStore(
            reactions: [
                .add(1): [.add(2), .add(3)],
                .add(2): [.add(4)],
                .add(3): [.add(5)],
            ],
            dispatchBeforeNext: false,
            reduced: reduced
        )
        store.dispatch(.add(1))
        XCTAssertEqual(reduced.values, [.add(1), .add(2), .add(3), .add(4), .add(5)])
        XCTAssertEqual(store.state.value, 15)
    }

    func testSubscriberDispatchIsQueuedAfterOtherSubscribersAreNotified() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        let seen = Recorder<String>()
        store.subscribe { state in
            seen.record("first sees \(state.value)")
            if state.value == 1 { store.dispatch(.add(10)) }
        }
        store.subscribe { state in
            seen.record("second sees \(state.value)")
        }
        store.dispatch(.add(1))
        XCTAssertEqual(seen.values, [
            "first sees 0", "second sees 0",
            "first sees 1", "second sees 1",
            "first sees 11", "second sees 11",
        ])
        XCTAssertEqual(store.state.value, 11)
    }

    func testDispatchFromSubscribeCallbackIsQueued() async {
        let store = Store(initialState: Counter(), reducer: CounterReducer.reduce)
        let seen = Recorder<Int>()
        store.subscribe { state in
            seen.record(state.value)
            if state.value == 0 { store.dispatch(.add(1)) }
            seen.record(-state.value)  // marks the end of this call
        }
        // No nested delivery: the call with 0 ends before the call with 1 starts.
        XCTAssertEqual(seen.values, [0, 0, 1, -1])
    }

    func testActionsDispatchedDuringMiddlewareSetupRunOnceTheStoreIsReady() async {
        let reduced = Recorder<CounterAction>()
        let starting = Middleware<Counter, CounterAction> { context in
            context.dispatch(.note("started"))
            return { action, next in next(action) }
        }
        let doubling = Middleware<Counter, CounterAction>.handler { _, action, next in
            if case .add(let amount) = action { next(.add(amount * 2)) } else { next(action) }
        }
        let store = Store(
            initialState: Counter(),
            reducer: { state, action in
                reduced.record(action)
                return CounterReducer.reduce(state, action)
            },
            middlewares: [starting, doubling]
        )
        XCTAssertEqual(reduced.values, [.note("started")])
        store.dispatch(.add(1))
        XCTAssertEqual(store.state, Counter(value: 2, log: ["started"]))
    }

    func testReentrantDispatchFromReducerDoesNotRecurse() async {
        var storeRef: Store<Counter, CounterAction>?
        let depth = Recorder<Int>()
        var current = 0
        let store = Store<Counter, CounterAction>(
            initialState: Counter(),
            reducer: { state, action in
                current += 1
                depth.record(current)
                defer { current -= 1 }
                if action == .add(1) { storeRef?.dispatch(.add(2)) }
                return CounterReducer.reduce(state, action)
            }
        )
        storeRef = store
        store.dispatch(.add(1))
        XCTAssertEqual(depth.values, [1, 1])
        XCTAssertEqual(store.state.value, 3)
        storeRef = nil
    }
}
