import ReduxRuntime
import ReduxTesting
import XCTest

@testable import TeamChatKit

/// The to-do list's rows as child features (Todo.yaml's `children: rows`, TodoRow.yaml): each
/// row toggles itself and saves itself with its own `saveRow` call, run by the row loader that
/// `TodoChildren` lifts onto the list, once per row.
@MainActor
final class TodoRowTests: XCTestCase {
    private let milk = TodoItem(id: 7, title: "buy milk")
    private let mum = TodoItem(id: 9, title: "call mum")

    private func makeStore(_ service: FakeTodoService) -> TestStore<TodoState, TodoAction> {
        TestStore(
            initialState: TodoState(nextID: 10, rows: [TodoRowState(milk), TodoRowState(mum)]),
            reducer: TodoReducer.reduce,
            middlewares: [TodoLoader(service: service).middleware] + TodoChildren.loaders(rows: service)
        )
    }

    func testTogglingOneRowSavesOnlyThatRow() async {
        let service = FakeTodoService()
        let store = makeStore(service)

        await store.send(.rows(id: mum.id, .toggle)) {
            $0.rows[id: self.mum.id]?.isDone = true
        }
        await store.receive(.rows(id: mum.id, .saveRow)) {
            $0.rows[id: self.mum.id]?.saveRowStatus = .loading
        }
        await store.receive(.rows(id: mum.id, .saveRowSuccess(id: mum.id, isDone: true))) {
            $0.rows[id: self.mum.id]?.saveRowStatus = .succeeded
        }
        await store.finish()

        let savedRows = await service.savedRows
        XCTAssertEqual(savedRows, [FakeTodoService.SavedRow(id: mum.id, isDone: true)], "only the toggled row is saved")
        let savedLists = await service.saved
        XCTAssertEqual(savedLists, [], "a toggle does not save the whole list")
    }

    func testARowClearedWhileItsSaveIsInFlightHasItsAnswerDropped() async {
        let service = FakeTodoService(holdRowSaves: true)
        let store = makeStore(service)

        await store.send(.rows(id: milk.id, .toggle)) {
            $0.rows[id: self.milk.id]?.isDone = true
        }
        await store.receive(.rows(id: milk.id, .saveRow)) {
            $0.rows[id: self.milk.id]?.saveRowStatus = .loading
        }
        await service.gates.waitForArrivals(at: "saveRow \(milk.id)")
        await store.send(.clearCompleted) {
            $0.rows = [TodoRowState(self.mum)]
        }
        // The server answers the removed row's save: no action reaches the store.
        await service.gates.open("saveRow \(milk.id)")
        await store.finish()

        let savedRows = await service.savedRows
        XCTAssertEqual(savedRows, [FakeTodoService.SavedRow(id: milk.id, isDone: true)])
    }

    func testTheAppStoreSavesAToggledRowThroughItsService() async {
        let service = FakeTodoService()
        let app = AppStore(
            chat: FakeChatService(),
            todos: service,
            initialState: TeamChatAppState(chat: TeamChatState(), todos: TodoState(rows: [TodoRowState(milk)])),
            environment: StoreEnvironment(clock: TestClock(), log: { _ in })
        )

        app.store.dispatch(.todos(.rows(id: milk.id, .toggle)))
        await settle(app.store)

        XCTAssertEqual(app.store.state.todos.rows[id: milk.id]?.isDone, true)
        XCTAssertEqual(app.store.state.todos.rows[id: milk.id]?.saveRowStatus, .succeeded)
        let savedRows = await service.savedRows
        XCTAssertEqual(savedRows, [FakeTodoService.SavedRow(id: milk.id, isDone: true)])
    }
}
