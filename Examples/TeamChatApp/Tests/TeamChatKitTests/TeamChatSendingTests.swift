import ReduxRuntime
import ReduxTesting
import TeamChatKit
import XCTest

/// `sendMessage` with `policy: queue`: sends run one after another in the order they were
/// made, none lost; answers carry the text; `into: { mode: upsert }`; `optimistic`, each send
/// shown at once as a pending message that its answer replaces, or that its failure keeps,
/// marked failed, until `resendMessage` sends it again (`onFailure: keep`, `on:`); `dismiss`.
/// Every state change and every answer is asserted through a `TestStore`.
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
        // "kept" waits to be answered until the test has looked at the props after the failure.
        let service = FakeChatService(heldTexts: ["kept"], sendFailures: ["lost?": .offline])
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
            SendPrediction.failed.note(in: &$0)  // the failed send stays shown, marked failed
            $0.sendMessageInFlight = 1
            $0.sendMessageStatus = .failed(.offline)
        }
        XCTAssertEqual(TeamChatProps.make(from: store.state).failedTexts, ["lost?"])
        XCTAssertEqual(TeamChatProps.make(from: store.state).pendingTexts, ["kept"])
        await service.gates.open("send kept")
        await store.receive(.sendMessageSuccess(text: "kept", roomID: "general", sent("kept", 1))) {  // a failed send does not stop the queue
            SendPrediction.confirmed(sent("kept", 1)).note(in: &$0)
            $0.messages = [pending("lost?", 1), sent("kept", 1)]
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
            SendPrediction.failed.note(in: &$0)  // the message stays, marked failed
            $0.sendMessageInFlight = 0
            $0.sendMessageStatus = .failed(.offline)
        }
        await store.send(.sendMessage(text: "hello")) {
            SendPrediction.shows(pending("hello", 2)).note(in: &$0)
            $0.messages = [pending("lost?", 1), pending("hello", 2)]
            $0.sendMessageInFlight = 1
            $0.sendMessageStatus = .loading
        }
        await store.receive(.sendMessageSuccess(text: "hello", roomID: "general", sent("hello", 1))) {
            SendPrediction.confirmed(sent("hello", 1)).note(in: &$0)
            $0.messages = [pending("lost?", 1), sent("hello", 1)]
            $0.sendMessageInFlight = 0
            $0.sendMessageStatus = .succeeded
        }
        store.receiveEffect(.playSentSound)  // the feature's mock knows the effect's type
        await store.finish()
        XCTAssertEqual(sounds.calls, [.playSentSound], "a failed send plays nothing, a sent message its sound")
    }

    /// `optimistic: { onFailure: keep }` and `on: { resendMessage: { text: text } }`: a failed
    /// send stays in the list, marked failed (the props' failed texts, each with a retry
    /// button); `resendMessage` sends it again, its row shows pending where it was, never
    /// twice, and the server's message replaces it.
    func testAFailedSendStaysMarkedFailedUntilItsResendSucceeds() async {
        let service = FakeChatService(sendFailuresOnce: ["lunch?": .offline])
        let store = makeChatStore(service, state: generalRoom(messages: [sent("earlier", 0)]))

        await store.send(.sendMessage(text: "lunch?")) {
            SendPrediction.shows(pending("lunch?", 1)).note(in: &$0)
            $0.messages.append(pending("lunch?", 1))
            $0.sendMessageInFlight = 1
            $0.sendMessageStatus = .loading
        }
        await store.receive(.sendMessageFailure(text: "lunch?", roomID: "general", .offline)) {
            SendPrediction.failed.note(in: &$0)  // the message stays, marked failed
            $0.sendMessageInFlight = 0
            $0.sendMessageStatus = .failed(.offline)
        }
        var props = TeamChatProps.make(from: store.state)
        XCTAssertEqual(props.rows.map(\.text), ["earlier"])
        XCTAssertEqual(props.failedTexts, ["lunch?"], "the failed send is not shown as failed")
        XCTAssertEqual(props.pendingTexts, [])
        XCTAssertEqual(props.errorMessage, "Not sent: You are offline.")

        await store.send(.resendMessage(text: "lunch?"))  // the failed row's retry button
        await store.receive(.sendMessage(text: "lunch?")) {
            SendPrediction.shows(pending("lunch?", 1)).note(in: &$0)  // the failed message again, in place
            $0.sendMessageInFlight = 1
            $0.sendMessageStatus = .loading
            XCTAssertEqual($0.messages, [sent("earlier", 0), pending("lunch?", 1)], "the resend shows the message twice")
            // The props of the state the resend left: the store may have received the answer since.
            props = TeamChatProps.make(from: $0)
        }
        XCTAssertEqual(props.failedTexts, [])
        XCTAssertEqual(props.pendingTexts, ["lunch?"])

        await store.receive(.sendMessageSuccess(text: "lunch?", roomID: "general", sent("lunch?", 1))) {
            SendPrediction.confirmed(sent("lunch?", 1)).note(in: &$0)
            $0.messages = [sent("earlier", 0), sent("lunch?", 1)]  // the server's message in its place
            $0.sendMessageInFlight = 0
            $0.sendMessageStatus = .succeeded
        }
        store.receiveEffect(TeamChatEffect.playSentSound)
        props = TeamChatProps.make(from: store.state)
        XCTAssertEqual(props.rows.map(\.text), ["earlier", "lunch?"])
        XCTAssertEqual(props.failedTexts, [])
        XCTAssertEqual(props.pendingTexts, [])
        XCTAssertNil(props.errorMessage)
        await store.finish()
        let calls = await service.calls
        XCTAssertEqual(calls, ["sendMessage(text: lunch?, roomID: general)", "sendMessage(text: lunch?, roomID: general)"])
    }

    /// A failed send the user deletes leaves the list, and is no longer among the failed.
    func testAFailedSendThatIsDeletedIsGone() async {
        let store = makeChatStore(FakeChatService(sendFailures: ["lost?": .offline]))
        await store.send(.sendMessage(text: "lost?")) {
            SendPrediction.shows(pending("lost?", 1)).note(in: &$0)
            $0.messages = [pending("lost?", 1)]
            $0.sendMessageInFlight = 1
            $0.sendMessageStatus = .loading
        }
        await store.receive(.sendMessageFailure(text: "lost?", roomID: "general", .offline)) {
            SendPrediction.failed.note(in: &$0)
            $0.sendMessageInFlight = 0
            $0.sendMessageStatus = .failed(.offline)
        }
        await store.send(.deleteMessage(id: pending("lost?", 1).id)) {
            $0.messages = []
            $0.sendMessagePredictions.forgetFailed { $0.text == "lost?" }
        }
        XCTAssertEqual(TeamChatProps.make(from: store.state).failedTexts, [])
        XCTAssertEqual(store.state.sendMessagePredictions, OptimisticCalls())
        await store.finish()
    }

    func testASendsAnswerWithoutASendInFlightChangesNothing() async {
        // Sends are queued: the state counts them, and an answer with none in flight is ignored.
        let store = makeChatStore(FakeChatService(), state: generalRoom(messages: messages(1...3)))

        await store.send(.sendMessageSuccess(text: "late", roomID: "general", Message(id: 9, author: "me", text: "late")))
        await store.send(.sendMessageFailure(text: "late", roomID: "general", .offline))
        await store.finish()
    }
}
