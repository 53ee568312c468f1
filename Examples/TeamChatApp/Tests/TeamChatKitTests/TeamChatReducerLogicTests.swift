import ReduxRuntime
import TeamChatKit
import XCTest

// The tests are `async` although they await nothing: on Linux, XCTest cannot run a
// `@MainActor` test class whose tests are all synchronous (it aborts casting the methods).
/// The chat's synchronous actions through the reducer logic of TeamChatReducerLogic.swift.
@MainActor
final class TeamChatReducerLogicTests: XCTestCase {
    func testSynchronousActionsFollowTheReducerLogic() async {
        let shown = [
            Message(id: 1, author: "ana", text: "hello", isRead: true),
            Message(id: 2, author: "bo", text: "lunch?"),
            Message(id: 3, author: "ana", text: "yes"),
        ]
        let store = makeChatStore(FakeChatService(), state: generalRoom(messages: shown))

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
        XCTAssertTrue(TeamChatProps.make(from: store.state).canSend)
        store.dispatch(.clearDraft)
        XCTAssertEqual(store.state.draft, "")
        XCTAssertFalse(TeamChatProps.make(from: store.state).canSend)
    }

    func testEnteringAnotherRoomStartsAfresh() async {
        let store = makeChatStore(FakeChatService(), state: generalRoom(messages: messages(1...3), nextPage: 2))
        store.dispatch(.select(2))

        store.dispatch(.enterRoom(id: "general", name: "General (renamed)"))
        XCTAssertEqual(store.state.messages, messages(1...3), "the same room keeps its messages")
        XCTAssertEqual(TeamChatProps.make(from: store.state).title, "#General (renamed)")

        store.dispatch(.enterRoom(id: "design", name: "Design"))
        XCTAssertEqual(store.state.roomID, "design")
        XCTAssertEqual(store.state.messages, [])
        XCTAssertEqual(store.state.nextPage, 1)
        XCTAssertNil(store.state.selectedID)
        XCTAssertEqual(store.state.unread, 0)
    }
}
