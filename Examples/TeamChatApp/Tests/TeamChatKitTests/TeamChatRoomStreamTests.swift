import ReduxRuntime
import TeamChatKit
import XCTest

/// The `roomUpdates` stream: one subscription per room however often it is started, its
/// elements upserted by the reducer logic, nothing after a stop, and its failure.
@MainActor
final class TeamChatRoomStreamTests: XCTestCase {
    func testStartingTheStreamTwiceSubscribesOnce() async {
        let service = FakeChatService()
        let store = makeChatStore(service)

        store.dispatch(.startRoomUpdates(roomID: "general"))
        store.dispatch(.startRoomUpdates(roomID: "general"))
        XCTAssertEqual(store.state.roomUpdatesActive, ["general"])
        XCTAssertTrue(TeamChatProps.make(from: store.state).isLive)

        service.feeds.push(messages(1...1)[0], to: "general")
        await waitUntil(store, "the element arrives") { $0.messages.count == 1 }
        service.feeds.finish("general")
        await settle(store)

        XCTAssertEqual(service.feeds.subscriptions(to: "general"), 1)
        XCTAssertEqual(store.state.messages, messages(1...1), "the element arrived twice")
        XCTAssertEqual(store.state.roomUpdatesActive, [], "a finished stream is not active")
        XCTAssertFalse(TeamChatProps.make(from: store.state).isLive)
    }

    func testElementsAreUpsertedAndOtherRoomsIgnored() async {
        let service = FakeChatService()
        let store = makeChatStore(service, state: generalRoom(messages: messages(1...2)))

        store.dispatch(.startRoomUpdates(roomID: "general"))
        store.dispatch(.startRoomUpdates(roomID: "random"))
        service.feeds.push(Message(id: 3, author: "bo", text: "new"), to: "general")
        service.feeds.push(Message(id: 2, author: "ana", text: "message 2 (edited)"), to: "general")
        service.feeds.push(Message(id: 50, author: "cy", text: "elsewhere"), to: "random")
        service.feeds.finish("random")
        service.feeds.finish("general")
        await settle(store)

        XCTAssertEqual(store.state.messages.map(\.text), ["message 1", "message 2 (edited)", "new"])
        XCTAssertEqual(store.state.unread, 3)
        XCTAssertEqual(service.feeds.subscriptions(to: "random"), 1)
    }

    func testAStoppedStreamDeliversNothingMore() async {
        let service = FakeChatService()
        let store = makeChatStore(service)

        store.dispatch(.startRoomUpdates(roomID: "general"))
        service.feeds.push(Message(id: 1, author: "bo", text: "before"), to: "general")
        await waitUntil(store, "the first element arrives") { $0.messages.count == 1 }
        store.dispatch(.stopRoomUpdates(roomID: "general"))
        XCTAssertEqual(store.state.roomUpdatesActive, [])
        await settle(store)  // the stream's task has ended

        XCTAssertTrue(service.feeds.isTerminated("general"), "stopping did not cancel the subscription")
        XCTAssertFalse(service.feeds.push(Message(id: 2, author: "bo", text: "after"), to: "general"))
        await settle(store)
        XCTAssertEqual(store.state.messages.map(\.text), ["before"])
    }

    func testAFailingStreamEndsWithItsError() async {
        let service = FakeChatService()
        var actions: [TeamChatAction] = []
        let store = Store(initialState: generalRoom(), reducer: { state, action in
            actions.append(action)
            return TeamChatReducer.reduce(state, action)
        }, middlewares: [TeamChatLoader(service: service).middleware])

        store.dispatch(.startRoomUpdates(roomID: "general"))
        service.feeds.finish("general", throwing: .offline)
        await settle(store)

        XCTAssertEqual(actions.last, .roomUpdatesFinished(roomID: "general", error: .offline))
        XCTAssertEqual(store.state.roomUpdatesActive, [])
        XCTAssertFalse(TeamChatProps.make(from: store.state).isLive)
        XCTAssertEqual(TeamChatReducer.reduce(generalRoom(), .roomUpdatesFinished(roomID: "general", error: .offline)), generalRoom(),
                       "an end of a stream that is not running changes nothing")
    }

    func testANewerLiveMessageOutlivesARefresh() async {
        let service = FakeChatService(pages: [1: [.success(messages(1...3))]], heldPages: [1])
        let store = makeChatStore(service)

        store.dispatch(.loadMessages(page: 1))
        store.dispatch(.startRoomUpdates(roomID: "general"))
        service.feeds.push(Message(id: 4, author: "bo", text: "live"), to: "general")
        await waitUntil(store, "the live message arrives") { $0.messages.count == 1 }
        await service.gates.open("page 1")
        await waitUntil(store, "the page arrives") { $0.loadMessagesStatus == .succeeded }
        service.feeds.finish("general")
        await settle(store)

        XCTAssertEqual(store.state.messages.map(\.id), [1, 2, 3, 4], "the first page replaced a newer live message")
    }
}
