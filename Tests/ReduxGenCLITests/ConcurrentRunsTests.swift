import Foundation
import XCTest

/// Two runs into the same output folder at once (two build plugins, or a build and a
/// developer's run) both succeed and leave the folder exactly as one run would.
final class ConcurrentRunsTests: XCTestCase {
    private let specCount = 30
    private let rounds = 6

    func testTwoRunsIntoANewFolderAgree() throws {
        let cli = try CLIHarness()
        try cli.writeSpecs(count: specCount, version: 1)
        XCTAssertEqual(try cli.run(["Specs", "-o", "Reference"]).status, 0)
        let reference = cli.snapshot("Reference")
        for round in 0..<rounds {
            let output = "Out\(round)"
            try runTwiceAtOnce(cli, ["Specs", "-o", output], round: round)
            assertConsistent(cli, output, equalTo: reference, round: round)
        }
    }

    func testTwoRunsOverAnOutOfDateFolderAgree() throws {
        let cli = try CLIHarness()
        try cli.writeSpecs(count: specCount, version: 1)
        for round in 0..<rounds { XCTAssertEqual(try cli.run(["Specs", "-o", "Out\(round)"]).status, 0) }
        try cli.writeSpecs(count: specCount, version: 2)
        XCTAssertEqual(try cli.run(["Specs", "-o", "Reference"]).status, 0)
        // The skeletons of version 1 are kept: they are the user's.
        var reference = cli.snapshot("Reference")
        for (name, data) in cli.snapshot("Out0") where name.hasSuffix("ReducerLogic.swift") { reference[name] = data }
        for round in 0..<rounds {
            let output = "Out\(round)"
            try runTwiceAtOnce(cli, ["Specs", "-o", output], round: round)
            assertConsistent(cli, output, equalTo: reference, round: round)
        }
    }

    /// Starts two runs with the same command line and waits for both; each must succeed.
    private func runTwiceAtOnce(_ cli: CLIHarness, _ arguments: [String], round: Int) throws {
        let first = try cli.start(arguments)
        let second = try cli.start(arguments)
        first.waitUntilExit()
        second.waitUntilExit()
        XCTAssertEqual(first.terminationStatus, 0, "round \(round)")
        XCTAssertEqual(second.terminationStatus, 0, "round \(round)")
    }

    /// `output` holds exactly `reference`'s files (no temporary file left), except the
    /// manifest, which is only a cache; and `--check` passes on it.
    private func assertConsistent(_ cli: CLIHarness, _ output: String, equalTo reference: [String: Data], round: Int) {
        var files = cli.snapshot(output)
        var expected = reference
        files[".reduxgen-fingerprints"] = nil
        expected[".reduxgen-fingerprints"] = nil
        XCTAssertEqual(files.keys.sorted(), expected.keys.sorted(), "round \(round)")
        for (name, data) in expected where files[name] != data {
            XCTFail("round \(round): \(output)/\(name) differs from a single run's")
        }
        let check = try? cli.run(["Specs", "-o", output, "--check"])
        XCTAssertEqual(check?.status, 0, "round \(round): \(check?.stderr ?? "")")
        // The manifest the runs left is whole: a run after them finds everything up to date.
        let again = try? cli.run(["Specs", "-o", output])
        XCTAssertTrue(again?.stdout.contains("specs: 0 files written,") == true, "round \(round): \(again?.stdout ?? "")")
    }
}
