import Observation
import ReduxRuntime
import ReduxTesting
import XCTest

@testable import TeamChatKit

/// The app of two features on one store (TeamChatApp.yaml, AppStore.swift). Through a
/// `TestStore` of the generated app reducer and lifted loaders (`TeamChatAppMiddlewares`):
/// each feature's reducer on its part, its loader and stream answering into the app action,
/// and a reaction across features, every state change and received action asserted. Through
/// `AppStore`: the chat's view model on the chat's part of the store, and the chat's draft
/// kept across a restart.
@MainActor
final class AppStoreTests: XCTestCase {
    private let todos = [TodoItem(id: 7, title: "buy milk"), TodoItem(id: 9, title: "call mum", isDone: true)]
    private static let initialState = TeamChatAppState(chat: generalRoom(), todos: TodoState())

    /// A test store of the app: the app reducer, each feature's loader (and each to-do row's)
    /// lifted onto it.
    private func makeStore(
        chat: FakeChatService = FakeChatService(),
        todos: FakeTodoService = FakeTodoService()
    ) -> TestStore<TeamChatAppState, TeamChatAppAction> {
        TestStore(
            initialState: Self.initialState,
            reducer: TeamChatAppReducer.reduce,
            middlewares: TeamChatAppMiddlewares.loaders(chat: chat, todos: todos, todosRows: todos),
            environment: StoreEnvironment(clock: TestClock(), log: { _ in })
        )
    }

    /// The app's store on a test clock, for its view models, keeping what it persists in
    /// `storage`.
    private func makeApp(
        chat: FakeChatService = FakeChatService(),
        chatEffects: TeamChatEffectsMock = TeamChatEffectsMock(),
        storage: some PersistentStorage = InMemoryStorage(),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) -> AppStore {
        AppStore(
            chat: chat,
            todos: FakeTodoService(),
            chatEffects: chatEffects,
            initialState: Self.initialState,
            environment: StoreEnvironment(clock: TestClock(), log: log, storage: storage)
        )
    }

    func testAnActionOfOneFeatureChangesOnlyItsPart() async {
        let store = makeStore()

        await store.send(.todos(.add(title: "water plants"))) {
            $0.todos.rows = [TodoRowState(id: 1, title: "water plants")]
            $0.todos.nextID = 2
        }
        await store.send(.chat(.updateDraft("hi"))) {
            $0.chat.draft = "hi"
        }
        await store.finish()
    }

    func testLiftedLoadersAnswerIntoTheAppAction() async {
        let chat = FakeChatService(pages: [1: [.success(messages(1...3))]], heldPages: [1])
        let store = makeStore(chat: chat, todos: FakeTodoService(stored: todos))

        // Both requests in flight at once; the chat's page is held so that the to-dos answer first.
        await store.send(.chat(.loadMessages(page: 1))) {
            $0.chat.loadMessagesStatus = .loading
            $0.chat.loadingPage = 1
        }
        await store.send(.todos(.fetchTodos)) {
            $0.todos.fetchTodosStatus = .loading
        }
        await store.receive(.todos(.fetchTodosSuccess(todos))) {
            $0.todos.fetchTodosStatus = .succeeded
            $0.todos.rows = IdentifiedArray(self.todos.map(TodoRowState.init))
            $0.todos.nextID = 10
        }
        await chat.gates.open("page 1")
        await store.receive(.chat(.loadMessagesSuccess(page: 1, roomID: "general", pageSize: 3, messages(1...3)))) {
            $0.chat.loadMessagesStatus = .succeeded
            $0.chat.messages = messages(1...3)
            $0.chat.loadingPage = 0
            $0.chat.nextPage = 2
            $0.chat.unread = 3
        }
        await store.finish()

        let calls = await chat.calls
        XCTAssertEqual(calls, ["loadMessages(page: 1, roomID: general, pageSize: 3)"], "the lifted loader reads the chat's part")
    }

    func testTheRoomStreamRunsOnTheAppStore() async {
        let chat = FakeChatService()
        let store = makeStore(chat: chat)
        let live = Message(id: 5, author: "bo", text: "live")

        await store.send(.chat(.startRoomUpdates(roomID: "general"))) {
            $0.chat.roomUpdatesActive = ["general"]
        }
        await store.send(.chat(.startRoomUpdates(roomID: "general")))
        chat.feeds.push(live, to: "general")
        await store.receive(.chat(.roomUpdatesReceived(roomID: "general", live))) {
            $0.chat.messages = [live]
            $0.chat.unread = 1
        }
        chat.feeds.finish("general")
        await store.receive(.chat(.roomUpdatesFinished(roomID: "general", error: nil))) {
            $0.chat.roomUpdatesActive = []
        }
        await store.finish()

        XCTAssertEqual(chat.feeds.subscriptions(to: "general"), 1)
    }

    func testTheChatViewModelOnTheAppStoreBehavesAsOnItsOwnStore() async {
        let pages: [Int: [Result<[Message], ChatError>]] = [1: [.success(messages(1...3))]]
        let own = TeamChatViewModel(
            initialState: generalRoom(),
            middlewares: [TeamChatLoader(service: FakeChatService(pages: pages)).middleware],
            environment: StoreEnvironment(clock: TestClock(), log: { _ in }, storage: InMemoryStorage())
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
            viewModel.send(.sendMessage(text: viewModel.draft))
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
        XCTAssertEqual(viewModel.draft, "hi")
    }

    func testATodoCommandInTheChatAddsAToDo() async {
        let store = makeStore()
        let command = "/todo water the plants"

        await store.send(.chat(.sendMessage(text: command))) {
            SendPrediction.shows(pending(command, 1)).note(in: &$0.chat)
            $0.chat.messages = [pending(command, 1)]
            $0.chat.sendMessageInFlight = 1
            $0.chat.sendMessageStatus = .loading
            $0.todos.rows = [TodoRowState(id: 1, title: "water the plants")]  // the app reducer's reaction
            $0.todos.nextID = 2
        }
        await store.send(.chat(.sendMessage(text: "no command here"))) {
            SendPrediction.shows(pending("no command here", 2)).note(in: &$0.chat)
            $0.chat.messages.append(pending("no command here", 2))
            $0.chat.sendMessageInFlight = 2
        }
        await store.receive(.chat(.sendMessageSuccess(text: command, roomID: "general", sent(command, 1)))) {
            SendPrediction.confirmed(sent(command, 1)).note(in: &$0.chat)
            $0.chat.messages = [pending("no command here", 2), sent(command, 1)]
            $0.chat.sendMessageInFlight = 1
        }
        store.receiveEffect(TeamChatEffect.playSentSound)  // the reducer logic asks for the sent sound
        await store.receive(.chat(.sendMessageSuccess(text: "no command here", roomID: "general", sent("no command here", 2)))) {
            SendPrediction.confirmed(sent("no command here", 2)).note(in: &$0.chat)
            $0.chat.messages = [sent(command, 1), sent("no command here", 2)]
            $0.chat.sendMessageInFlight = 0
            $0.chat.sendMessageStatus = .succeeded
        }
        store.receiveEffect(TeamChatEffect.playSentSound)  // the reducer logic asks for the sent sound
        await store.finish()
    }

    func testTheChatsSentSoundPlaysOnTheAppStore() async {
        let sounds = TeamChatEffectsMock()
        let app = makeApp(chatEffects: sounds)
        app.makeChatViewModel().send(.sendMessage(text: "hi"))
        await settle(app.store)
        XCTAssertEqual(app.store.state.chat.messages, [sent("hi", 1)])
        XCTAssertEqual(sounds.calls, [.playSentSound], "the chat's effect performer, lifted onto the app store, plays the sound")
    }

    func testTheDraftSurvivesARestart() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AppStoreTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let logged = MockCalls<String>()
        var app: AppStore? = makeApp(storage: FileStorage(folder: folder), log: { [logged] in logged.record($0) })
        app?.makeChatViewModel().send(.updateDraft("see you at 5"))
        await app?.store.settle()  // the save
        app = nil  // the app quits

        let restarted = makeApp(storage: FileStorage(folder: folder), log: { [logged] in logged.record($0) })
        XCTAssertEqual(restarted.store.state.chat.draft, "see you at 5", "restored when the store is created")
        XCTAssertEqual(restarted.makeChatViewModel().draft, "see you at 5")
        XCTAssertEqual(restarted.store.state.chat.messages, [], "only the draft is kept")
        XCTAssertEqual(logged.all, [], "nothing went wrong reading or writing the file")
    }
}
