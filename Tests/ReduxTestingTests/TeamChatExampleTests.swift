@testable import GoldenFeatures
import ReduxRuntime
import ReduxTesting
import Testing

/// The README's "Testing a feature" example, on the generated TeamChat golden: it must compile
/// and pass as written there.
struct ChatAPIStub: TeamChatService {
    var messages: Result<[Message], ChatError> = .success([])

    func loadMessages(page: Int) async throws(ChatError) -> [Message] {
        try messages.get()
    }

    func sendMessage(text: String) async throws -> Message {
        Message(id: 99, text: text)
    }
}

@MainActor
@Suite struct TeamChatExampleTests {
    func makeStore(_ api: ChatAPIStub) -> TestStore<TeamChatState, TeamChatAction> {
        TestStore(
            initialState: TeamChatState(unread: 0),
            reducer: TeamChatReducer.reduce,
            middlewares: [TeamChatLoader(service: api).middleware]
        )
    }

    @Test func loadingMessagesSucceeds() async {
        let hello = Message(id: 1, text: "Hello")
        let store = makeStore(ChatAPIStub(messages: .success([hello])))

        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        await store.receive(.loadMessagesSuccess([hello])) {
            $0.messages = [hello]
            $0.loadMessagesStatus = .succeeded
        }
        await store.finish()
    }

    @Test func loadingMessagesFails() async {
        let store = makeStore(ChatAPIStub(messages: .failure(.offline)))

        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        await store.receive(.loadMessagesFailure(.offline)) { $0.loadMessagesStatus = .failed(.offline) }
        await store.finish()
    }

    @Test func anAnswerWhenNotLoadingChangesNothing() async {
        let store = makeStore(ChatAPIStub())
        await store.send(.loadMessagesSuccess([Message(id: 1, text: "Late")]))
        await store.finish()
    }

    /// The failure the README shows, word for word.
    @Test func theReadmeFailureText() async {
        let hello = Message(id: 1, text: "Hello")
        let log = FailureLog()
        let store = TestStore(
            initialState: TeamChatState(unread: 0),
            reducer: TeamChatReducer.reduce,
            middlewares: [TeamChatLoader(service: ChatAPIStub(messages: .success([hello]))).middleware],
            failureReporter: log.reporter
        )
        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        await store.receive(.loadMessagesSuccess([hello])) { $0.loadMessagesStatus = .succeeded }

        #expect(log.messages == [
            """
            The state after receive(.loadMessagesSuccess([Message(id: 1, text: "Hello")])) is not the expected one (- expected, + actual):
              TeamChatState(
            -   messages: [],
            +   messages: [Message(id: 1, text: "Hello")],
                draft: "",
                selectedID: nil,
                unread: 0,
                loadMessagesStatus: .succeeded,
                sendMessageStatus: .idle,
              )
            """,
        ])
    }
}
