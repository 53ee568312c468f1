import ReduxRuntime
import ReduxTesting
import TeamChatKit
import XCTest

/// `sendMessage` with `policy: queue`: sends run one after another in the order they were
/// made, none lost; answers carry the text; `into: { mode: upsert }`; `optimistic`, each send
/// shown at once as a pending message that its answer replaces or its failure takes back;
/// `dismiss`. Every state change and every answer is asserted through a `TestStore`.
@MainActor
final class TeamChatSendingTests: XCTestCase {
    func testSendsRunInOrderEvenWhenTheirAnswersAreReadyOutOfOrder() async {
        let service = FakeChatService(heldTexts: ["first", "second"])
        let store = makeChatStore(service)

        await store.send(.updateDraft("first")) {
            $0.draft = "first"
        }
        await store.send(.sendMessage(text: "first")) {
            SendPrediction.shows(pending("first", 1)).note(in: &$0)
            $0.draft = ""  // sending clears the draft
            $0.messages = [pending("first", 1)]  // shown at once
            $0.sendMessageInFlight = 1
            $0.sendMessageStatus = .loading
        }
        await store.send(.sendMessage(text: "second")) {
            SendPrediction.shows(pending("second", 2)).note(in: &$0)
            $0.messages.append(pending("second", 2))
            $0.sendMessageInFlight = 2
        }
        XCTAssertEqual(TeamChatProps.make(from: store.state).pendingTexts, ["first", "second"])

        await awaitCompletion(of: "the first send") { await service.gates.waitForArrivals(at: "send first") }
        await service.gates.open("send second")  // the second answer is ready first
        var calls = await service.calls
        XCTAssertEqual(calls, ["sendMessage(text: first, roomID: general)"], "the second send started before the first ended")

        await service.gates.open("send first")
        await store.receive(.sendMessageSuccess(text: "first", roomID: "general", sent("first", 1))) {
            SendPrediction.confirmed(sent("first", 1)).note(in: &$0)
            $0.messages = [pending("second", 2), sent("first", 1)]  // each answer replaces its own send
            $0.sendMessageInFlight = 1
        }
        store.receiveEffect(TeamChatEffect.playSentSound)  // the reducer logic asks for the sent sound
        await store.receive(.sendMessageSuccess(text: "second", roomID: "general", sent("second", 2))) {
            SendPrediction.confirmed(sent("second", 2)).note(in: &$0)
            $0.messages = [sent("first", 1), sent("second", 2)]
            $0.sendMessageInFlight = 0
            $0.sendMessageStatus = .succeeded
        }
        store.receiveEffect(TeamChatEffect.playSentSound)  // the reducer logic asks for the sent sound
        await store.finish()
        calls = await service.calls
        XCTAssertEqual(calls, ["sendMessage(text: first, roomID: general)", "sendMessage(text: second, roomID: general)"])
    }

    func testAMessageSentInGeneralIsNotShownInTheRoomEnteredMeanwhile() async {
        // `sendMessage` reads `roomID`: its answer carries #general, and lands only while
        // #general is on screen.
        let service = FakeChatService(heldTexts: ["hello"])
        let store = makeChatStore(service)

        await store.send(.sendMessage(text: "hello")) {
            SendPrediction.shows(pending("hello", 1)).note(in: &$0)
            $0.messages = [pending("hello", 1)]
            $0.sendMessageInFlight = 1
            $0.sendMessageStatus = .loading
        }
        await store.send(.enterRoom(id: "random", name: "Random")) {
            $0.roomID = "random"
            $0.roomName = "Random"
            $0.messages = []
        }
        await service.gates.open("send hello")
        await store.receive(.sendMessageSuccess(text: "hello", roomID: "general", sent("hello", 1))) {
            SendPrediction.undone.note(in: &$0)  // its answer is for #general, no longer shown
            $0.sendMessageInFlight = 0
            $0.sendMessageStatus = .succeeded
        }
        store.receiveEffect(TeamChatEffect.playSentSound)  // it was sent, to #general
        await store.finish()
        XCTAssertEqual(store.state.messages, [], "#general's message is shown in #random")
    }

    func testNoSendIsLostWhenOneFails() async {
        let service = FakeChatService(sendFailures: ["lost?": .offline])
        let store = makeChatStore(service)

        await store.send(.sendMessage(text: "lost?")) {
            SendPrediction.shows(pending("lost?", 1)).note(in: &$0)
            $0.messages = [pending("lost?", 1)]
            $0.sendMessageInFlight = 1
            $0.sendMessageStatus = .loading
        }
        await store.send(.sendMessage(text: "kept")) {
            SendPrediction.shows(pending("kept", 2)).note(in: &$0)
            $0.messages.append(pending("kept", 2))
            $0.sendMessageInFlight = 2
        }
        await store.receive(.sendMessageFailure(text: "lost?", roomID: "general", .offline)) {
            SendPrediction.undone.note(in: &$0)
            $0.messages = [pending("kept", 2)]  // only the failed send is taken back
            $0.draft = "lost?"  // the failed text goes back into the empty draft
            $0.sendMessageInFlight = 1
            $0.sendMessageStatus = .failed(.offline)
        }
        await store.receive(.sendMessageSuccess(text: "kept", roomID: "general", sent("kept", 1))) {  // a failed send does not stop the queue
            SendPrediction.confirmed(sent("kept", 1)).note(in: &$0)
            $0.messages = [sent("kept", 1)]
            $0.sendMessageInFlight = 0  // the failure stays shown
        }
        store.receiveEffect(TeamChatEffect.playSentSound)  // the reducer logic asks for the sent sound

        let props = TeamChatProps.make(from: store.state)
        XCTAssertEqual(props.errorMessage, "Not sent: You are offline.")
        XCTAssertEqual(props.dismissError, .dismissSendMessageError)
        await store.send(.dismissSendMessageError) {
            $0.sendMessageStatus = .idle
        }
        XCTAssertNil(TeamChatProps.make(from: store.state).errorMessage)
        await store.finish()
    }

    func testASentMessageIsUpsertedNotDuplicated() async {
        let shown = [Message(id: 1001, author: "me", text: "draft version", isRead: true)]
        let store = makeChatStore(FakeChatService(), state: generalRoom(messages: shown))

        await store.send(.sendMessage(text: "final version")) {
            SendPrediction.shows(pending("final version", 1)).note(in: &$0)
            $0.messages.append(pending("final version", 1))
            $0.sendMessageInFlight = 1
            $0.sendMessageStatus = .loading
        }
        await store.receive(.sendMessageSuccess(text: "final version", roomID: "general", sent("final version", 1))) {
            SendPrediction.confirmed(sent("final version", 1)).note(in: &$0)
            $0.messages = [sent("final version", 1)]  // in place of the message with its id, the pending one gone
            $0.sendMessageInFlight = 0
            $0.sendMessageStatus = .succeeded
        }
        store.receiveEffect(TeamChatEffect.playSentSound)  // the reducer logic asks for the sent sound
        await store.finish()
    }

    func testTheSentSoundPlaysOnceTheServerHasTakenAMessageOnly() async {
        let sounds = TeamChatEffectsMock()
        let store = TestStore(
            initialState: generalRoom(),
            reducer: TeamChatReducer.reduce,
            middlewares: [
                TeamChatLoader(service: FakeChatService(sendFailures: ["lost?": .offline])).middleware,
                TeamChatEffectPerformer(effects: sounds).middleware,
            ],
            environment: StoreEnvironment(clock: TestClock(), log: { _ in })
        )

        await store.send(.sendMessage(text: "lost?")) {
            SendPrediction.shows(pending("lost?", 1)).note(in: &$0)
            $0.messages = [pending("lost?", 1)]
            $0.sendMessageInFlight = 1
            $0.sendMessageStatus = .loading
        }
        await store.receive(.sendMessageFailure(text: "lost?", roomID: "general", .offline)) {
            SendPrediction.undone.note(in: &$0)
            $0.messages = []
            $0.draft = "lost?"
            $0.sendMessageInFlight = 0
            $0.sendMessageStatus = .failed(.offline)
        }
        await store.send(.sendMessage(text: "hello")) {
            SendPrediction.shows(pending("hello", 1)).note(in: &$0)
            $0.messages = [pending("hello", 1)]
            $0.sendMessageInFlight = 1
            $0.sendMessageStatus = .loading
        }
        await store.receive(.sendMessageSuccess(text: "hello", roomID: "general", sent("hello", 1))) {
            SendPrediction.confirmed(sent("hello", 1)).note(in: &$0)
            $0.messages = [sent("hello", 1)]
            $0.sendMessageInFlight = 0
            $0.sendMessageStatus = .succeeded
        }
        store.receiveEffect(.playSentSound)  // the feature's mock knows the effect's type
        await store.finish()
        XCTAssertEqual(sounds.calls, [.playSentSound], "a failed send plays nothing, a sent message its sound")
    }

    func testASendsAnswerWithoutASendInFlightChangesNothing() async {
        // Sends are queued: the state counts them, and an answer with none in flight is ignored.
        let store = makeChatStore(FakeChatService(), state: generalRoom(messages: messages(1...3)))

        await store.send(.sendMessageSuccess(text: "late", roomID: "general", Message(id: 9, author: "me", text: "late")))
        await store.send(.sendMessageFailure(text: "late", roomID: "general", .offline))
        await store.finish()
    }
}
