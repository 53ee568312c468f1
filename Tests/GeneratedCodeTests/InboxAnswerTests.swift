import ReduxRuntime
import ReduxTesting
import XCTest
@testable import GoldenFeatures
import ReduxTestSupport

/// What the generated Inbox shows is the answer for what its state asks now: an answer for a
/// folder or a conversation the screen no longer shows never lands in the field.
@MainActor
final class InboxAnswerTests: XCTestCase {
    private let service = FakeInboxService()
    private let inboxConversations = [Conversation(id: 1, subject: "Lunch")]
    private let firstMails = [Mail(id: 10, text: "in conversation 1")]
    private let secondMails = [Mail(id: 20, text: "in conversation 2")]

    private func makeStore(_ state: InboxState = InboxState()) -> TestStore<InboxState, InboxAction> {
        TestStore(
            initialState: state, reducer: InboxReducer.reduce, middlewares: [InboxLoader(service: service).middleware],
            environment: StoreEnvironment(clock: TestClock(), storage: InMemoryStorage()))
    }

    /// `loadMails` is keyed by conversation into one field, `mails`: a call for conversation
    /// 2 supersedes conversation 1's, whose late answer never shows.
    func testConversation1SlowThen2FastShows2sMails() async {
        let store = makeStore()
        await store.send(.loadMails(conversation: 1)) { $0.loadMailsStatus[1] = .loading }
        await store.send(.loadMails(conversation: 2)) { $0.loadMailsStatus = [2: .loading] }
        await service.mailLoads.answer(to: 2, with: .success(secondMails))
        await store.receive(.loadMailsSuccess(conversation: 2, secondMails)) {
            $0.loadMailsStatus[2] = .succeeded
            $0.mails = self.secondMails
        }
        await service.mailLoads.answer(to: 1, with: .success(firstMails))  // superseded: dropped
        await store.finish()
        XCTAssertEqual(store.state.mails, secondMails)
    }

    /// `loadConversations` reads `folder`: an answer for the inbox that arrives once the sent
    /// folder is open sets the status but shows nothing.
    func testAnAnswerForAFolderNoLongerOpenIsNotShown() async {
        let store = makeStore()
        await store.send(.loadConversations) { $0.loadConversationsStatus = .loading }
        await store.send(.restorePersisted(InboxPersisted(draft: "", folder: "sent"))) { $0.folder = "sent" }
        await service.conversationLoads.answer(to: "inbox", with: .success(inboxConversations))
        await store.receive(.loadConversationsSuccess(folder: "inbox", inboxConversations)) {
            $0.loadConversationsStatus = .succeeded
        }
        await store.finish()
        XCTAssertEqual(store.state.conversations, [], "the inbox's conversations show in the sent folder")
    }
}
