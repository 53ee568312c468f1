import ReduxRuntime
import XCTest
@testable import GoldenFeatures
import ReduxTestSupport

/// The generated Todo loader: Todo has no requests, so its middleware passes every action on
/// to the reducer unchanged and never starts work.
@MainActor
final class TodoLoaderTests: XCTestCase {
    func testTodoLoaderPassesEveryActionOn() async {
        let reduced = Recorder<TodoAction>()
        let loader = TodoLoader(service: NoTodoService())
        let store = Store(
            initialState: TodoState(),
            reducer: TodoReducer.reduce,
            middlewares: [loader.middleware, recordingMiddleware(into: reduced)]
        )
        let actions: [TodoAction] = [.add(text: "milk"), .markDone(id: 1), .cleanDone]
        for action in actions {
            XCTAssertNil(loader.request(for: action), "\(action) started a request")
            store.dispatch(action)
        }
        XCTAssertEqual(reduced.values, actions)
        XCTAssertFalse(store.hasPendingWork)
        XCTAssertEqual(store.state, TodoState(), "the skeleton's TODOs change nothing")
    }
}
