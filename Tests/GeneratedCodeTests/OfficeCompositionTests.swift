import ReduxRuntime
import ReduxTestSupport
import XCTest

@testable import GoldenFeatures

/// Specs/Office.yaml, an app spec: TeamChat and Todo on one store through the generated
/// OfficeState, OfficeAction, OfficeReducer, OfficeMiddlewares and scoping.
@MainActor
final class OfficeCompositionTests: XCTestCase {
    private let hello = Message(id: 1, text: "hello")

    private func makeStore(_ chat: FakeTeamChatService = FakeTeamChatService()) -> Store<OfficeState, OfficeAction> {
        Store(
            initialState: OfficeState(chat: TeamChatState(unread: 0), todos: TodoState()),
            reducer: OfficeReducer.reduce,
            middlewares: OfficeMiddlewares.loaders(chat: chat, todos: NoTodoService())
        )
    }

    // (The golden skeletons are as generated, so only the generated request lifecycle
    // changes a feature's state here.)
    func testAnActionOfOneFeatureChangesOnlyItsPart() async {
        let store = makeStore()
        let todosBefore = store.state.todos
        store.dispatch(.chat(.loadMessages(page: 1)))
        XCTAssertTrue(store.state.chat.loadMessagesStatus.isLoading)
        XCTAssertEqual(store.state.todos, todosBefore)
        let chatBefore = store.state.chat
        store.dispatch(.todos(.cleanDone))
        XCTAssertEqual(store.state.chat, chatBefore)
    }

    func testTheLiftedLoaderAnswersIntoTheAppAction() async {
        let chat = FakeTeamChatService()
        let reduced = Recorder<OfficeAction>()
        let store = Store(
            initialState: OfficeState(chat: TeamChatState(unread: 0), todos: TodoState()),
            reducer: OfficeReducer.reduce,
            middlewares: OfficeMiddlewares.loaders(chat: chat, todos: NoTodoService()) + [recordingMiddleware(into: reduced)]
        )
        store.dispatch(.chat(.loadMessages(page: 1)))
        XCTAssertTrue(store.state.chat.loadMessagesStatus.isLoading)
        await chat.loads.answer(0, with: .success([hello]))
        await store.settle()
        XCTAssertEqual(reduced.values, [.chat(.loadMessages(page: 1)), .chat(.loadMessagesSuccess(page: 1, [hello]))])
        XCTAssertEqual(store.state.chat.messages, [hello])
    }

    func testAScopedStoreSeesOnlyItsFeatureAndItsSendsArriveWrapped() {
        let store = makeStore()
        let chat = store.chat
        chat.dispatch(.sendMessage(text: "hi"))
        XCTAssertTrue(chat.state.sendMessageStatus.isLoading)
        XCTAssertTrue(store.state.chat.sendMessageStatus.isLoading)
        var seen = 0
        store.todos.subscribe { _ in seen += 1 }
        store.dispatch(.chat(.loadMessages(page: 1)))
        XCTAssertEqual(seen, 1, "only the current state: the chat's action left the to-dos equal")
    }

    func testAFeatureViewModelRunsOnItsPartOfTheAppStore() async {
        let chat = FakeTeamChatService()
        let store = makeStore(chat)
        let routes = RouteChannel<TeamChatRoute>()
        let viewModel = TeamChatViewModel(store: store.chat, routes: routes)
        viewModel.send(.sendMessage(text: "hi"))
        XCTAssertTrue(viewModel.props.isSending)
        XCTAssertTrue(store.state.chat.sendMessageStatus.isLoading)
        await chat.sends.answer(0, with: .success(hello))
        await viewModel.settle()
        XCTAssertFalse(viewModel.props.isSending)
    }

    func testTheCrossFeatureSkeletonLeavesEveryActionToItsFeature() {
        var state = OfficeState(chat: TeamChatState(unread: 0), todos: TodoState())
        let before = state
        OfficeReducer.reduceLogic(&state, .todos(.cleanDone))
        XCTAssertEqual(state, before)
    }
}
