import Foundation
import ReduxRuntime
import ReduxTestSupport
import ReduxTesting
import XCTest

/// A test store, and a store on a test environment, keep nothing on disk and print nothing
/// unless the test gives them a storage or a logger: what they save is in memory, what they
/// log is in a log the test reads.
@MainActor
final class TestStoreIsolationTests: XCTestCase {
    /// The app's default record of the Notes feature, which no test may write.
    private var appRecord: URL { FileStorage.standard.fileURL(for: "Notes") }

    override func setUp() async throws {
        try? FileManager.default.removeItem(at: appRecord)
    }

    func testATestStoreWithTheDefaultEnvironmentSavesInMemoryAndTheHomeFolderIsUntouched() async throws {
        let store = TestStore(initialState: NotesState(), reducer: NotesReducer.reduce, middlewares: [NotesReducer.persistence])
        await store.send(.setDraft("Hello")) { $0.draft = "Hello" }
        await store.finish()

        XCTAssertFalse(FileManager.default.fileExists(atPath: appRecord.path), "the test store saved into the app's folder")
        let storage = try XCTUnwrap(store.store.environment.storage as? InMemoryStorage)
        XCTAssertEqual(storage.keys, ["Notes"])
    }

    func testAnEnvironmentGivenOnlyAClockGetsAStorageInMemoryToo() async throws {
        let store = TestStore(
            initialState: NotesState(), reducer: NotesReducer.reduce, middlewares: [NotesReducer.persistence],
            environment: StoreEnvironment(clock: ContinuousClock())
        )
        await store.send(.setDraft("Hello")) { $0.draft = "Hello" }
        await store.finish()
        XCTAssertFalse(FileManager.default.fileExists(atPath: appRecord.path))
        XCTAssertTrue(store.store.environment.storage is InMemoryStorage)
    }

    func testAStoreOnATestEnvironmentKeepsItsRecordsAndItsLogInMemory() async throws {
        let environment = StoreEnvironment(clock: TestClock())
        let storage = try XCTUnwrap(environment.storage as? InMemoryStorage)
        let log = try XCTUnwrap(environment.logger as? TestLog)
        storage["Notes"] = Data("not a record".utf8)

        let store = NotesReducer.store(environment: environment)
        store.dispatch(.setDraft("Hello"))
        await store.settle()

        XCTAssertFalse(FileManager.default.fileExists(atPath: appRecord.path))
        XCTAssertEqual(log.entries.map(\.level), [.error])
        XCTAssertTrue(log.messages[0].hasPrefix("reduxgen: the saved Notes fields are not a record this app can read"), log.messages[0])
    }

    func testATestStoreLogsIntoItsLogAndStillIntoTheLoggerItWasGiven() async {
        let given = LogCapture()
        let store = TestStore(
            initialState: NotesState(), reducer: NotesReducer.reduce, middlewares: [NotesReducer.persistence],
            environment: StoreEnvironment(log: given.append, storage: InMemoryStorage(["Notes": Data("{".utf8)]))
        )
        await store.finish()
        XCTAssertEqual(store.log.messages.count, 1)
        XCTAssertEqual(given.lines, store.log.messages)
    }

    func testAStorageTheTestGivesIsKept() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reduxgen-kept-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = TestStore(
            initialState: NotesState(), reducer: NotesReducer.reduce, middlewares: [NotesReducer.persistence],
            environment: StoreEnvironment(storage: FileStorage(folder: folder))
        )
        await store.send(.setDraft("Hello")) { $0.draft = "Hello" }
        await store.finish()
        XCTAssertTrue(FileManager.default.fileExists(atPath: FileStorage(folder: folder).fileURL(for: "Notes").path))
    }

    func testAMiddlewareInstalledTwiceIsReportedOnceWhenTheStoreIsMade() async {
        let store = TestStore(
            initialState: NotesState(), reducer: NotesReducer.reduce,
            middlewares: [NotesReducer.persistence, .logging(to: { _ in }), NotesReducer.persistence]
        )
        await store.send(.edit) { $0.edits = 1 }
        await store.finish()
        XCTAssertEqual(store.log.entries.filter { $0.level == .warning }.map(\.message), [
            "Store<NotesState, NotesAction>: middlewares installed more than once: the persistence of \"Notes\" (2 times); "
                + "each copy runs on every action (restores, saves or calls twice). Install each once: a generated view "
                + "model made with init(initialState:middlewares:) adds its feature's persistence and routing itself.",
        ])
    }
}
