import ReduxRuntime
import TeamChatKit
import XCTest

/// `sendMessage` with `policy: queue`: sends run one after another in the order they were
/// made, none lost; answers carry the text; `into: { mode: upsert }`; `dismiss`.
@MainActor
final class TeamChatSendingTests: XCTestCase {
    func testSendsRunInOrderEvenWhenTheirAnswersAreReadyOutOfOrder() async {
        let service = FakeChatService(heldTexts: ["first", "second"])
        let store = makeChatStore(service)

        store.dispatch(.updateDraft("first"))
        store.dispatch(.sendMessage(text: "first"))
        XCTAssertEqual(store.state.draft, "", "sending clears the draft")
        store.dispatch(.sendMessage(text: "second"))
        XCTAssertEqual(store.state.outbox, ["first", "second"])
        XCTAssertEqual(store.state.sendMessageInFlight, 2)
        XCTAssertEqual(TeamChatProps.make(from: store.state).pendingTexts, ["first", "second"])

        await awaitCompletion(of: "the first send") { await service.gates.waitForArrivals(at: "send first") }
        await service.gates.open("send second")  // the second answer is ready first
        var calls = await service.calls
        XCTAssertEqual(calls, ["sendMessage(text: first, roomID: general)"], "the second send started before the first ended")

        await service.gates.open("send first")
        await settle(store)
        calls = await service.calls
        XCTAssertEqual(calls, ["sendMessage(text: first, roomID: general)", "sendMessage(text: second, roomID: general)"])
        XCTAssertEqual(store.state.messages.map(\.text), ["first", "second"])
        XCTAssertEqual(store.state.messages.map(\.id), [1001, 1002])
        XCTAssertEqual(store.state.outbox, [], "each answer removes its own text")
        XCTAssertEqual(store.state.sendMessageStatus, .succeeded)
        XCTAssertEqual(store.state.sendMessageInFlight, 0)
    }

    func testNoSendIsLostWhenOneFails() async {
        let service = FakeChatService(sendFailures: ["lost?": .offline])
        let store = makeChatStore(service)

        store.dispatch(.sendMessage(text: "lost?"))
        store.dispatch(.sendMessage(text: "kept"))
        await settle(store)

        let calls = await service.calls
        XCTAssertEqual(calls.count, 2, "a failed send stopped the queue")
        XCTAssertEqual(store.state.messages.map(\.text), ["kept"])
        XCTAssertEqual(store.state.outbox, [])
        XCTAssertEqual(store.state.draft, "lost?", "the failed text goes back into the empty draft")
        XCTAssertEqual(store.state.sendMessageStatus, .failed(.offline), "the failure stays shown")

        let props = TeamChatProps.make(from: store.state)
        XCTAssertEqual(props.errorMessage, "Not sent: You are offline.")
        XCTAssertEqual(props.dismissError, .dismissSendMessageError)
        store.dispatch(.dismissSendMessageError)
        XCTAssertEqual(store.state.sendMessageStatus, .idle)
        XCTAssertNil(TeamChatProps.make(from: store.state).errorMessage)
    }

    func testASentMessageIsUpsertedNotDuplicated() async {
        let shown = [Message(id: 1001, author: "me", text: "draft version", isRead: true)]
        let store = makeChatStore(FakeChatService(), state: generalRoom(messages: shown))

        store.dispatch(.sendMessage(text: "final version"))
        await settle(store)

        XCTAssertEqual(store.state.messages, [Message(id: 1001, author: "me", text: "final version", isRead: true)])
    }

    func testAnAnswerWithoutASendInFlightChangesNothing() {
        let state = generalRoom(messages: messages(1...3))
        let answer = Message(id: 9, author: "me", text: "late")
        XCTAssertEqual(TeamChatReducer.reduce(state, .sendMessageSuccess(text: "late", answer)), state)
        XCTAssertEqual(TeamChatReducer.reduce(state, .loadMessagesSuccess(messages(4...6))), state)
    }
}
