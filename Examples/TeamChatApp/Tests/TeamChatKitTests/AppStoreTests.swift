import Observation
import ReduxRuntime
import ReduxTesting
import XCTest

@testable import TeamChatKit

/// The app of two features on one store (TeamChatApp.yaml, AppStore.swift): each feature's
/// reducer on its part, its loader lifted onto the app store, the chat's view model on the
/// chat's part of the store, and a reaction across features.
@MainActor
final class AppStoreTests: XCTestCase {
    private let todos = [TodoItem(id: 7, title: "buy milk"), TodoItem(id: 9, title: "call mum", isDone: true)]

    /// The app's store on a test clock, recording every app action that reaches it.
    private func makeApp(
        chat: FakeChatService = FakeChatService(),
        todos: FakeTodoService = FakeTodoService(),
        actions: ActionLog? = nil
    ) -> AppStore {
        AppStore(
            chat: chat,
            todos: todos,
            initialState: TeamChatAppState(chat: generalRoom(), todos: TodoState()),
            middlewares: actions.map { [$0.middleware] } ?? [],
            environment: StoreEnvironment(clock: TestClock(), log: { _ in })
        )
    }

    func testAnActionOfOneFeatureChangesOnlyItsPart() async {
        let app = makeApp()
        let start = app.store.state

        app.store.dispatch(.todos(.add(title: "water plants")))
        XCTAssertEqual(app.store.state.chat, start.chat)
        XCTAssertEqual(app.store.state.todos.items.map(\.title), ["water plants"])

        let todosAfterAdd = app.store.state.todos
        app.store.dispatch(.chat(.updateDraft("hi")))
        XCTAssertEqual(app.store.state.todos, todosAfterAdd)
        XCTAssertEqual(app.store.state.chat.draft, "hi")
    }

    func testLiftedLoadersAnswerIntoTheAppAction() async {
        let chat = FakeChatService(pages: [1: [.success(messages(1...3))]])
        let actions = ActionLog()
        let app = makeApp(chat: chat, todos: FakeTodoService(stored: todos), actions: actions)

        app.store.dispatch(.chat(.loadMessages(page: 1)))
        app.store.dispatch(.todos(.fetchTodos))
        await settle(app.store)

        XCTAssertEqual(app.store.state.chat.messages, messages(1...3))
        XCTAssertEqual(app.store.state.todos.items, todos)
        XCTAssertTrue(actions.actions.contains(.chat(.loadMessagesSuccess(messages(1...3)))), "the chat's answer did not arrive wrapped")
        XCTAssertTrue(actions.actions.contains(.todos(.fetchTodosSuccess(todos))), "the to-dos' answer did not arrive wrapped")
        let calls = await chat.calls
        XCTAssertEqual(calls, ["loadMessages(page: 1, roomID: general, pageSize: 3)"], "the lifted loader reads the chat's part")
    }

    func testTheRoomStreamRunsOnTheAppStore() async {
        let chat = FakeChatService()
        let app = makeApp(chat: chat)

        app.store.dispatch(.chat(.startRoomUpdates(roomID: "general")))
        app.store.dispatch(.chat(.startRoomUpdates(roomID: "general")))
        chat.feeds.push(Message(id: 5, author: "bo", text: "live"), to: "general")
        chat.feeds.finish("general")
        await settle(app.store)

        XCTAssertEqual(chat.feeds.subscriptions(to: "general"), 1)
        XCTAssertEqual(app.store.state.chat.messages.map(\.text), ["live"])
        XCTAssertEqual(app.store.state.chat.roomUpdatesActive, [])
    }

    func testTheChatViewModelOnTheAppStoreBehavesAsOnItsOwnStore() async {
        let pages: [Int: [Result<[Message], ChatError>]] = [1: [.success(messages(1...3))]]
        let own = TeamChatViewModel(
            initialState: generalRoom(),
            middlewares: [TeamChatLoader(service: FakeChatService(pages: pages)).middleware],
            environment: StoreEnvironment(clock: TestClock(), log: { _ in })
        )
        let app = makeApp(chat: FakeChatService(pages: pages))
        let scoped = app.makeChatViewModel()
        let ownRoutes = RouteRecorder(own.routes)
        let scopedRoutes = RouteRecorder(scoped.routes)

        for viewModel in [own, scoped] {
            viewModel.send(.loadMessages(page: 1))
            XCTAssertTrue(viewModel.props.isLoading)
            await viewModel.settle()
            viewModel.send(.updateDraft("/todo book a room"))
            viewModel.send(.select(2))
            viewModel.send(.sendMessage(text: viewModel.props.draft))
            await viewModel.settle()
        }
        await awaitCompletion(of: "the routes") {
            await ownRoutes.waitForRoutes(1)
            await scopedRoutes.waitForRoutes(1)
        }

        XCTAssertEqual(scoped.props, own.props)
        XCTAssertEqual(scoped.props.rows.map(\.text), ["message 1", "message 2", "message 3", "/todo book a room"])
        XCTAssertEqual(scopedRoutes.routes, ownRoutes.routes)
        XCTAssertEqual(scopedRoutes.routes, [.openThread(id: 2)])
        XCTAssertEqual(TeamChatProps.make(from: app.store.state.chat), scoped.props, "the scoped view model shows the app store's chat")
    }

    func testAnotherFeaturesActionDoesNotPublishTheChatsProps() async {
        let app = makeApp()
        let viewModel = app.makeChatViewModel()
        let changes = ChangeCounter()
        withObservationTracking { _ = viewModel.props } onChange: { changes.increment() }

        app.store.dispatch(.todos(.add(title: "water plants")))
        app.store.dispatch(.todos(.setFilter(.active)))
        XCTAssertEqual(changes.count, 0, "a to-do action published the chat's props")

        app.store.dispatch(.chat(.updateDraft("hi")))
        XCTAssertEqual(changes.count, 1)
        XCTAssertEqual(viewModel.props.draft, "hi")
    }

    func testATodoCommandInTheChatAddsAToDo() async {
        let app = makeApp()
        let viewModel = app.makeChatViewModel()

        viewModel.send(.sendMessage(text: "/todo water the plants"))
        viewModel.send(.sendMessage(text: "no command here"))
        await viewModel.settle()

        XCTAssertEqual(app.store.state.todos.items.map(\.title), ["water the plants"])
        XCTAssertEqual(app.store.state.chat.messages.map(\.text), ["/todo water the plants", "no command here"])
    }
}

/// A middleware that records every action reaching the app store.
@MainActor
final class ActionLog {
    private(set) var actions: [TeamChatAppAction] = []

    /// The middleware to put first in the store.
    nonisolated var middleware: Middleware<TeamChatAppState, TeamChatAppAction> {
        Middleware.handler { [weak self] _, action, next in
            self?.actions.append(action)
            next(action)
        }
    }
}
