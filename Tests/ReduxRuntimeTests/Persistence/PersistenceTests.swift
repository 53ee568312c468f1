import Foundation
import ReduxRuntime
import ReduxTestSupport
import ReduxTesting
import XCTest

/// Persisted fields restored by a new store and saved after they change, through an
/// in-memory storage.
@MainActor
final class PersistenceTests: XCTestCase {
    private let storage = InMemoryStorage()
    private let log = LogCapture()

    private var environment: StoreEnvironment {
        StoreEnvironment(log: log.append, storage: storage)
    }

    func testAFieldSavedByOneStoreIsRestoredByTheNextWhenItIsCreated() async {
        let first = NotesReducer.store(environment: environment)
        first.dispatch(.setDraft("See you at 5"))
        first.dispatch(.addTag("work"))
        first.dispatch(.edit)
        await settle(first)

        let second = NotesReducer.store(NotesState(edits: 7), environment: environment)
        XCTAssertEqual(second.state, NotesState(draft: "See you at 5", tags: ["work"], edits: 7), "restored before init returned")
        XCTAssertEqual(log.lines, [])
    }

    func testTheRestoreIsAnActionThatATestStoreReceives() async {
        storage["Notes"] = Data(#"{"fields":{"draft":"Hi","tags":[]},"format":1}"#.utf8)
        let store = TestStore(
            initialState: NotesState(), reducer: NotesReducer.reduce, middlewares: [NotesReducer.persistence],
            environment: environment)
        await store.receive(.restorePersisted(NotesPersisted(draft: "Hi", tags: []))) { $0.draft = "Hi" }
        await store.finish()
    }

    func testNothingIsDispatchedWithoutARecordOrWhenTheRecordHoldsTheDefaults() async {
        let reduced = Recorder<NotesAction>()
        let empty = Store(
            initialState: NotesState(), reducer: NotesReducer.reduce,
            middlewares: [NotesReducer.persistence, recordingMiddleware(into: reduced)], environment: environment)
        storage["Notes"] = Data(#"{"fields":{"draft":"","tags":[]},"format":1}"#.utf8)
        let defaults = Store(
            initialState: NotesState(), reducer: NotesReducer.reduce,
            middlewares: [NotesReducer.persistence, recordingMiddleware(into: reduced)], environment: environment)
        XCTAssertEqual(reduced.values, [])
        XCTAssertEqual(empty.state, defaults.state)
    }

    func testTheRecordIsJSONWithTheFormatAndEachFieldUnderItsName() async throws {
        let store = NotesReducer.store(environment: environment)
        store.dispatch(.setDraft("Hi"))
        await settle(store)
        let record = try XCTUnwrap(storage["Notes"])
        XCTAssertEqual(String(decoding: record, as: UTF8.self), #"{"fields":{"draft":"Hi","tags":[]},"format":1}"#)
    }

    func testAnActionThatChangesNoPersistedFieldSavesNothing() async {
        let counting = CountingStorage()
        let store = NotesReducer.store(environment: StoreEnvironment(log: log.append, storage: counting))
        store.dispatch(.edit)
        store.dispatch(.setDraft(""))
        await settle(store)
        XCTAssertEqual(counting.saves, [])
        store.dispatch(.setDraft("a"))
        await settle(store)
        store.dispatch(.edit)
        await settle(store)
        XCTAssertEqual(counting.saves, ["a"])
    }

    func testABurstOfChangesSavesTheNewestAndNoneOutOfOrder() async {
        let counting = CountingStorage()
        let store = NotesReducer.store(environment: StoreEnvironment(log: log.append, storage: counting))
        for letter in ["a", "ab", "abc", "abcd", "abcde"] { store.dispatch(.setDraft(letter)) }
        await settle(store)
        XCTAssertEqual(counting.saves.last, "abcde")
        XCTAssertEqual(counting.saves, counting.saves.sorted { $0.count < $1.count }, "an older draft was saved after a newer one")
        XCTAssertLessThanOrEqual(counting.saves.count, 2, "saves waiting behind the first were not replaced by the newest")
    }

    func testAChangeJustBeforeTheStoreIsReleasedIsStillSaved() async {
        let counting = CountingStorage()
        var store: Store<NotesState, NotesAction>? = NotesReducer.store(environment: StoreEnvironment(log: log.append, storage: counting))
        store?.dispatch(.setDraft("last words"))
        store = nil
        await awaitCompletion(of: "the save") { await counting.waitForSaves(1) }
        XCTAssertEqual(counting.saves, ["last words"])
    }

    func testAFieldThatCannotBeReadKeepsItsDefaultAndTheOthersAreRestored() async {
        storage["Notes"] = Data(#"{"format":1,"fields":{"draft":42,"tags":["home"]}}"#.utf8)
        let store = NotesReducer.store(NotesState(draft: "default"), environment: environment)
        XCTAssertEqual(store.state, NotesState(draft: "default", tags: ["home"]))
        XCTAssertEqual(log.lines, [
            "reduxgen: the saved Notes field 'draft' cannot be read (fields.draft: Expected to decode String but found number instead.); using its default"
        ])
    }

    func testAFieldMissingFromTheRecordKeepsItsDefault() async {
        storage["Notes"] = Data(#"{"format":1,"fields":{"tags":["home"]}}"#.utf8)
        let store = NotesReducer.store(NotesState(draft: "default"), environment: environment)
        XCTAssertEqual(store.state, NotesState(draft: "default", tags: ["home"]))
        XCTAssertEqual(log.lines, ["reduxgen: the saved Notes fields have no 'draft'; using its default"])
    }

    func testFieldsThatAreNotEquatableAreComparedByTheirEncoding() async {
        let counting = CountingStorage()
        let persistence = Middleware<NotesState, NotesAction>.persisting(
            DraftOnly.self, key: "Notes", restore: { .setDraft($0.draft) })
        let store = Store(
            initialState: NotesState(), reducer: NotesReducer.reduce, middlewares: [persistence],
            environment: StoreEnvironment(log: log.append, storage: counting))
        store.dispatch(.edit)
        store.dispatch(.addTag("not persisted here"))
        await settle(store)
        XCTAssertEqual(counting.saves, [])
        store.dispatch(.setDraft("b"))
        await settle(store)
        XCTAssertEqual(counting.saves, ["b"])

        let restored = Store(
            initialState: NotesState(), reducer: NotesReducer.reduce, middlewares: [persistence],
            environment: StoreEnvironment(log: log.append, storage: counting))
        XCTAssertEqual(restored.state.draft, "b")
    }

    func testAFailingSaveIsRetriedOnTheStoresClockWithTheNewestFieldsAndLoggedOnce() async {
        let failing = CountingStorage(failing: true)
        let clock = TestClock()
        let store = NotesReducer.store(environment: StoreEnvironment(clock: clock, log: log.append, storage: failing))
        store.dispatch(.setDraft("a"))
        await clock.waitForSleepers(1)
        XCTAssertEqual(clock.sleepingDeadlines, [.zero.advanced(by: .seconds(1))], "the first retry waits a second")
        store.dispatch(.setDraft("b"))
        XCTAssertEqual(store.state.draft, "b", "the store goes on")
        await clock.advance(by: .seconds(1))
        // The retry saved the newest draft, and failed again: the next retry waits two seconds.
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(3)))
        XCTAssertEqual(log.lines, [
            "reduxgen: could not save the Notes fields (disk full); the app goes on, and it is tried again 5 times within 31.0 seconds, then at the next change"
        ])
        failing.isFailing = false
        await clock.advance(by: .seconds(2))
        await settle(store)
        XCTAssertEqual(failing.saves, ["b"], "the retry saved the newest draft once the storage worked")
        XCTAssertEqual(log.lines.count, 1, "a failure repeated by the retries was logged again")
    }

    func testAFailingSaveGivesUpAfterItsRetriesAndTheNextChangeSavesAgain() async {
        let failing = CountingStorage(failing: true)
        let clock = TestClock()
        let store = NotesReducer.store(environment: StoreEnvironment(clock: clock, log: log.append, storage: failing))
        store.dispatch(.setDraft("a"))
        for _ in 0..<5 {
            await clock.waitForSleepers(1)
            await clock.advance(by: .seconds(16))
        }
        await settle(store)
        XCTAssertEqual(log.lines.last, "reduxgen: gave up saving the Notes fields after 5 retries; the next change saves them again")
        XCTAssertEqual(failing.attempts, 6)
        failing.isFailing = false
        store.dispatch(.edit)
        await settle(store)
        XCTAssertEqual(failing.saves, [], "an action that changes no persisted field saves nothing")
        store.dispatch(.setDraft("b"))
        await settle(store)
        XCTAssertEqual(failing.saves, ["b"])
    }

    func testAStoreReleasedWhileASaveWaitsForItsRetryStopsRetrying() async {
        let failing = CountingStorage(failing: true)
        let clock = TestClock()
        var store: Store<NotesState, NotesAction>? = NotesReducer.store(environment: StoreEnvironment(clock: clock, log: log.append, storage: failing))
        store?.dispatch(.setDraft("a"))
        await clock.waitForSleepers(1)
        store = nil
        await awaitCompletion(of: "the retry given up") { [log] in await log.waitForLines(2) }
        XCTAssertEqual(log.lines.last, "reduxgen: gave up saving the Notes fields after 0 retries; the next change saves them again")
        XCTAssertEqual(failing.attempts, 1)
    }
}

/// The draft alone, without `Equatable`.
private struct DraftOnly: PersistedFields {
    var draft: String

    init(from state: NotesState) { draft = state.draft }

    static var persistedFields: [PersistedField<Self>] { [PersistedField("draft", \.draft)] }
}

/// A storage that records the drafts saved and can fail every save.
private final class CountingStorage: PersistentStorage, @unchecked Sendable {
    private let lock = NSLock()
    private var saved: [String] = []
    private var tried = 0
    private var failing: Bool
    private var records: [String: Data] = [:]
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }

    init(failing: Bool = false) {
        self.failing = failing
    }

    var isFailing: Bool {
        get { lock.withLock { failing } }
        set { lock.withLock { failing = newValue } }
    }

    /// The drafts saved, in order.
    var saves: [String] { lock.withLock { saved } }

    /// How many saves were tried, failed ones included.
    var attempts: Int { lock.withLock { tried } }

    func load(_ key: String) -> Data? { lock.withLock { records[key] } }

    func save(_ data: Data, for key: String) throws {
        let ready: [CheckedContinuation<Void, Never>] = try lock.withLock {
            tried += 1
            if failing { throw DiskFull() }
            records[key] = data
            let record = try JSONSerialization.jsonObject(with: data) as! [String: Any]
            saved.append((record["fields"] as! [String: Any])["draft"] as! String)
            let ready = waiters.filter { $0.count <= saved.count }.map(\.continuation)
            waiters.removeAll { $0.count <= saved.count }
            return ready
        }
        for waiter in ready { waiter.resume() }
    }

    func remove(_ key: String) { lock.withLock { records[key] = nil } }

    func waitForSaves(_ count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready: Bool = lock.withLock {
                if saved.count >= count { return true }
                waiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }
}
