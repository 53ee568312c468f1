import ReduxRuntime
import XCTest
@testable import GoldenFeatures
import ReduxTestSupport

/// The request lifecycle of the generated TeamChat feature, run through a real `Store` with
/// the generated reducer and loader middleware: request → `.loading` → success (applying
/// `into`) or failure (keeping the error, typed or wrapped in `RequestError`).
@MainActor
final class TeamChatRequestTests: XCTestCase {
    private let service = FakeTeamChatService()
    /// Every action that reaches the reducer.
    private let reduced = Recorder<TeamChatAction>()
    private let page1 = [Message(id: 1, text: "one"), Message(id: 2, text: "two")]

    /// The request action sets the status to `.loading` synchronously and calls the service
    /// with the action's parameters; its success sets `.succeeded` and assigns the payload to
    /// `messages` (`into: messages`).
    func testLoadMessagesLoadsThenSucceedsIntoMessages() async {
        let store = Stores.teamChat(service, recordingInto: reduced)
        XCTAssertEqual(store.state.loadMessagesStatus, .idle)

        store.dispatch(.loadMessages(page: 1))
        XCTAssertEqual(store.state.loadMessagesStatus, .loading, "the request action sets `.loading`")
        XCTAssertEqual(store.state.messages, [], "nothing is assigned before the answer")

        await awaitCompletion(of: "the service is called") { [service] in await service.loads.waitForCalls(1) }
        await service.loads.answer(to: 1, with: .success(page1))
        await settle(store)

        XCTAssertEqual(store.state.loadMessagesStatus, .succeeded)
        XCTAssertEqual(store.state.messages, page1, "`into: messages` assigns the success payload")
        XCTAssertEqual(store.state.sendMessageStatus, .idle, "the other request is untouched")
        XCTAssertEqual(reduced.values, [.loadMessages(page: 1), .loadMessagesSuccess(page: 1, page1)])
        let pages = await service.loads.arguments
        XCTAssertEqual(pages, [1], "the service gets the request's parameter")
    }

    /// A failure of a request with a failure type (`failure: ChatError`) lands in the status
    /// as that typed error, and leaves the `into` field as it was.
    func testLoadMessagesFailureKeepsTheTypedChatError() async {
        let store = Stores.teamChat(service, recordingInto: reduced,
                                    initialState: TeamChatState(messages: page1, unread: 0))
        store.dispatch(.loadMessages(page: 2))
        await service.loads.open(with: .failure(.server(code: 503)))
        await settle(store)

        XCTAssertEqual(store.state.loadMessagesStatus, .failed(.server(code: 503)))
        let failure: ChatError? = store.state.loadMessagesStatus.failure
        XCTAssertEqual(failure, .server(code: 503))
        XCTAssertEqual(store.state.messages, page1, "a failure does not touch `messages`")
        XCTAssertEqual(reduced.values.last, .loadMessagesFailure(page: 2, .server(code: 503)))
    }

    /// A request can be run again after it succeeded or failed: the request action moves the
    /// status back to `.loading` from either.
    func testLoadMessagesCanRunAgainAfterFailing() async {
        let store = Stores.teamChat(service, recordingInto: reduced)
        store.dispatch(.loadMessages(page: 1))
        await service.loads.answer(to: 1, with: .failure(.offline))
        await settle(store)
        XCTAssertEqual(store.state.loadMessagesStatus, .failed(.offline))

        store.dispatch(.loadMessages(page: 1))
        XCTAssertEqual(store.state.loadMessagesStatus, .loading, "failed → loading on a new request")
        await service.loads.answer(to: 1, with: .success(page1))
        await settle(store)
        XCTAssertEqual(store.state.loadMessagesStatus, .succeeded)
        XCTAssertEqual(store.state.messages, page1)

        store.dispatch(.loadMessages(page: 2))
        XCTAssertEqual(store.state.loadMessagesStatus, .loading, "succeeded → loading on a new request")
        await service.loads.answer(to: 2, with: .success([]))
        await settle(store)
        XCTAssertEqual(store.state.messages, [])
    }

    /// `sendMessage` has no `into`: its success sets `.succeeded` and changes no field (the
    /// skeleton's TODO is where the user would append the message).
    func testSendMessageSucceedsWithoutTouchingTheFields() async {
        let initial = TeamChatState(messages: page1, draft: "hello", unread: 2)
        let store = Stores.teamChat(service, recordingInto: reduced, initialState: initial)
        store.dispatch(.sendMessage(text: "hello"))
        XCTAssertEqual(store.state.sendMessageStatus, .loading)

        let sent = Message(id: 3, text: "hello")
        await service.sends.answer(to: "hello", with: .success(sent))
        await settle(store)

        XCTAssertEqual(store.state.sendMessageStatus, .succeeded)
        var expected = initial
        expected.sendMessageStatus = .succeeded
        XCTAssertEqual(store.state, expected, "only the status changed")
        XCTAssertEqual(reduced.values, [.sendMessage(text: "hello"), .sendMessageSuccess(text: "hello", sent)])
    }

    /// `sendMessage` names no failure type: whatever the service throws becomes a
    /// `RequestError` that keeps the error's description and type name.
    func testSendMessageFailureIsWrappedInRequestErrorKeepingTheDescription() async {
        let store = Stores.teamChat(service, recordingInto: reduced)
        store.dispatch(.sendMessage(text: "hello"))
        await service.sends.answer(to: "hello", with: .failure(Unreachable()))
        await settle(store)

        let failure: RequestError? = store.state.sendMessageStatus.failure
        XCTAssertEqual(store.state.sendMessageStatus, .failed(RequestError(Unreachable())))
        XCTAssertEqual(failure?.description, "the server cannot be reached")
        XCTAssertEqual(failure?.typeName.hasSuffix("Unreachable"), true, "type name: \(failure?.typeName ?? "nil")")
        XCTAssertNotEqual(failure, RequestError(ChatError.offline))
        XCTAssertEqual(store.state.loadMessagesStatus, .idle, "the other request is untouched")
    }

    /// A typed error thrown from an untyped service method is wrapped too, and its description
    /// (the enum case) survives.
    func testSendMessageWrapsATypedErrorAsWell() async {
        let store = Stores.teamChat(service, recordingInto: reduced)
        store.dispatch(.sendMessage(text: "hello"))
        await service.sends.answer(to: "hello", with: .failure(ChatError.server(code: 500)))
        await settle(store)

        XCTAssertEqual(store.state.sendMessageStatus.failure?.description, "server(code: 500)")
        XCTAssertEqual(reduced.values.last, .sendMessageFailure(text: "hello", RequestError(ChatError.server(code: 500))))
    }

    /// Synchronous actions start no request.
    func testSynchronousActionsCallNoService() async {
        let store = Stores.teamChat(service, recordingInto: reduced)
        store.dispatch(.clearDraft)
        store.dispatch(.updateDraft("hi"))
        store.dispatch(.select(1))
        store.dispatch(.deleteMessage(id: 1))
        XCTAssertFalse(store.hasPendingWork, "a synchronous action started work")
        await settle(store)
        let loads = await service.loads.count
        let sends = await service.sends.count
        XCTAssertEqual(loads + sends, 0)
        XCTAssertEqual(reduced.values.count, 4, "every synchronous action reaches the reducer")
    }
}
