import ReduxRuntime
import ReduxTesting
import XCTest
@testable import GoldenFeatures
import ReduxTestSupport

/// The generated Inbox's cached requests on a test clock: skipped (and logged) while the last
/// answer for the same params and read fields is younger than its lifetime, run after it or
/// when forced.
@MainActor
final class InboxCacheTests: XCTestCase {
    private let service = FakeInboxService()
    private let clock = TestClock()
    private let log = LogCapture()
    private let inbox = [Conversation(id: 1, subject: "Lunch")]

    private func makeStore(_ state: InboxState = InboxState()) -> TestStore<InboxState, InboxAction> {
        TestStore(
            initialState: state, reducer: InboxReducer.reduce, middlewares: [InboxLoader(service: service).middleware],
            environment: StoreEnvironment(clock: clock, log: log.append, storage: InMemoryStorage()))
    }

    private func load(_ store: TestStore<InboxState, InboxAction>, answer: [Conversation], call index: Int) async {
        await store.send(.loadConversations) { $0.loadConversationsStatus = .loading }
        await service.conversationLoads.answer(index, with: .success(answer))
        await store.receive(.loadConversationsSuccess(answer)) {
            $0.loadConversationsStatus = .succeeded
            $0.conversations = answer
        }
    }

    func testARequestWithinItsLifetimeIsSkippedAndLoggedAndRunsAfterIt() async {
        let store = makeStore()
        await load(store, answer: inbox, call: 0)
        await clock.advance(by: .seconds(59))
        await store.send(.loadConversations)  // skipped: it reaches no reducer
        XCTAssertEqual(log.lines, [
            "reduxgen: skipped loadConversations(\"inbox\"): its last answer is 59.0 seconds old, fresh for 60.0 seconds (forceLoadConversations calls anyway)"
        ])
        await clock.advance(by: .seconds(1))
        await load(store, answer: [], call: 1)
        await store.finish()
        let calls = await service.conversationLoads.count
        XCTAssertEqual(calls, 2)
    }

    func testAForcedRequestRunsWithinTheLifetime() async {
        let store = makeStore()
        await load(store, answer: inbox, call: 0)
        await store.send(.forceLoadConversations) { $0.loadConversationsStatus = .loading }
        await service.conversationLoads.answer(1, with: .success([]))
        await store.receive(.loadConversationsSuccess([])) {
            $0.loadConversationsStatus = .succeeded
            $0.conversations = []
        }
        await store.send(.loadConversations)  // fresh again, from the forced answer
        await store.finish()
        XCTAssertEqual(log.lines.count, 1)
    }

    func testAnAnswerIsFreshForTheFieldsReadAndTheKeyItWasFor() async {
        let store = makeStore()
        await load(store, answer: inbox, call: 0)
        // Another folder (a field the request reads) is another answer.
        await store.send(.restorePersisted(InboxPersisted(draft: "", folder: "archive"))) { $0.folder = "archive" }
        await load(store, answer: [], call: 1)

        for conversation in [1, 2] {
            await store.send(.loadMails(conversation: conversation)) { $0.loadMailsStatus[conversation] = .loading }
            await service.mailLoads.answer(to: conversation, with: .success([]))
            await store.receive(.loadMailsSuccess(conversation: conversation, [])) { $0.loadMailsStatus[conversation] = .succeeded }
        }
        await store.send(.loadMails(conversation: 2))  // fresh for 2
        await store.finish()
        XCTAssertEqual(log.lines, ["reduxgen: skipped loadMails[2](2): its last answer is 0.0 seconds old, fresh for 60.0 seconds (forceLoadMails calls anyway)"])
    }

    func testAFailureLeavesNothingFresh() async {
        let store = makeStore()
        await store.send(.loadConversations) { $0.loadConversationsStatus = .loading }
        await service.conversationLoads.answer(0, with: .failure(Offline()))
        await store.receive(.loadConversationsFailure(RequestError(Offline()))) {
            $0.loadConversationsStatus = .failed(RequestError(Offline()))
        }
        await load(store, answer: inbox, call: 1)
        await store.finish()
        XCTAssertEqual(log.lines, [])
    }
}
