import ReduxRuntime
import ReduxTesting
import TeamChatKit
import XCTest

/// The chat's synchronous actions through the reducer logic of TeamChatReducerLogic.swift,
/// each state change asserted exactly by a `TestStore`.
@MainActor
final class TeamChatReducerLogicTests: XCTestCase {
    func testSynchronousActionsFollowTheReducerLogic() async {
        let shown = [
            Message(id: 1, author: "ana", text: "hello", isRead: true),
            Message(id: 2, author: "bo", text: "lunch?"),
            Message(id: 3, author: "ana", text: "yes"),
        ]
        let store = makeChatStore(FakeChatService(), state: generalRoom(messages: shown))

        await store.send(.select(2)) {
            $0.selectedID = 2
        }
        await store.send(.select(99))  // a message that is not shown cannot be selected

        await store.send(.deleteMessage(id: 2)) {
            $0.messages = [shown[0], shown[2]]
            $0.selectedID = nil  // deleting the selected message clears the selection
            $0.unread = 1
        }
        await store.send(.markAllRead) {
            $0.messages[1].isRead = true
            $0.unread = 0
        }

        await store.send(.updateDraft("typing")) {
            $0.draft = "typing"
        }
        XCTAssertTrue(TeamChatProps.make(from: store.state).canSend)
        await store.send(.clearDraft) {
            $0.draft = ""
        }
        XCTAssertFalse(TeamChatProps.make(from: store.state).canSend)
        await store.finish()
    }

    func testEnteringAnotherRoomStartsAfresh() async {
        let store = makeChatStore(FakeChatService(), state: generalRoom(messages: messages(1...3), nextPage: 2))
        await store.send(.select(2)) {
            $0.selectedID = 2
        }

        await store.send(.enterRoom(id: "general", name: "General (renamed)")) {
            $0.roomName = "General (renamed)"  // the same room keeps its messages
        }
        XCTAssertEqual(TeamChatProps.make(from: store.state).title, "#General (renamed)")

        await store.send(.enterRoom(id: "design", name: "Design")) {
            $0.roomID = "design"
            $0.roomName = "Design"
            $0.messages = []
            $0.nextPage = 1
            $0.selectedID = nil
        }
        await store.finish()
    }
}
