import ReduxRuntime
import ReduxTesting
import TeamChatKit

/// Messages `ids` of the room, by "ana", unread: `"message 7"` for id 7.
func messages(_ ids: ClosedRange<Int>) -> [Message] {
    ids.map { Message(id: $0, author: "ana", text: "message \($0)") }
}

/// The state of the chat in the room "general", pages of 3 messages.
func generalRoom(messages: [Message] = [], nextPage: Int = 1) -> TeamChatState {
    TeamChatState(roomID: "general", roomName: "General", messages: messages, pageSize: 3, nextPage: nextPage)
}

/// A test store of the chat feature with its generated loader, on `clock`: each test asserts
/// every state change and every action the loader dispatches.
@MainActor
func makeChatStore(
    _ service: FakeChatService,
    clock: TestClock = TestClock(),
    state: TeamChatState = generalRoom(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> TestStore<TeamChatState, TeamChatAction> {
    TestStore(
        initialState: state,
        reducer: TeamChatReducer.reduce,
        middlewares: [TeamChatLoader(service: service).middleware],
        environment: StoreEnvironment(clock: clock, log: { _ in }),
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
    )
}

/// The message that `FakeChatService` answers the `n`th send with (ids from 1001).
func sent(_ text: String, _ n: Int) -> Message {
    Message(id: 1000 + n, author: "me", text: text, isRead: true)
}

/// The `n`th of the messages sent and shown at once, before the server answers.
func pending(_ text: String, _ n: Int) -> Message {
    Message(id: Message.pendingIDs.lowerBound + n - 1, author: "me", text: text, isRead: true)
}

extension TestClock.Instant {
    /// The instant `seconds` after the clock's start.
    static func seconds(_ seconds: Int) -> Self { Self(offset: .seconds(seconds)) }
}

/// What a send notes in `state`'s predictions, as the reducer does, so that a state
/// assertion that compares them passes: a test states the messages shown itself, and this
/// notes the prediction on a copy of them.
enum SendPrediction {
    /// A send shows `message` at once.
    case shows(Message)
    /// The answer `message` takes the oldest send's place.
    case confirmed(Message)
    /// The oldest send's answer is for another room: its message goes.
    case undone
    /// The oldest send fails: its message stays, marked failed (`onFailure: keep`).
    case failed

    /// Notes this in the sends' predictions of `state`.
    func note(in state: inout TeamChatState) {
        var predictions = state.sendMessagePredictions.take()
        var shown = state.messages
        switch self {
        case .shows(let message): predictions.predict(message, upsertingInto: &shown, for: ())
        case .confirmed(let message): predictions.confirm(message, upsertingInto: &shown)
        case .undone: predictions.rollBack(in: &shown)
        case .failed: predictions.markFailed(in: &shown)
        }
        state.sendMessagePredictions = predictions
    }
}
