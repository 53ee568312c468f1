import ReduxRuntime
import ReduxTesting
import XCTest

@testable import TeamChatKit

/// The to-do list's screens (Todo.yaml's `navigation: [stack, sheet]`): a row's detail pushed
/// onto the path that a `NavigationStack` binds to, a reminder, a sign-out and a deep link that set the whole path, and
/// the settings sheet presented and dismissed, through a `TestStore` (every state change
/// asserted) and through the view model on the app store, as SwiftUI drives it.
@MainActor
final class TodoNavigationTests: XCTestCase {
    private let milk = TodoItem(id: 7, title: "buy milk")
    private let mum = TodoItem(id: 9, title: "call mum", isDone: true)

    private func makeStore(items: [TodoItem]) -> TestStore<TodoState, TodoAction> {
        TestStore(
            initialState: TodoState(nextID: 10, rows: IdentifiedArray(items.map(TodoRowState.init))),
            reducer: TodoReducer.reduce,
            middlewares: [TodoLoader(service: FakeTodoService(stored: items)).middleware]
        )
    }

    func testOpeningARowPushesItsDetailAndBackPopsIt() async {
        let store = makeStore(items: [milk, mum])

        await store.send(.openItem(milk.id)) {
            $0.path = [.detail(id: self.milk.id)]
        }
        await store.send(.openItem(42))  // no such to-do: nothing is pushed
        await store.send(.pop) {
            $0.path = []
        }
        await store.finish()
    }

    func testAReminderShowsItsToDoRightAboveTheListWhateverWasShown() async {
        let store = makeStore(items: [milk, mum])

        await store.send(.openItem(milk.id)) {
            $0.path = [.detail(id: self.milk.id)]
        }
        await store.send(.present(.settings)) {
            $0.presented = .settings
        }
        await store.send(.reminderTapped(mum.id)) {
            $0.path = [.detail(id: self.mum.id)]  // TodoRouting's .setPath: milk's detail is closed
            $0.presented = nil
        }
        await store.send(.reminderTapped(42))  // a reminder of a to-do that is gone: the screens stay
        await store.finish()
    }

    func testASignOutLeavesTheSignInScreenAloneOnThePathWhateverWasShown() async {
        let store = makeStore(items: [milk, mum])

        await store.send(.openItem(milk.id)) {
            $0.path = [.detail(id: self.milk.id)]
        }
        await store.send(.openItem(mum.id)) {
            $0.path = [.detail(id: self.milk.id), .detail(id: self.mum.id)]
        }
        await store.send(.present(.settings)) {
            $0.presented = .settings
        }
        await store.send(.signOut) {
            $0.rows = []  // the signed-out account's to-dos leave the device
            $0.presented = nil
            $0.path = [.signIn]  // TodoRouting's .setPath: both details are closed
        }
        await store.send(.openItem(milk.id))  // a stale tap on a row that is gone: sign-in stays
        await store.finish()
    }

    func testADeepLinkSetsThePathAndPopToRootLeavesIt() async {
        let store = makeStore(items: [milk, mum])

        await store.send(.setPath([.detail(id: mum.id), .settings])) {
            $0.path = [.detail(id: self.mum.id), .settings]
        }
        await store.send(.popToRoot) {
            $0.path = []
        }
        await store.finish()
    }

    func testClearingCompletedToDosClosesTheirDetails() async {
        let store = makeStore(items: [milk, mum])

        await store.send(.setPath([.detail(id: milk.id), .detail(id: mum.id), .settings])) {
            $0.path = [.detail(id: self.milk.id), .detail(id: self.mum.id), .settings]
        }
        await store.send(.clearCompleted) {
            $0.rows = [TodoRowState(self.milk)]
            $0.path = [.detail(id: self.milk.id)]  // call mum's detail is gone, and what was above it
        }
        await store.finish()
    }

    func testAFetchedListClosesTheDetailOfAToDoTheServerNoLongerHas() async {
        let store = makeStore(items: [milk])

        await store.send(.present(.detail(id: 3))) {
            $0.presented = .detail(id: 3)
        }
        await store.send(.fetchTodos) {
            $0.fetchTodosStatus = .loading
        }
        await store.receive(.fetchTodosSuccess([milk])) {
            $0.fetchTodosStatus = .succeeded
            $0.nextID = 8
            $0.presented = nil
        }
        await store.finish()
    }

    func testTheSettingsSheetChangesTheFilterAndIsDismissed() async {
        let store = makeStore(items: [milk, mum])

        await store.send(.present(.settings)) {
            $0.presented = .settings
        }
        await store.send(.setFilter(.active)) {
            $0.filter = .active
        }
        await store.send(.dismissPresented) {
            $0.presented = nil
        }
        await store.finish()
    }

    // MARK: The view model on the app store

    private func makeApp() -> AppStore {
        AppStore(
            chat: FakeChatService(),
            todos: FakeTodoService(),
            initialState: TeamChatAppState(chat: TeamChatState(), todos: TodoState(nextID: 10, rows: [TodoRowState(milk), TodoRowState(mum)])),
            environment: StoreEnvironment(clock: TestClock(), log: { _ in })
        )
    }

    func testTheViewModelsPathIsWhatTheStackShowsAndTheBackButtonSetsIt() async {
        let app = makeApp()
        let viewModel = app.makeTodoViewModel()

        viewModel.send(.openItem(mum.id))
        XCTAssertEqual(viewModel.path, [.detail(id: mum.id)])
        XCTAssertEqual(app.store.state.todos.path, [.detail(id: mum.id)])

        // What NavigationStack(path: $viewModel.path) does when the user taps back.
        viewModel.path.removeLast()
        XCTAssertEqual(viewModel.path, [])
        XCTAssertEqual(app.store.state.todos.path, [])
    }

    func testTheViewModelsSheetBindingPresentsAndDismissesTheSettings() async {
        let app = makeApp()
        let viewModel = app.makeTodoViewModel()

        // What a toolbar button does, then `.sheet(item: $viewModel.presented)` when swiped away.
        viewModel.presented = .settings
        XCTAssertEqual(app.store.state.todos.presented, .settings)
        viewModel.send(.setFilter(.completed))
        XCTAssertEqual(viewModel.rows, [TodoRowState(mum)])
        viewModel.presented = nil
        XCTAssertNil(app.store.state.todos.presented)
        XCTAssertEqual(viewModel.props, TodoProps(rows: [TodoRowState(mum)], filter: .completed, canClearCompleted: true))
    }
}
