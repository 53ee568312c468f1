import Foundation
import ReduxRuntime
import ReduxTestSupport
import ReduxTesting
import XCTest

/// The file storage on a real folder: records that cannot be used are logged and leave the
/// defaults, a folder that cannot be written is logged and the store goes on.
@MainActor
final class FileStorageTests: XCTestCase {
    private var folder: URL!
    private let log = LogCapture()

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reduxgen-storage-\(UUID().uuidString)")
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var storage: FileStorage { FileStorage(folder: folder) }

    private func store(_ initialState: NotesState = NotesState(draft: "default")) -> Store<NotesState, NotesAction> {
        NotesReducer.store(initialState, environment: StoreEnvironment(log: log.append, storage: storage))
    }

    /// Writes `text` as the Notes record.
    private func plant(_ text: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: storage.fileURL(for: "Notes"))
    }

    func testAStoreSavesIntoTheFolderItCreatesAndTheNextStoreRestores() async throws {
        let first = store()
        first.dispatch(.setDraft("Hello"))
        await settle(first)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Notes.json"])
        XCTAssertEqual(store().state.draft, "Hello")
        XCTAssertEqual(log.lines, [])
    }

    func testAMissingRecordIsNoRecord() async throws {
        XCTAssertNil(try storage.load("Notes"))
        XCTAssertEqual(store().state.draft, "default")
        XCTAssertEqual(log.lines, [])
    }

    func testACorruptRecordIsLoggedAndTheDefaultsAreUsed() async throws {
        try plant("not json at all")
        XCTAssertEqual(store().state, NotesState(draft: "default"))
        XCTAssertEqual(log.lines.count, 1)
        XCTAssertTrue(log.lines[0].hasPrefix("reduxgen: the saved Notes fields are not a record this app can read ("), log.lines[0])
    }

    func testATruncatedRecordIsLoggedAndTheDefaultsAreUsed() async throws {
        let whole = #"{"fields":{"draft":"Hello","tags":["a"]},"format":1}"#
        for length in [1, 10, whole.count / 2, whole.count - 1] {
            try plant(String(whole.prefix(length)))
            XCTAssertEqual(store().state, NotesState(draft: "default"), "cut at \(length)")
        }
        XCTAssertEqual(log.lines.count, 4)
        XCTAssertTrue(log.lines.allSatisfy { $0.hasPrefix("reduxgen: the saved Notes fields are not a record this app can read (") }, "\(log.lines)")
    }

    func testAnEmptyRecordIsLoggedAndTheDefaultsAreUsed() async throws {
        try plant("")
        XCTAssertEqual(store().state, NotesState(draft: "default"))
        XCTAssertEqual(log.lines, ["reduxgen: the saved Notes fields are empty; using their defaults"])
    }

    func testARecordOfANewerOrOlderFormatIsLoggedAndTheDefaultsAreUsed() async throws {
        try plant(#"{"fields":{"draft":"From the future"},"format":2}"#)
        XCTAssertEqual(store().state, NotesState(draft: "default"))
        try plant(#"{"fields":{"draft":"From the past"},"format":0}"#)
        XCTAssertEqual(store().state, NotesState(draft: "default"))
        XCTAssertEqual(log.lines, [
            "reduxgen: the saved Notes fields have format 2, newer than the format 1 this app reads; using their defaults",
            "reduxgen: the saved Notes fields have format 0, older than the format 1 this app reads; using their defaults",
        ])
    }

    func testARecordThatCannotBeReadIsLoggedAndTheDefaultsAreUsed() async throws {
        // A folder where the record's file should be: reading it fails even for root.
        try FileManager.default.createDirectory(at: storage.fileURL(for: "Notes"), withIntermediateDirectories: true)
        XCTAssertEqual(store().state, NotesState(draft: "default"))
        XCTAssertEqual(log.lines, [
            "reduxgen: could not read the saved Notes fields (cannot read \(folder.path)/Notes.json: Is a directory); using their defaults"
        ])
    }

    func testAFolderThatCannotBeWrittenIsLoggedAndTheStoreGoesOn() async throws {
        // A file where the folder should be: creating the folder fails even for root.
        try Data("a file".utf8).write(to: folder)
        let clock = TestClock()
        let store = NotesReducer.store(NotesState(draft: "default"), environment: StoreEnvironment(clock: clock, log: log.append, storage: storage))
        store.dispatch(.setDraft("one"))
        await clock.waitForSleepers(1)
        store.dispatch(.setDraft("two"))
        store.dispatch(.addTag("still running"))
        XCTAssertEqual(store.state, NotesState(draft: "two", tags: ["still running"]))
        XCTAssertEqual(log.lines, [
            "reduxgen: could not read the saved Notes fields (cannot read \(folder.path)/Notes.json: Not a directory); using their defaults",
            "reduxgen: could not save the Notes fields (cannot create the folder \(folder.path): File exists); the app goes on, "
                + "and it is tried again 5 times within 31.0 seconds, then at the next change",
        ])
        XCTAssertEqual(String(decoding: try Data(contentsOf: folder), as: UTF8.self), "a file")
    }

    func testRemovingARecordRemovesItsFileAndAMissingOneIsNoError() async throws {
        try storage.save(Data("record".utf8), for: "Row.7")
        try storage.remove("Row.7")
        XCTAssertNil(try storage.load("Row.7"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
        try storage.remove("Row.7")
        try storage.remove("never saved")
    }

    func testASaveReplacesTheRecordWhole() async throws {
        try storage.save(Data("a long first record".utf8), for: "Notes")
        try storage.save(Data("short".utf8), for: "Notes")
        XCTAssertEqual(try storage.load("Notes"), Data("short".utf8))
    }

    func testKeysBecomeFileNamesInsideTheFolder() async {
        XCTAssertEqual(storage.fileURL(for: "TeamChat").lastPathComponent, "TeamChat.json")
        XCTAssertEqual(storage.fileURL(for: "room/7").lastPathComponent, "room%2F7.json")
        XCTAssertEqual(storage.fileURL(for: "../up").lastPathComponent, "%2E%2E%2Fup.json")
        XCTAssertEqual(storage.fileURL(for: "é").lastPathComponent, "%C3%A9.json")
        XCTAssertEqual(storage.fileURL(for: "").lastPathComponent, "%.json")
        for key in ["TeamChat", "room/7", "../up", "", "."] {
            XCTAssertEqual(storage.fileURL(for: key).deletingLastPathComponent().path, folder.path, key)
        }
    }
}
