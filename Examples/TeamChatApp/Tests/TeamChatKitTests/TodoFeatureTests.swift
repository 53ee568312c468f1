import ReduxRuntime
import XCTest

@testable import TeamChatKit

/// The Todo feature (internal, hence `@testable`) run through a `Store` with its generated
/// loader middleware and a fake service.
@MainActor
final class TodoFeatureTests: XCTestCase {
    private let stored = [
        TodoItem(id: 7, title: "buy milk"),
        TodoItem(id: 9, title: "call mum", isDone: true),
    ]

    private func makeStore(_ service: FakeTodoService, state: TodoState = TodoState()) -> Store<TodoState, TodoAction> {
        Store(initialState: state, reducer: TodoReducer.reduce, middlewares: [TodoLoader(service: service).middleware])
    }

    func testFetchTodosIsLoadingThenSucceedsIntoItems() async {
        let store = makeStore(FakeTodoService(stored: stored))

        store.dispatch(.fetchTodos)
        XCTAssertEqual(store.state.fetchTodosStatus, .loading)
        await settle(store)

        XCTAssertEqual(store.state.fetchTodosStatus, .succeeded)
        XCTAssertEqual(store.state.items, stored)
        XCTAssertEqual(store.state.nextID, 10, "new ids follow the fetched ones")
        store.dispatch(.add(title: "water plants"))
        XCTAssertEqual(store.state.items.last, TodoItem(id: 10, title: "water plants"))
    }

    func testSaveTodosFailureIsARequestError() async {
        let store = makeStore(FakeTodoService(saveFailure: ServerRefusal()))

        store.dispatch(.saveTodos(items: stored))
        await settle(store)

        XCTAssertEqual(store.state.saveTodosStatus, .failed(RequestError(ServerRefusal())))
        XCTAssertEqual(store.state.saveTodosStatus.failure?.description, "HTTP 409: the list changed on the server")
    }

    func testASaveWhileOneIsInFlightIsIgnored() async {
        let service = FakeTodoService(holdSaves: true)
        let store = makeStore(service)

        store.dispatch(.saveTodos(items: stored))
        store.dispatch(.saveTodos(items: []))  // policy first: ignored while the first runs
        await service.gates.open("save")
        await settle(store)

        XCTAssertEqual(store.state.saveTodosStatus, .succeeded)
        let saved = await service.saved
        XCTAssertEqual(saved, [stored])
    }

    func testSynchronousActionsFollowTheReducerLogic() {
        let store = makeStore(FakeTodoService())

        store.dispatch(.add(title: "write tests"))
        store.dispatch(.add(title: "   "))  // blank titles are ignored
        store.dispatch(.add(title: "ship"))
        XCTAssertEqual(store.state.items.map(\.title), ["write tests", "ship"])
        XCTAssertEqual(store.state.items.map(\.id), [1, 2])

        store.dispatch(.toggle(1))
        store.dispatch(.toggle(42))  // no such to-do: nothing happens
        XCTAssertEqual(store.state.items.map(\.isDone), [true, false])

        store.dispatch(.setFilter(.active))
        XCTAssertEqual(store.state.visibleItems.map(\.title), ["ship"])
        store.dispatch(.setFilter(.completed))
        XCTAssertEqual(store.state.visibleItems.map(\.title), ["write tests"])

        store.dispatch(.clearCompleted)
        XCTAssertEqual(store.state.items.map(\.title), ["ship"])
        XCTAssertEqual(store.state.visibleItems, [])
    }
}
