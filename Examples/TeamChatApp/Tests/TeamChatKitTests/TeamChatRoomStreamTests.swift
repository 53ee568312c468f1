import ReduxRuntime
import ReduxTesting
import TeamChatKit
import XCTest

/// The `roomUpdates` stream: one subscription per room however often it is started, its
/// elements upserted by the reducer logic, nothing after a stop, and its failure. Each element
/// and each end is a received action of a `TestStore`, asserted with its state change.
@MainActor
final class TeamChatRoomStreamTests: XCTestCase {
    func testStartingTheStreamTwiceSubscribesOnce() async {
        let service = FakeChatService()
        let store = makeChatStore(service)

        await store.send(.startRoomUpdates(roomID: "general")) {
            $0.roomUpdatesActive = ["general"]
        }
        await store.send(.startRoomUpdates(roomID: "general"))
        XCTAssertTrue(TeamChatProps.make(from: store.state).isLive)

        service.feeds.push(messages(1...1)[0], to: "general")
        await store.receive(.roomUpdatesReceived(roomID: "general", messages(1...1)[0])) {
            $0.messages = messages(1...1)
            $0.unread = 1
        }
        service.feeds.finish("general")
        await store.receive(.roomUpdatesFinished(roomID: "general", error: nil)) {
            $0.roomUpdatesActive = []  // a finished stream is not active
        }
        await store.finish()  // fails if the element arrived twice

        XCTAssertEqual(service.feeds.subscriptions(to: "general"), 1)
        XCTAssertFalse(TeamChatProps.make(from: store.state).isLive)
    }

    func testElementsAreUpsertedAndOtherRoomsIgnored() async {
        let service = FakeChatService()
        let store = makeChatStore(service, state: generalRoom(messages: messages(1...2)))
        let new = Message(id: 3, author: "bo", text: "new")
        let edited = Message(id: 2, author: "ana", text: "message 2 (edited)")
        let elsewhere = Message(id: 50, author: "cy", text: "elsewhere")

        await store.send(.startRoomUpdates(roomID: "general")) {
            $0.roomUpdatesActive = ["general"]
        }
        await store.send(.startRoomUpdates(roomID: "random")) {
            $0.roomUpdatesActive = ["general", "random"]
        }
        // One element at a time: the two rooms' streams run side by side.
        service.feeds.push(new, to: "general")
        await store.receive(.roomUpdatesReceived(roomID: "general", new)) {
            $0.messages.append(new)
            $0.unread = 3
        }
        service.feeds.push(edited, to: "general")
        await store.receive(.roomUpdatesReceived(roomID: "general", edited)) {
            $0.messages[1] = edited
        }
        service.feeds.push(elsewhere, to: "random")
        await store.receive(.roomUpdatesReceived(roomID: "random", elsewhere))  // not the room on screen
        service.feeds.finish("random")
        await store.receive(.roomUpdatesFinished(roomID: "random", error: nil)) {
            $0.roomUpdatesActive = ["general"]
        }
        service.feeds.finish("general")
        await store.receive(.roomUpdatesFinished(roomID: "general", error: nil)) {
            $0.roomUpdatesActive = []
        }
        await store.finish()

        XCTAssertEqual(store.state.messages.map(\.text), ["message 1", "message 2 (edited)", "new"])
        XCTAssertEqual(service.feeds.subscriptions(to: "random"), 1)
    }

    func testAStoppedStreamDeliversNothingMore() async {
        let service = FakeChatService()
        let store = makeChatStore(service)
        let before = Message(id: 1, author: "bo", text: "before")

        await store.send(.startRoomUpdates(roomID: "general")) {
            $0.roomUpdatesActive = ["general"]
        }
        service.feeds.push(before, to: "general")
        await store.receive(.roomUpdatesReceived(roomID: "general", before)) {
            $0.messages = [before]
            $0.unread = 1
        }
        await store.send(.stopRoomUpdates(roomID: "general")) {
            $0.roomUpdatesActive = []
        }
        await settle(store.store)  // the stream's task has ended

        XCTAssertTrue(service.feeds.isTerminated("general"), "stopping did not cancel the subscription")
        XCTAssertFalse(service.feeds.push(Message(id: 2, author: "bo", text: "after"), to: "general"))
        await store.finish()  // fails for any action sent once the stream was stopped, its end included
    }

    func testAFailingStreamEndsWithItsError() async {
        let service = FakeChatService()
        let store = makeChatStore(service)

        await store.send(.startRoomUpdates(roomID: "general")) {
            $0.roomUpdatesActive = ["general"]
        }
        service.feeds.finish("general", throwing: .offline)
        await store.receive(.roomUpdatesFinished(roomID: "general", error: .offline)) {
            $0.roomUpdatesActive = []
        }
        XCTAssertFalse(TeamChatProps.make(from: store.state).isLive)

        await store.send(.roomUpdatesFinished(roomID: "general", error: .offline))  // the end of a stream that is not running changes nothing
        await store.finish()
    }

    func testANewerLiveMessageOutlivesARefresh() async {
        let service = FakeChatService(pages: [1: [.success(messages(1...3))]], heldPages: [1])
        let store = makeChatStore(service)
        let live = Message(id: 4, author: "bo", text: "live")

        await store.send(.loadMessages(page: 1)) {
            $0.loadMessagesStatus = .loading
            $0.loadingPage = 1
        }
        await store.send(.startRoomUpdates(roomID: "general")) {
            $0.roomUpdatesActive = ["general"]
        }
        service.feeds.push(live, to: "general")
        await store.receive(.roomUpdatesReceived(roomID: "general", live)) {
            $0.messages = [live]
            $0.unread = 1
        }
        await service.gates.open("page 1")
        await store.receive(.loadMessagesSuccess(page: 1, roomID: "general", pageSize: 3, messages(1...3))) {
            $0.loadMessagesStatus = .succeeded
            $0.messages = messages(1...3) + [live]  // the first page does not replace a newer live message
            $0.loadingPage = 0
            $0.nextPage = 2
            $0.unread = 4
        }
        service.feeds.finish("general")
        await store.receive(.roomUpdatesFinished(roomID: "general", error: nil)) {
            $0.roomUpdatesActive = []
        }
        await store.finish()
    }

    func testConnectStartsTheServersConnectionAndItsStatusIsKept() async {
        let service = FakeChatService()
        let store = makeChatStore(service)
        await store.send(.connect)
        await store.receive(.startConnection) {  // the stream's on: [connect]
            $0.connectionActive = true
        }
        service.connectionStates.continuation.yield(true)
        await store.receive(.connectionReceived(true)) {
            $0.isConnected = true
        }
        service.connectionStates.continuation.yield(false)
        await store.receive(.connectionReceived(false)) {
            $0.isConnected = false
        }
        await store.send(.connect)  // connected again: the running stream goes on
        await store.receive(.startConnection)
        await store.send(.stopConnection) {
            $0.connectionActive = false
        }
        await store.finish()
    }
}
