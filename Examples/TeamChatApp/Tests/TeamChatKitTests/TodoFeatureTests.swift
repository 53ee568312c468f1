import ReduxRuntime
import ReduxTesting
import XCTest

@testable import TeamChatKit

/// The Todo feature (internal, hence `@testable`) run through a `TestStore` with its generated
/// loader middleware, its rows' loader lifted by `TodoChildren`, and a fake service: every
/// state change and every answer asserted.
@MainActor
final class TodoFeatureTests: XCTestCase {
    private let stored = [
        TodoItem(id: 7, title: "buy milk"),
        TodoItem(id: 9, title: "call mum", isDone: true),
    ]

    /// What the runtime logged, such as a call that `policy: first` dropped.
    private let logged = MockCalls<String>()

    private func makeStore(_ service: FakeTodoService, state: TodoState = TodoState()) -> TestStore<TodoState, TodoAction> {
        TestStore(
            initialState: state,
            reducer: TodoReducer.reduce,
            middlewares: [TodoLoader(service: service).middleware] + TodoChildren.loaders(rows: service),
            environment: StoreEnvironment(log: { [logged] in logged.record($0) })
        )
    }

    func testFetchTodosIsLoadingThenSucceedsIntoRows() async {
        let store = makeStore(FakeTodoService(stored: stored))

        await store.send(.fetchTodos) {
            $0.fetchTodosStatus = .loading
        }
        await store.receive(.fetchTodosSuccess(stored)) {
            $0.fetchTodosStatus = .succeeded
            $0.rows = IdentifiedArray(self.stored.map(TodoRowState.init))  // a row per fetched to-do
            $0.nextID = 10  // new ids follow the fetched ones
        }
        await store.send(.add(title: "water plants")) {
            $0.rows.append(TodoRowState(id: 10, title: "water plants"))
            $0.nextID = 11
        }
        await store.finish()
    }

    func testSaveTodosFailureIsARequestError() async {
        let store = makeStore(FakeTodoService(saveFailure: ServerRefusal()))

        await store.send(.saveTodos(items: stored)) {
            $0.saveTodosStatus = .loading
        }
        await store.receive(.saveTodosFailure(items: stored, RequestError(ServerRefusal()))) {
            $0.saveTodosStatus = .failed(RequestError(ServerRefusal()))
        }
        XCTAssertEqual(store.state.saveTodosStatus.failure?.description, "HTTP 409: the list changed on the server")
        await store.finish()
    }

    func testASaveWhileOneIsInFlightIsIgnored() async {
        let service = FakeTodoService(holdSaves: true)
        let store = makeStore(service)

        await store.send(.saveTodos(items: stored)) {
            $0.saveTodosStatus = .loading
        }
        await store.send(.saveTodos(items: []))  // policy first: ignored while the first runs
        XCTAssertEqual(logged.all, ["reduxgen: dropped saveTodos: a call is in flight (policy first)"], "a dropped call is logged")
        await service.gates.open("save")
        await store.receive(.saveTodosSuccess(items: stored)) {
            $0.saveTodosStatus = .succeeded
        }
        await store.finish()

        let saved = await service.saved
        XCTAssertEqual(saved, [stored])
    }

    func testSynchronousActionsFollowTheReducerLogic() async {
        let store = makeStore(FakeTodoService())

        await store.send(.add(title: "write tests")) {
            $0.rows = [TodoRowState(id: 1, title: "write tests")]
            $0.nextID = 2
        }
        await store.send(.add(title: "   "))  // blank titles are ignored
        await store.send(.add(title: "ship")) {
            $0.rows.append(TodoRowState(id: 2, title: "ship"))
            $0.nextID = 3
        }

        await store.send(.rows(id: 1, .toggle)) {
            $0.rows[id: 1]?.isDone = true
        }
        await store.receive(.rows(id: 1, .saveRow)) {  // the row saves itself after a toggle
            $0.rows[id: 1]?.saveRowStatus = .loading
        }
        await store.receive(.rows(id: 1, .saveRowSuccess(id: 1, isDone: true))) {
            $0.rows[id: 1]?.saveRowStatus = .succeeded
        }
        await store.send(.rows(id: 42, .toggle))  // no such to-do: nothing happens

        await store.send(.setFilter(.active)) {
            $0.filter = .active
        }
        XCTAssertEqual(store.state.visibleRows.map(\.title), ["ship"])
        await store.send(.setFilter(.completed)) {
            $0.filter = .completed
        }
        XCTAssertEqual(store.state.visibleRows.map(\.title), ["write tests"])

        await store.send(.clearCompleted) {
            $0.rows = [TodoRowState(id: 2, title: "ship")]
        }
        XCTAssertEqual(store.state.visibleRows, [])
        await store.finish()
    }
}
