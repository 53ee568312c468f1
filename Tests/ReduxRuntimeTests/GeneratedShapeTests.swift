import ReduxRuntime
import XCTest
import ReduxTestSupport

/// A fake `TeamChatService` whose answers the test gives (see ``ControlledCalls``).
private struct FakeChatService: TeamChatService {
    let loads = ControlledCalls<Int, Result<[Message], ChatError>>()
    let sends = ControlledCalls<String, Result<Message, any Error>>()

    func loadMessages(page: Int) async throws(ChatError) -> [Message] {
        try await loads.call(page).get()
    }

    func sendMessage(text: String) async throws -> Message {
        try await sends.call(text).get()
    }
}

private struct Unreachable: Error, CustomStringConvertible {
    var description: String { "the server cannot be reached" }
}

/// Runs the contract-shaped TeamChat feature (GeneratedShapeFeature.swift) through a store.
@MainActor
final class GeneratedShapeTests: XCTestCase {
    private let service = FakeChatService()
    /// Every action that reaches the reducer.
    private let reduced = Recorder<TeamChatAction>()

    private func makeStore() -> Store<TeamChatState, TeamChatAction> {
        let reduced = reduced
        let recording = Middleware<TeamChatState, TeamChatAction>.handler { _, action, next in
            reduced.record(action)
            next(action)
        }
        return Store(
            initialState: TeamChatState(unread: 0),
            reducer: TeamChatReducer.reduce,
            middlewares: [TeamChatLoader(service: service).middleware, recording]
        )
    }

    private let page1 = [Message(id: 1, body: "one")]
    private let page2 = [Message(id: 2, body: "two")]

    func testRequestLoadsThenSucceeds() async {
        let store = makeStore()
        XCTAssertTrue(store.state.loadMessagesStatus.isIdle)
        store.dispatch(.loadMessages(page: 1))
        XCTAssertEqual(store.state.loadMessagesStatus, .loading)
        await service.loads.open(with: .success(page1))
        await settle(store)
        XCTAssertEqual(store.state.loadMessagesStatus, .succeeded)
        XCTAssertEqual(store.state.messages, page1, "`into: messages` assigns the payload")
        XCTAssertEqual(reduced.values, [.loadMessages(page: 1), .loadMessagesSuccess(page1)])
        let pages = await service.loads.arguments
        XCTAssertEqual(pages, [1])
    }

    func testTypedFailureIsKept() async {
        let store = makeStore()
        store.dispatch(.loadMessages(page: 1))
        await service.loads.open(with: .failure(.server(code: 503)))
        await settle(store)
        XCTAssertEqual(store.state.loadMessagesStatus, .failed(.server(code: 503)))
        XCTAssertEqual(store.state.loadMessagesStatus.failure, .server(code: 503))
        XCTAssertEqual(reduced.values.last, .loadMessagesFailure(.server(code: 503)))
        XCTAssertEqual(store.state.messages, [])
    }

    func testUntypedFailureIsWrappedInRequestError() async {
        let store = makeStore()
        store.dispatch(.sendMessage(text: "hello"))
        XCTAssertTrue(store.state.sendMessageStatus.isLoading)
        await service.sends.open(with: .failure(Unreachable()))
        await settle(store)
        let failure = store.state.sendMessageStatus.failure
        XCTAssertEqual(failure, RequestError(Unreachable()))
        XCTAssertEqual(failure?.description, "the server cannot be reached")
        XCTAssertNotEqual(failure, RequestError(ChatError.offline))
    }

    func testUntypedSuccessRunsTheUserLogic() async {
        let store = makeStore()
        store.dispatch(.sendMessage(text: "hello"))
        await service.sends.open(with: .success(Message(id: 9, body: "hello")))
        await settle(store)
        XCTAssertEqual(store.state.sendMessageStatus, .succeeded)
        XCTAssertEqual(store.state.messages, [Message(id: 9, body: "hello")])
    }

    func testLatestDropsTheStaleAnswer() async {
        let store = makeStore()
        let states = store.states
        store.dispatch(.loadMessages(page: 1))
        store.dispatch(.loadMessages(page: 2))
        await awaitCompletion(of: "both calls") { [service] in await service.loads.waitForCalls(2) }

        await service.loads.answer(to: 2, with: .success(page2))
        await awaitCompletion(of: "page 2 arrives") {
            for await state in states where state.loadMessagesStatus == .succeeded { break }
        }
        // Page 1 answers last. Its status is no longer `loading`, so the reducer would ignore it
        // anyway; the point is that the runner never dispatches it (`reduced` records every action).
        await service.loads.answer(to: 1, with: .success(page1))
        await settle(store)

        XCTAssertEqual(store.state.messages, page2)
        XCTAssertEqual(reduced.values, [
            .loadMessages(page: 1), .loadMessages(page: 2), .loadMessagesSuccess(page2),
        ])
    }

    func testLatestDropsTheStaleFailureWhileTheNewCallIsLoading() async {
        let store = makeStore()
        store.dispatch(.loadMessages(page: 1))
        store.dispatch(.loadMessages(page: 2))
        await awaitCompletion(of: "both calls") { [service] in await service.loads.waitForCalls(2) }
        // Here the reducer alone could not tell: page 2 is loading when page 1's failure arrives.
        await service.loads.answer(to: 1, with: .failure(.offline))
        await service.loads.answer(to: 2, with: .success(page2))
        await settle(store)
        XCTAssertEqual(store.state.loadMessagesStatus, .succeeded)
        XCTAssertFalse(reduced.values.contains(.loadMessagesFailure(.offline)), "the stale failure was dispatched")
    }

    func testFirstCallsTheServiceOnce() async {
        let store = makeStore()
        store.dispatch(.sendMessage(text: "hello"))
        store.dispatch(.sendMessage(text: "hello again"))
        await awaitCompletion(of: "the first call") { [service] in await service.sends.waitForCalls(1) }
        await service.sends.open(with: .success(Message(id: 9, body: "hello")))
        await settle(store)
        let texts = await service.sends.arguments
        XCTAssertEqual(texts, ["hello"])
        XCTAssertEqual(store.state.messages.count, 1)
        XCTAssertEqual(store.state.sendMessageStatus, .succeeded)
    }

    func testSynchronousActionsGoThroughTheSkeleton() async {
        let store = makeStore()
        store.dispatch(.select(3))
        XCTAssertEqual(store.state.selectedID, 3)
        let pages = await service.loads.arguments
        XCTAssertEqual(pages, [], "a synchronous action started a request")
    }

    func testPublicVariantRuns() async {
        struct NameService: ProfileService {
            func loadName() async throws -> String { "Ada" }
        }
        let store = Store(
            initialState: ProfileState(),
            reducer: ProfileReducer.reduce,
            middlewares: [ProfileLoader(service: NameService()).middleware]
        )
        store.dispatch(.loadName)
        await settle(store)
        XCTAssertEqual(store.state, ProfileState(name: "Ada", loadNameStatus: .succeeded))
    }
}
