import ReduxRuntime
import TeamChatKit
import XCTest

/// The TeamChat feature run through a `Store` with its generated loader middleware and a fake
/// service: the generated request lifecycle and the reducer logic of TeamChatReducerLogic.swift.
@MainActor
final class TeamChatFeatureTests: XCTestCase {
    private let page1 = [
        Message(id: 1, author: "ana", text: "hello", isRead: true),
        Message(id: 2, author: "bo", text: "lunch?"),
        Message(id: 3, author: "ana", text: "yes"),
    ]
    private let page2 = [Message(id: 4, author: "bo", text: "page two")]

    private func makeStore(_ service: FakeChatService, state: TeamChatState = TeamChatState()) -> Store<TeamChatState, TeamChatAction> {
        Store(initialState: state, reducer: TeamChatReducer.reduce, middlewares: [TeamChatLoader(service: service).middleware])
    }

    func testLoadMessagesIsLoadingThenSucceedsIntoMessages() async {
        let store = makeStore(FakeChatService(pages: [1: .success(page1)]))

        store.dispatch(.loadMessages(page: 1))
        XCTAssertEqual(store.state.loadMessagesStatus, .loading)
        XCTAssertEqual(store.state.messages, [])

        await settle(store)
        XCTAssertEqual(store.state.loadMessagesStatus, .succeeded)
        XCTAssertEqual(store.state.messages, page1, "`into: messages` assigns the page")
        XCTAssertEqual(store.state.unread, 2, "the reducer logic counts the unread messages")
    }

    func testLoadMessagesFailureKeepsTheMessagesShown() async {
        let shown = TeamChatState(messages: page2)
        let store = makeStore(FakeChatService(pages: [1: .failure(.offline)]), state: shown)

        store.dispatch(.loadMessages(page: 1))
        await settle(store)

        XCTAssertEqual(store.state.loadMessagesStatus, .failed(.offline), "the spec's failure type, not a wrapper")
        XCTAssertEqual(store.state.messages, page2)
    }

    func testALaterPageSupersedesTheOneInFlight() async {
        let service = FakeChatService(pages: [1: .success(page1), 2: .success(page2)], heldPages: [1, 2])
        let store = makeStore(service)
        let history = StateHistory(of: store)

        store.dispatch(.loadMessages(page: 1))
        store.dispatch(.loadMessages(page: 2))  // policy latest: cancels page 1
        await service.gates.open(1)
        await service.gates.open(2)
        await settle(store)

        XCTAssertEqual(store.state.messages, page2)
        XCTAssertEqual(store.state.loadMessagesStatus, .succeeded)
        XCTAssertFalse(history.states.contains { $0.messages == page1 }, "the superseded page reached the reducer")
    }

    func testSendMessageAppendsItAndClearsTheDraft() async {
        let service = FakeChatService()
        let store = makeStore(service)

        store.dispatch(.updateDraft("see you"))
        store.dispatch(.sendMessage(text: store.state.draft))
        XCTAssertEqual(store.state.sendMessageStatus, .loading)
        await settle(store)

        XCTAssertEqual(store.state.sendMessageStatus, .succeeded)
        XCTAssertEqual(store.state.messages.map(\.text), ["see you"])
        XCTAssertEqual(store.state.draft, "")
        let calls = await service.calls
        XCTAssertEqual(calls, [#"sendMessage(text: "see you")"#])
    }

    func testSendMessageFailureIsARequestErrorAndKeepsTheDraft() async {
        let store = makeStore(FakeChatService(sendFailure: TransportError()))

        store.dispatch(.updateDraft("retry me"))
        store.dispatch(.sendMessage(text: "retry me"))
        await settle(store)

        XCTAssertEqual(store.state.sendMessageStatus.failure?.description, "the connection was lost")
        XCTAssertEqual(store.state.draft, "retry me")
        XCTAssertEqual(store.state.messages, [])
    }

    func testSynchronousActionsFollowTheReducerLogic() {
        let store = makeStore(FakeChatService(), state: TeamChatState(messages: page1, unread: 2))

        store.dispatch(.select(2))
        XCTAssertEqual(store.state.selectedID, 2)
        store.dispatch(.select(99))
        XCTAssertEqual(store.state.selectedID, 2, "a message that is not shown cannot be selected")

        store.dispatch(.deleteMessage(id: 2))
        XCTAssertEqual(store.state.messages.map(\.id), [1, 3])
        XCTAssertNil(store.state.selectedID, "deleting the selected message clears the selection")
        XCTAssertEqual(store.state.unread, 1)

        store.dispatch(.markAllRead)
        XCTAssertEqual(store.state.unread, 0)
        XCTAssertTrue(store.state.messages.allSatisfy(\.isRead))

        store.dispatch(.updateDraft("typing"))
        store.dispatch(.clearDraft)
        XCTAssertEqual(store.state.draft, "")
    }

    func testAnAnswerWithoutARequestInFlightChangesNothing() {
        let state = TeamChatState(messages: page2)
        XCTAssertEqual(TeamChatReducer.reduce(state, .loadMessagesSuccess(page1)), state)
        XCTAssertEqual(TeamChatReducer.reduce(state, .sendMessageSuccess(page1[0])), state)
    }
}
