import Foundation
@testable import GoldenFeatures
import ReduxRuntime
import ReduxTesting
import Testing

/// The example of the ReduxTesting article "Testing a feature" (TestingAFeature.md), on the
/// generated TeamChat golden: it must compile and pass as written there.
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
        await store.receive(.loadMessagesSuccess(page: 1, [hello])) {
            $0.messages = [hello]
            $0.loadMessagesStatus = .succeeded
        }
        await store.finish()
    }

    @Test func loadingMessagesFails() async {
        let store = makeStore(ChatAPIStub(messages: .failure(.offline)))

        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        await store.receive(.loadMessagesFailure(page: 1, .offline)) { $0.loadMessagesStatus = .failed(.offline) }
        await store.finish()
    }

    @Test func anAnswerSentByHandApplies() async {
        // The reducer applies every answer that reaches it: the loader sends a current
        // call's alone.
        let store = makeStore(ChatAPIStub())
        let late = Message(id: 1, text: "Late")
        await store.send(.loadMessagesSuccess(page: 1, [late])) {
            $0.messages = [late]
            $0.loadMessagesStatus = .succeeded
        }
        await store.finish()
    }

    /// The failure that the article "Testing a feature" shows: its block that starts with
    /// "The state after", word for word.
    @Test func theDocumentedFailureText() async throws {
        let hello = Message(id: 1, text: "Hello")
        let log = FailureLog()
        let store = TestStore(
            initialState: TeamChatState(unread: 0),
            reducer: TeamChatReducer.reduce,
            middlewares: [TeamChatLoader(service: ChatAPIStub(messages: .success([hello]))).middleware],
            failureReporter: log.reporter
        )
        await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
        await store.receive(.loadMessagesSuccess(page: 1, [hello])) { $0.loadMessagesStatus = .succeeded }

        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ReduxTesting/ReduxTesting.docc/TestingAFeature.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let block = try #require(text.components(separatedBy: "```\n").first { $0.hasPrefix("The state after") })
        #expect(log.messages == [String(block.dropLast())])
    }
}
