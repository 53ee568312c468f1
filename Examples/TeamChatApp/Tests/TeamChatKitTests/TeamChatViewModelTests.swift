import Foundation
import Observation
import ReduxRuntime
import ReduxTesting
import TeamChatKit
import XCTest

/// The generated `TeamChatViewModel`: props made by TeamChatPropsLogic.swift and published
/// only when they change, routes from TeamChatRouting.swift delivered in order. The view
/// model runs on a `TestStore`'s store (`store.store`), so what it sends reaches the test
/// store as received actions, each asserted with its state change.
@MainActor
final class TeamChatViewModelTests: XCTestCase {
    /// A view model on the store of a test store, with the loader and the routing middleware,
    /// as `TeamChatViewModel(initialState:middlewares:environment:)` composes them (leaving
    /// out its persistence of the draft, which `AppStoreTests` covers).
    private func makeViewModel(
        _ service: FakeChatService,
        state: TeamChatState = generalRoom()
    ) -> (TeamChatViewModel, TestStore<TeamChatState, TeamChatAction>) {
        let routes = RouteChannel<TeamChatRoute>()
        let store = TestStore(
            initialState: state,
            reducer: TeamChatReducer.reduce,
            middlewares: [TeamChatLoader(service: service).middleware, TeamChatRouting.middleware(publishingTo: routes)],
            environment: StoreEnvironment(clock: TestClock(), log: { _ in })
        )
        return (TeamChatViewModel(store: store.store, routes: routes), store)
    }

    func testPropsArePublishedOnlyWhenTheyChange() async {
        let service = FakeChatService()
        let (viewModel, store) = makeViewModel(service)
        let changes = ChangeCounter()
        func track() { withObservationTracking { _ = viewModel.props } onChange: { changes.increment() } }

        track()
        viewModel.send(.startRoomUpdates(roomID: "random"))  // the state changes, not the props
        viewModel.send(.select(99))                           // no such message: nothing changes
        XCTAssertEqual(changes.count, 0, "props were published without changing")

        viewModel.send(.updateDraft("hi"))
        XCTAssertEqual(changes.count, 1)
        XCTAssertEqual(viewModel.draft, "hi")
        XCTAssertTrue(viewModel.props.canSend)

        track()
        viewModel.send(.updateDraft("hi"))  // the same draft
        XCTAssertEqual(changes.count, 1)
        viewModel.send(.startRoomUpdates(roomID: "general"))
        XCTAssertEqual(changes.count, 2)
        XCTAssertTrue(viewModel.props.isLive)

        await store.receive(.startRoomUpdates(roomID: "random")) {
            $0.roomUpdatesActive = ["random"]
        }
        await store.receive(.select(99))
        await store.receive(.updateDraft("hi")) {
            $0.draft = "hi"
        }
        await store.receive(.updateDraft("hi"))
        await store.receive(.startRoomUpdates(roomID: "general")) {
            $0.roomUpdatesActive = ["random", "general"]
        }
        service.feeds.finish("random")
        await store.receive(.roomUpdatesFinished(roomID: "random", error: nil)) {
            $0.roomUpdatesActive = ["general"]
        }
        service.feeds.finish("general")
        await store.receive(.roomUpdatesFinished(roomID: "general", error: nil)) {
            $0.roomUpdatesActive = []
        }
        XCTAssertFalse(viewModel.props.isLive)
        await store.finish()
    }

    /// The message field binds `$viewModel.draft` (`draft: { setter: updateDraft }`): an edit
    /// sends the app's own `updateDraft`, which the generated reducer assigns, so the field
    /// shows what was typed and the send button is enabled; a cleared draft empties the field.
    func testTheMessageFieldShowsTheDraftThatItsEditsSendAsUpdateDraft() async {
        let (viewModel, store) = makeViewModel(FakeChatService())
        XCTAssertEqual(viewModel.draft, "")
        XCTAssertFalse(viewModel.props.canSend)

        viewModel.draft = "see you at 5"
        XCTAssertEqual(viewModel.draft, "see you at 5")
        XCTAssertTrue(viewModel.props.canSend)
        viewModel.send(.clearDraft)
        XCTAssertEqual(viewModel.draft, "")
        XCTAssertFalse(viewModel.props.canSend)

        await store.receive(.updateDraft("see you at 5")) {
            $0.draft = "see you at 5"
        }
        await store.receive(.clearDraft) {
            $0.draft = ""
        }
        await store.finish()
    }

    func testTypingADraftDoesNotInvalidateAViewThatShowsTheRows() async {
        let (viewModel, store) = makeViewModel(FakeChatService(), state: generalRoom(messages: messages(1...3)))
        let rowsChanged = ChangeCounter(), draftChanged = ChangeCounter()
        withObservationTracking { _ = viewModel.rows } onChange: { rowsChanged.increment() }
        withObservationTracking { _ = viewModel.draft } onChange: { draftChanged.increment() }

        viewModel.send(.updateDraft("h"))
        XCTAssertEqual(draftChanged.count, 1)
        XCTAssertEqual(rowsChanged.count, 0, "a keystroke invalidated the list of messages")
        XCTAssertEqual(viewModel.rows.map(\.id), [1, 2, 3])

        await store.receive(.updateDraft("h")) {
            $0.draft = "h"
        }
        await store.finish()
    }

    func testSettleWaitsForTheRequestsAndThePropsShowThem() async {
        let (viewModel, store) = makeViewModel(FakeChatService(pages: [1: [.success(messages(1...3))]]))

        viewModel.send(.loadMessages(page: 1))
        XCTAssertTrue(viewModel.props.isLoading)
        XCTAssertFalse(viewModel.props.canLoadMore)
        await viewModel.settle()

        XCTAssertFalse(viewModel.props.isLoading)
        XCTAssertEqual(viewModel.props.title, "#General")
        XCTAssertEqual(viewModel.props.rows.map(\.text), ["message 1", "message 2", "message 3"])
        XCTAssertEqual(viewModel.props.unreadBadge, "3")

        await store.receive(.loadMessages(page: 1)) {
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 1
        }
        await store.receive(.loadMessagesSuccess(page: 1, roomID: "general", pageSize: 3, messages(1...3))) {
            $0.loadMessagesStatus = .succeeded
            $0.messages = messages(1...3)
            $0.loadingPage = 0
            $0.nextPage = 2
            $0.unread = 3
        }
        await store.finish()
    }

    func testRoutesAreDeliveredInOrder() async {
        let (viewModel, store) = makeViewModel(FakeChatService(), state: generalRoom(messages: messages(1...3)))
        let routes = RouteRecorder(viewModel.routes)

        viewModel.send(.select(2))
        viewModel.send(.select(99))  // not shown: not selected, no route
        viewModel.send(.markAllRead)
        viewModel.send(.leave)
        await awaitCompletion(of: "two routes") { await routes.waitForRoutes(2) }

        XCTAssertEqual(routes.routes, [.openThread(id: 2), .leaveRoom])
        XCTAssertEqual(viewModel.props.rows.filter(\.isSelected).map(\.id), [2])

        await store.receive(.select(2)) {
            $0.selectedID = 2
        }
        await store.receive(.select(99))
        await store.receive(.markAllRead) {
            for index in $0.messages.indices { $0.messages[index].isRead = true }
        }
        await store.receive(.leave)
        await store.finish()
    }

    func testTheRoomClosingLeavesItAndOtherFailuresDoNot() async {
        let service = FakeChatService()
        let (viewModel, store) = makeViewModel(service, state: generalRoom(messages: messages(1...3)))
        let routes = RouteRecorder(viewModel.routes)

        viewModel.send(.startRoomUpdates(roomID: "general"))
        await store.receive(.startRoomUpdates(roomID: "general")) {
            $0.roomUpdatesActive = ["general"]
        }
        service.feeds.finish("general", throwing: .offline)
        await store.receive(.roomUpdatesFinished(roomID: "general", error: .offline)) {
            $0.roomUpdatesActive = []
        }
        XCTAssertFalse(viewModel.props.isLive)
        viewModel.send(.select(1))
        await store.receive(.select(1)) {
            $0.selectedID = 1
        }

        viewModel.send(.enterRoom(id: "design", name: "Design"))
        await store.receive(.enterRoom(id: "design", name: "Design")) {
            $0.roomID = "design"
            $0.roomName = "Design"
            $0.messages = []
            $0.selectedID = nil
        }
        viewModel.send(.startRoomUpdates(roomID: "design"))
        await store.receive(.startRoomUpdates(roomID: "design")) {
            $0.roomUpdatesActive = ["design"]
        }
        service.feeds.finish("design", throwing: .roomClosed)
        await store.receive(.roomUpdatesFinished(roomID: "design", error: .roomClosed)) {
            $0.roomUpdatesActive = []
        }
        await awaitCompletion(of: "two routes") { await routes.waitForRoutes(2) }

        XCTAssertEqual(routes.routes, [.openThread(id: 1), .leaveRoom], "an offline stream left the room, or the closed one did not")
        await store.finish()
    }

    func testTheErrorBannerDismissesItsOwnError() async {
        let (viewModel, store) = makeViewModel(FakeChatService(sendFailures: ["hello": .server(code: 500)]))

        viewModel.send(.sendMessage(text: "hello"))
        await viewModel.settle()
        XCTAssertEqual(viewModel.props.errorMessage, "Not sent: The server failed (500).")
        XCTAssertEqual(viewModel.props.failedTexts, ["hello"])

        guard let dismiss = viewModel.props.dismissError else { return XCTFail("the banner has no dismiss action") }
        viewModel.send(dismiss)
        XCTAssertNil(viewModel.props.errorMessage)
        XCTAssertNil(viewModel.props.dismissError)

        await store.receive(.sendMessage(text: "hello")) {
            SendPrediction.shows(pending("hello", 1)).note(in: &$0)
            $0.messages = [pending("hello", 1)]
            $0.sendMessageInFlight = 1
            $0.sendMessageStatus = .loading
        }
        await store.receive(.sendMessageFailure(text: "hello", roomID: "general", .server(code: 500))) {
            SendPrediction.failed.note(in: &$0)  // the message stays, marked failed
            $0.sendMessageInFlight = 0
            $0.sendMessageStatus = .failed(.server(code: 500))
        }
        await store.receive(.dismissSendMessageError) {
            $0.sendMessageStatus = .idle
        }
        await store.finish()
    }
}

/// Counts Observation's change notifications, which may arrive on any thread.
final class ChangeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// The notifications so far.
    var count: Int { lock.withLock { value } }

    func increment() { lock.withLock { value += 1 } }
}
