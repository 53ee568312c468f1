import ReduxRuntime
import ReduxTesting
import XCTest
@testable import GoldenFeatures
import ReduxTestSupport

/// The generated Inbox's cached requests on a test clock: while the last answer for the same
/// params and read fields is younger than its lifetime, a request action is answered again
/// with that answer (logged), without a call; after it, or when forced, it calls.
@MainActor
final class InboxCacheTests: XCTestCase {
    private let service = FakeInboxService()
    private let clock = TestClock()
    private let log = LogCapture()
    private let inbox = [Conversation(id: 1, subject: "Lunch")]
    private let sent = [Conversation(id: 2, subject: "Re: Lunch")]

    private func makeStore(_ state: InboxState = InboxState(), after middlewares: [Middleware<InboxState, InboxAction>] = []) -> TestStore<InboxState, InboxAction> {
        TestStore(
            initialState: state, reducer: InboxReducer.reduce, middlewares: [InboxLoader(service: service).middleware, InboxPersistence.middleware()] + middlewares,
            environment: StoreEnvironment(clock: clock, log: log.append, storage: InMemoryStorage()))
    }

    private func open(_ folder: String, in store: TestStore<InboxState, InboxAction>) async {
        await store.send(.restorePersisted(InboxPersisted(draft: "", folder: folder))) { $0.folder = folder }
    }

    /// A call of `loadConversations` answered by the service with `answer`.
    private func load(_ store: TestStore<InboxState, InboxAction>, answer: [Conversation], call index: Int, forced: Bool = false) async {
        await store.send(forced ? .forceLoadConversations : .loadConversations) { $0.loadConversationsStatus = .loading }
        await service.conversationLoads.answer(index, with: .success(answer))
        await receive(answer, in: store)
    }

    /// The success of `loadConversations` for the open folder, with `answer`.
    private func receive(_ answer: [Conversation], in store: TestStore<InboxState, InboxAction>) async {
        await store.receive(.loadConversationsSuccess(folder: store.state.folder, answer)) {
            $0.loadConversationsStatus = .succeeded
            $0.conversations = answer
        }
    }

    /// A `loadConversations` answered again from the cache, without a call.
    private func loadAgain(_ store: TestStore<InboxState, InboxAction>, answer: [Conversation]) async {
        await store.send(.loadConversations) { $0.loadConversationsStatus = .loading }
        await receive(answer, in: store)
    }

    func testOpenInboxLoadOpenSentLoadOpenInboxLoadShowsTheInboxsConversations() async {
        let store = makeStore()
        await load(store, answer: inbox, call: 0)
        await open("sent", in: store)
        await load(store, answer: sent, call: 1)
        await open("inbox", in: store)
        await loadAgain(store, answer: inbox)
        await store.finish()
        XCTAssertEqual(store.state.conversations, inbox, "the list shows another folder's conversations")
        let calls = await service.conversationLoads.count
        XCTAssertEqual(calls, 2, "the inbox's fresh answer was not used")
    }

    func testConversation1Then2Then1ShowsConversation1sMails() async {
        let store = makeStore()
        let mails = [1: [Mail(id: 10, text: "one")], 2: [Mail(id: 20, text: "two")]]
        for conversation in [1, 2] {
            await store.send(.loadMails(conversation: conversation)) { $0.loadMailsStatus[conversation] = .loading }
            await service.mailLoads.answer(to: conversation, with: .success(mails[conversation]!))
            await store.receive(.loadMailsSuccess(conversation: conversation, mails[conversation]!)) {
                $0.loadMailsStatus[conversation] = .succeeded
                $0.mails = mails[conversation]!
            }
        }
        await store.send(.loadMails(conversation: 1)) { $0.loadMailsStatus[1] = .loading }
        await store.receive(.loadMailsSuccess(conversation: 1, mails[1]!)) {
            $0.loadMailsStatus[1] = .succeeded
            $0.mails = mails[1]!
        }
        await store.finish()
        XCTAssertEqual(log.lines, ["reduxgen: answered loadMails[1](1) again: its last answer is 0.0 seconds old, fresh for 60.0 seconds (forceLoadMails calls anyway)"])
    }

    func testAFreshAnswerReachesTheReducerAndTheLaterMiddlewaresAndIsLogged() async {
        let later = Recorder<InboxAction>()
        let store = makeStore(after: [recordingMiddleware(into: later)])
        await load(store, answer: inbox, call: 0)
        await clock.advance(by: .seconds(59))
        await loadAgain(store, answer: inbox)
        XCTAssertEqual(later.values, [
            .loadConversations, .loadConversationsSuccess(folder: "inbox", inbox), .loadConversations, .loadConversationsSuccess(folder: "inbox", inbox),
        ])
        XCTAssertEqual(log.lines, [
            "reduxgen: answered loadConversations(\"inbox\") again: its last answer is 59.0 seconds old, fresh for 60.0 seconds (forceLoadConversations calls anyway)"
        ])
        await clock.advance(by: .seconds(1))
        await load(store, answer: [], call: 1)
        await store.finish()
        let calls = await service.conversationLoads.count
        XCTAssertEqual(calls, 2)
    }

    func testAForcedRequestCallsWithinTheLifetime() async {
        let store = makeStore()
        await load(store, answer: inbox, call: 0)
        await load(store, answer: [], call: 1, forced: true)
        await loadAgain(store, answer: [])  // fresh again, from the forced answer
        await store.finish()
        XCTAssertEqual(log.lines.count, 1)
    }

    func testAFailureLeavesNothingFresh() async {
        let store = makeStore()
        await store.send(.loadConversations) { $0.loadConversationsStatus = .loading }
        await service.conversationLoads.answer(0, with: .failure(Offline()))
        await store.receive(.loadConversationsFailure(folder: "inbox", RequestError(Offline()))) {
            $0.loadConversationsStatus = .failed(RequestError(Offline()))
        }
        await load(store, answer: inbox, call: 1)
        await store.finish()
        XCTAssertEqual(log.lines, [])
    }
}
