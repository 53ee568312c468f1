import ReduxRuntime
import XCTest
import ReduxTestSupport

@MainActor
final class LoggingMiddlewareTests: XCTestCase {
    func testLogsActionThenOldStateThenNewState() async {
        let lines = Recorder<String>()
        let store = Store(
            initialState: Counter(value: 1),
            reducer: CounterReducer.reduce,
            middlewares: [.logging(to: { lines.record($0) })]
        )
        store.dispatch(.add(2))
        store.dispatch(.note("hi"))
        XCTAssertEqual(lines.values, [
            "action: add(2)",
            "prev state: Counter(value: 1, log: [])",
            "next state: Counter(value: 3, log: [])",
            "action: note(\"hi\")",
            "prev state: Counter(value: 3, log: [])",
            "next state: Counter(value: 3, log: [\"hi\"])",
        ])
    }

    func testNextStateIsThisActionsResultEvenWhenAnInnerMiddlewareDispatches() async {
        let lines = Recorder<String>()
        let echo = Middleware<Counter, CounterAction>.handler { context, action, next in
            next(action)
            if action == .add(1) { context.dispatch(.add(10)) }
        }
        let store = Store(
            initialState: Counter(),
            reducer: CounterReducer.reduce,
            middlewares: [.logging(to: { lines.record($0) }), echo]
        )
        store.dispatch(.add(1))
        XCTAssertEqual(lines.values, [
            "action: add(1)",
            "prev state: Counter(value: 0, log: [])",
            "next state: Counter(value: 1, log: [])",
            "action: add(10)",
            "prev state: Counter(value: 1, log: [])",
            "next state: Counter(value: 11, log: [])",
        ])
    }
}
