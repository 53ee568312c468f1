import Foundation
import ReduxRuntime
import ReduxTesting
import XCTest
@testable import GoldenFeatures
import ReduxTestSupport

/// The generated Inbox's persisted fields (`persist: [draft, folder]`): restored by a new
/// store, through memory and through files, field by field.
@MainActor
final class InboxPersistenceTests: XCTestCase {
    private let log = LogCapture()

    func testAPersistedFieldIsRestoredByANewStore() async throws {
        let storage = InMemoryStorage()
        let environment = StoreEnvironment(log: log.append, storage: storage)
        let first = TestStore(
            initialState: InboxState(), reducer: InboxReducer.reduce, middlewares: [InboxPersistence.middleware()],
            environment: environment)
        let saved = InboxPersisted(draft: "See you at 5", folder: "archive")
        await first.send(.restorePersisted(saved)) {
            $0.draft = "See you at 5"
            $0.folder = "archive"
        }
        await first.store.settle()  // the save
        let record = try XCTUnwrap(storage["Inbox"])
        await first.send(.loadConversations) {  // no loader here: no call, nothing saved
            $0.loadConversationsStatus = .loading
        }
        await first.finish()
        XCTAssertEqual(storage["Inbox"], record)
        XCTAssertEqual(storage.keys, ["Inbox"])

        let second = TestStore(
            initialState: InboxState(title: "Mail"), reducer: InboxReducer.reduce, middlewares: [InboxPersistence.middleware()],
            environment: environment)
        await second.receive(.restorePersisted(saved)) {
            $0.draft = "See you at 5"
            $0.folder = "archive"
        }
        await second.finish()
        XCTAssertEqual(log.lines, [])
    }

    func testFieldsAreSavedInAFileAndAFieldThatCannotBeReadKeepsItsDefault() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inbox-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = StoreEnvironment(log: log.append, storage: FileStorage(folder: folder))
        let first = Store(
            initialState: InboxState(), reducer: InboxReducer.reduce, middlewares: [InboxPersistence.middleware(key: "Work")],
            environment: environment)
        first.dispatch(.restorePersisted(InboxPersisted(draft: "Hi", folder: "sent")))
        await settle(first)
        let file = folder.appendingPathComponent("Work.json")
        XCTAssertEqual(String(decoding: try Data(contentsOf: file), as: UTF8.self), #"{"fields":{"draft":"Hi","folder":"sent"},"format":1}"#)

        try Data(#"{"fields":{"draft":["not","text"],"folder":"sent"},"format":1}"#.utf8).write(to: file)
        let second = Store(
            initialState: InboxState(draft: "default"), reducer: InboxReducer.reduce,
            middlewares: [InboxPersistence.middleware(key: "Work")], environment: environment)
        XCTAssertEqual(second.state.draft, "default")
        XCTAssertEqual(second.state.folder, "sent")
        XCTAssertEqual(log.lines.count, 1)
        XCTAssertTrue(log.lines[0].hasPrefix("reduxgen: the saved Work field 'draft' cannot be read ("), log.lines[0])
    }
}
