import Foundation
import ReduxTestSupport
import XCTest

/// A run killed with SIGKILL at any moment leaves each file of an existing output folder
/// whole, old or new, and the next run repairs the folder.
///
/// The moments are drawn from a fixed pseudo-random sequence over the length of an
/// uninterrupted run; where in the run each kill lands still depends on the machine, which
/// is why every moment must leave a folder that passes the same checks.
final class KilledRunTests: XCTestCase {
    private let specCount = 24
    private let kills = 20
    private let randomStart: UInt64 = 0x0DEA_D5EE_D202_6

    func testEveryFileIsOldOrNewAfterAKillAndTheNextRunRepairs() throws {
        let cli = try CLIHarness()
        try cli.writeSpecs(count: specCount, version: 1)
        XCTAssertEqual(try cli.run(["Specs", "-o", "Old"]).status, 0)
        let old = cli.snapshot("Old")
        try cli.writeSpecs(count: specCount, version: 2)
        let runLength = try lengthOfARun(cli, from: "Old")
        // What an uninterrupted run makes of the old folder: new files, the old skeletons.
        let new = cli.snapshot("Whole")

        var random = SplitMix64(seed: randomStart)
        var interrupted = 0
        // Kills that left some files new and some old: the run was killed while writing.
        var midWrite = 0
        // At least `kills` kills; more (up to three times as many) while too few landed inside
        // a run or none mid-write, since a loaded machine makes runs longer or shorter than
        // the one measured.
        var attempt = 0
        while attempt < kills || (attempt < 3 * kills && (interrupted <= kills / 4 || midWrite == 0)) {
            defer { attempt += 1 }
            let output = "Out\(attempt)"
            try FileManager.default.copyItem(at: cli.folder.appendingPathComponent("Old"), to: cli.folder.appendingPathComponent(output))
            let moment = UInt32(random.next() % UInt64(runLength))
            let run = try cli.start(["Specs", "-o", output])
            usleep(moment)
            _ = kill(run.processIdentifier, SIGKILL)
            run.waitUntilExit()
            if run.terminationReason == .uncaughtSignal { interrupted += 1 }

            let left = cli.snapshot(output)
            for (name, data) in left where !Self.isTemporary(name) {
                XCTAssertTrue(data == old[name] || data == new[name], "kill \(attempt) after \(moment) µs: \(name) is neither old nor new")
            }
            for name in old.keys { XCTAssertNotNil(left[name], "kill \(attempt) after \(moment) µs: \(name) is gone") }
            let changed = old.keys.filter { left[$0] != old[$0] && old[$0] != new[$0] }.count
            let changing = old.keys.filter { old[$0] != new[$0] }.count
            if changed > 0 && changed < changing { midWrite += 1 }

            let repair = try cli.run(["Specs", "-o", output])
            XCTAssertEqual(repair.status, 0, "kill \(attempt): \(repair.stderr)")
            XCTAssertEqual(Self.withoutManifest(cli.snapshot(output)), Self.withoutManifest(new), "kill \(attempt): the next run did not repair \(output)")
            let check = try cli.run(["Specs", "-o", output, "--check"])
            XCTAssertEqual(check.status, 0, "kill \(attempt): \(check.stderr)")
        }
        // Most moments fall inside the run; were none killed, the test would test nothing.
        XCTAssertGreaterThan(interrupted, kills / 4, "only \(interrupted) of \(attempt) runs were killed before they ended")
        XCTAssertGreaterThan(midWrite, 0, "no run was killed while writing")
    }

    func testARunKilledInAFolderItCreatesIsRedoneByTheNextRun() throws {
        let cli = try CLIHarness()
        try cli.writeSpecs(count: specCount, version: 1)
        let start = ContinuousClock.now
        XCTAssertEqual(try cli.run(["Specs", "-o", "Reference"]).status, 0)
        let runLength = Self.microseconds(ContinuousClock.now - start)
        let reference = Self.withoutManifest(cli.snapshot("Reference"))

        var random = SplitMix64(seed: randomStart ^ 0xF01D)
        for attempt in 0..<kills / 2 {
            let output = "Out\(attempt)"
            let moment = UInt32(random.next() % UInt64(runLength))
            let run = try cli.start(["Specs", "-o", output])
            usleep(moment)
            _ = kill(run.processIdentifier, SIGKILL)
            run.waitUntilExit()

            let repair = try cli.run(["Specs", "-o", output])
            XCTAssertEqual(repair.status, 0, "kill \(attempt): \(repair.stderr)")
            XCTAssertEqual(Self.withoutManifest(cli.snapshot(output)), reference, "kill \(attempt) after \(moment) µs: not repaired")
            XCTAssertEqual(try cli.run(["Specs", "-o", output, "--check"]).status, 0, "kill \(attempt)")
        }
    }

    func testTheNextRunRemovesTheTemporaryFilesOfRunsThatAreGoneOnly() throws {
        let cli = try CLIHarness()
        try cli.writeSpecs(count: 2, version: 1)
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out"]).status, 0)
        let finished = try cli.start(["--version"])
        finished.waitUntilExit()
        let gone = ".Feature01State.swift.reduxgen-\(finished.processIdentifier)"
        let running = ".Feature02State.swift.reduxgen-\(getpid())"
        try cli.write("// half a fi", to: "Out/\(gone)")
        try cli.write("// being written", to: "Out/\(running)")

        XCTAssertEqual(try cli.run(["Specs", "-o", "Out", "--check"]).status, 0)
        XCTAssertNotNil(cli.read("Out/\(gone)"), "--check removed a file")
        let result = try cli.run(["Specs", "-o", "Out", "--verbose"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Out/\(gone)"), result.stdout)
        XCTAssertNil(cli.read("Out/\(gone)"), "the leftover of a process that is gone was kept")
        XCTAssertEqual(cli.read("Out/\(running)"), "// being written", "a running process's file was removed")
    }

    /// How long a run over a copy of `folder` takes, in microseconds; the copy, named
    /// `Whole`, is what an uninterrupted run leaves.
    private func lengthOfARun(_ cli: CLIHarness, from folder: String) throws -> Int {
        try FileManager.default.copyItem(at: cli.folder.appendingPathComponent(folder), to: cli.folder.appendingPathComponent("Whole"))
        let start = ContinuousClock.now
        XCTAssertEqual(try cli.run(["Specs", "-o", "Whole"]).status, 0)
        return Self.microseconds(ContinuousClock.now - start)
    }

    private static func microseconds(_ duration: Duration) -> Int {
        max(1, Int(duration.components.seconds) * 1_000_000 + Int(duration.components.attoseconds / 1_000_000_000_000))
    }

    /// A temporary file of an atomic write: `.<name>.reduxgen-<pid>`.
    private static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && name.contains(".reduxgen-") && name != ".reduxgen-fingerprints"
    }

    private static func withoutManifest(_ files: [String: Data]) -> [String: Data] {
        files.filter { $0.key != ".reduxgen-fingerprints" }
    }
}
