import Foundation
import ReduxRuntime
import XCTest

@testable import GoldenFeatures

/// The preview stores and services generated beside each feature's loader (debug builds
/// only): a SwiftUI preview gets a working feature in one line, its requests answered as it
/// says, and nothing of it reaches the app's files or the console.
@MainActor
final class PreviewStoreTests: XCTestCase {
    private let hello = Message(id: 1, text: "hello")

    func testAViewModelPreviewShowsWhatItsServiceAnswers() async {
        let viewModel = TeamChatViewModel.preview(
            TeamChatState(unread: 2),
            service: TeamChatPreviewService(loadMessagesAnswers: .success([hello]), sendMessageAnswers: .failure(URLError(.notConnectedToInternet)))
        )
        viewModel.send(.loadMessages(page: 1))
        viewModel.send(.sendMessage(text: "hi"))
        let unsettled = await viewModel.settle()
        XCTAssertNil(unsettled)
        XCTAssertEqual(viewModel.messages, [hello])
        XCTAssertEqual(viewModel.unreadBadge, "2")
    }

    func testARequestGivenNoAnswerStaysLoading() async {
        let store = Store.preview(TeamChatState(unread: 0))
        store.dispatch(.loadMessages(page: 1))
        let unsettled = await store.settle(timeout: .milliseconds(20))
        XCTAssertEqual(store.state.loadMessagesStatus, .loading)
        XCTAssertEqual(unsettled?.running.count, 1)
    }

    func testAPreviewDelaysAnAnswerWhenToldTo() async {
        let store = Store.preview(TeamChatState(unread: 0), service: TeamChatPreviewService(loadMessagesAnswers: .after(.milliseconds(10), .success([hello]))))
        store.dispatch(.loadMessages(page: 1))
        XCTAssertEqual(store.state.loadMessagesStatus, .loading)
        await store.settle()
        XCTAssertEqual(store.state.messages, [hello])
    }

    func testAPersistingFeaturesPreviewKeepsItsRecordsInMemory() async throws {
        let appRecord = FileStorage.standard.fileURL(for: "Inbox")
        try? FileManager.default.removeItem(at: appRecord)
        let store: Store<InboxState, InboxAction> = .preview()
        XCTAssertEqual(store.state.folder, "inbox")
        store.dispatch(.restorePersisted(InboxPersisted(draft: "See you", folder: "archive")))
        await store.settle()
        XCTAssertFalse(FileManager.default.fileExists(atPath: appRecord.path), "a preview saved into the app's folder")
        let storage = try XCTUnwrap(store.environment.storage as? InMemoryStorage)
        XCTAssertEqual(storage.keys, ["Inbox"])
        XCTAssertTrue(store.environment.logger is SilentLogger)
    }

    func testAStreamOfAPreviewDeliversItsElementsThenEnds() async {
        let store: Store<MailboxState, MailboxAction> = .preview(service: MailboxPreviewService(connectionFeeds: [true, false]))
        store.dispatch(.startConnection)
        await store.settle()
        XCTAssertFalse(store.state.connectionActive)
    }
}
