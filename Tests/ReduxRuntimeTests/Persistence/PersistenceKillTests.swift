import Foundation
import ReduxRuntime
import ReduxTestSupport
import XCTest

/// A process killed with SIGKILL in the middle of saving leaves the old record or a new one,
/// whole, and the next store restores it without a word.
///
/// The child (`PersistenceKillTarget`) saves drafts of a megabyte one after another into a
/// file storage; each kill lands at a moment drawn from a fixed seed, somewhere in its saves.
/// Where in a save it lands depends on the machine, which is why every kill must leave a
/// record that passes the same checks.
@MainActor
final class PersistenceKillTests: XCTestCase {
    private let kills = 24
    private let seed: UInt64 = 0x5AFE_5A7E

    func testEveryKillLeavesTheOldRecordOrANewOneWhole() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reduxgen-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let storage = FileStorage(folder: folder)
        let old = "the old draft"
        let first = NotesReducer.store(environment: StoreEnvironment(storage: storage))
        first.dispatch(.setDraft(old))
        await settle(first)
        let oldRecord = try Data(contentsOf: storage.fileURL(for: "Notes"))

        var random = SplitMix64(seed: seed)
        var newRecords = 0
        var killedWhileWriting = 0
        var lastDraft = 0
        // At least `kills` kills; more (up to three times as many) while none left a new record
        // or none landed mid-write, since a loaded machine makes saves longer or shorter.
        var attempt = 0
        while attempt < kills || (attempt < 3 * kills && (newRecords == 0 || killedWhileWriting == 0)) {
            defer { attempt += 1 }
            try oldRecord.write(to: storage.fileURL(for: "Notes"))
            let child = try startChild(folder: folder)
            // Up to 150 ms into its saves: a save of a megabyte takes a few.
            usleep(UInt32(random.next() % 150_000))
            _ = kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            XCTAssertEqual(child.terminationReason, .uncaughtSignal, "attempt \(attempt): the child ended by itself")

            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            XCTAssertTrue(names.contains("Notes.json"), "attempt \(attempt): the record is gone: \(names)")
            // A hidden file beside the record is the temporary file of a save that was killed.
            if names.contains(where: { $0.hasPrefix(".") }) { killedWhileWriting += 1 }
            for name in names where name.hasPrefix(".") {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }

            let log = LogCapture()
            let restored = NotesReducer.store(environment: StoreEnvironment(log: log.append, storage: storage)).state.draft
            XCTAssertEqual(log.lines, [], "attempt \(attempt): the record could not be restored")
            if restored == old { continue }
            let number = PersistenceKillDrafts.number(of: restored)
            XCTAssertNotNil(number, "attempt \(attempt): the restored draft is neither the old one nor a whole new one")
            newRecords += 1
            lastDraft = max(lastDraft, number ?? 0)
        }
        XCTAssertGreaterThan(newRecords, 0, "no kill came after a save: the test tested nothing")
        XCTAssertGreaterThan(killedWhileWriting, 0, "no kill landed while a save was writing")
        print("PersistenceKillTests: \(attempt) kills, \(newRecords) left a new record (up to draft \(lastDraft)), \(killedWhileWriting) landed mid-write")
    }

    /// Starts the child on `folder` and returns once it has restored its record.
    private func startChild(folder: URL) throws -> Process {
        let child = Process()
        child.executableURL = Self.childBinary
        child.arguments = [folder.path]
        let output = Pipe()
        child.standardOutput = output
        try child.run()
        let ready = output.fileHandleForReading.readData(ofLength: "ready\n".utf8.count)
        XCTAssertEqual(String(decoding: ready, as: UTF8.self), "ready\n")
        return child
    }

    /// The child's binary, which SwiftPM builds beside the test bundle.
    private static var childBinary: URL {
        #if os(macOS)
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL.deletingLastPathComponent()
        #else
        let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent("PersistenceKillTarget")
    }
}
