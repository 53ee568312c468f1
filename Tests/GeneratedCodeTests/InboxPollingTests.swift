import ReduxRuntime
import ReduxTesting
import XCTest
@testable import GoldenFeatures
import ReduxTestSupport

/// The generated Inbox's polls on a test clock: a round at once and one per interval, none
/// after stop or after the store is released, and a round skipped while its call runs.
@MainActor
final class InboxPollingTests: XCTestCase {
    private let service = FakeInboxService()
    private let clock = TestClock()
    private let log = LogCapture()
    private let inbox = [Conversation(id: 1, subject: "Lunch")]

    private var environment: StoreEnvironment {
        StoreEnvironment(clock: clock, log: log.append, storage: InMemoryStorage())
    }

    func testRoundsRunOnTheClockAndNoneAfterStop() async {
        let store = TestStore(
            initialState: InboxState(), reducer: InboxReducer.reduce, middlewares: [InboxLoader(service: service).middleware, InboxPersistence.middleware()],
            environment: environment)
        await store.send(.startPollingLoadConversations)
        // A cached request polls with its forcing action: polling is what keeps it fresh.
        await store.receive(.forceLoadConversations) { $0.loadConversationsStatus = .loading }
        await service.conversationLoads.answer(0, with: .success(inbox))
        await store.receive(.loadConversationsSuccess(folder: "inbox", inbox)) {
            $0.loadConversationsStatus = .succeeded
            $0.conversations = self.inbox
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(30)))
        await clock.advance(by: .seconds(29))
        let before = await service.conversationLoads.count
        XCTAssertEqual(before, 1, "a round ran before its interval")
        await clock.advance(by: .seconds(1))
        await store.receive(.forceLoadConversations) { $0.loadConversationsStatus = .loading }
        await service.conversationLoads.answer(1, with: .success([]))
        await store.receive(.loadConversationsSuccess(folder: "inbox", [])) {
            $0.loadConversationsStatus = .succeeded
            $0.conversations = []
        }
        await store.send(.stopPollingLoadConversations)
        await clock.advance(by: .seconds(300))
        await store.finish()
        let calls = await service.conversationLoads.count
        XCTAssertEqual(calls, 2)
    }

    func testNoRoundRunsAfterTheStoreIsReleased() async {
        let reduced = Recorder<InboxAction>()
        var store: Store<InboxState, InboxAction>? = Store(
            initialState: InboxState(), reducer: InboxReducer.reduce,
            middlewares: [InboxLoader(service: service).middleware, InboxPersistence.middleware(), recordingMiddleware(into: reduced)], environment: environment)
        weak let weakStore = store
        store?.dispatch(.startPollingLoadMails(conversation: 1))
        await service.mailLoads.answer(0, with: .success([]))
        await awaitCompletion(of: "the first round's answer") { await reduced.waitForCount(3) }
        await awaitCompletion(of: "the poll sleeps") { [clock] in await clock.waitForSleepers(1) }
        store = nil
        XCTAssertNil(weakStore, "polling kept the store alive")
        await clock.advance(by: .seconds(60))
        let calls = await service.mailLoads.count
        XCTAssertEqual(calls, 1, "a round ran after the store was released")
        XCTAssertEqual(reduced.values, [.startPollingLoadMails(conversation: 1), .forceLoadMails(conversation: 1), .loadMailsSuccess(conversation: 1, [])])
    }

    func testARoundWhileTheCallRunsIsSkipped() async {
        let reduced = Recorder<InboxAction>()
        let store = Store(
            initialState: InboxState(), reducer: InboxReducer.reduce,
            middlewares: [InboxLoader(service: service).middleware, InboxPersistence.middleware(), recordingMiddleware(into: reduced)], environment: environment)
        store.dispatch(.startPollingLoadMails(conversation: 1))
        await awaitCompletion(of: "the first call") { [service] in await service.mailLoads.waitForCalls(1) }
        await awaitCompletion(of: "the poll sleeps") { [clock] in await clock.waitForSleepers(1) }
        await clock.advance(by: .seconds(10))
        // The first call still runs: the round is skipped.
        await awaitCompletion(of: "the skipped round") { [log] in await log.waitForLines(1) }
        XCTAssertEqual(log.lines, ["reduxgen: skipped a round of polling loadMails[1]: its last call is still in flight"])
        await service.mailLoads.answer(0, with: .success([]))
        await awaitCompletion(of: "the first answer") { await reduced.waitForCount(3) }
        await awaitCompletion(of: "the poll sleeps again") { [clock] in await clock.waitForSleepers(1) }
        await clock.advance(by: .seconds(10))
        await awaitCompletion(of: "the second call") { [service] in await service.mailLoads.waitForCalls(2) }
        store.dispatch(.stopPollingLoadMails(conversation: 1))
        await service.mailLoads.open(with: .success([]))
        await settle(store)
        let arguments = await service.mailLoads.arguments
        XCTAssertEqual(arguments, [1, 1])
    }
}
