import Foundation
import XCTest

/// `--check` for CI, and the pruning of files whose spec is gone.
final class CheckAndPruneTests: XCTestCase {
    func testCheckPassesOnAnUpToDateTreeAndNamesEveryMissingOrStaleFile() throws {
        let cli = try CLIHarness()
        try cli.copyExampleSpecs()
        let empty = try cli.run(["Specs", "-o", "Generated", "--check"])
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.stderr.contains("reduxgen: error: Generated/TodoState.swift is missing; run reduxgen to generate it from Todo.yaml\n"), empty.stderr)
        XCTAssertEqual(cli.list("Generated"), [], "--check wrote files")

        try cli.run(["Specs", "-o", "Generated"])
        let clean = try cli.run(["Specs", "-o", "Generated", "--check"])
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertTrue(clean.stdout.hasPrefix("reduxgen: checked 4 specs: 20 up to date, 0 stale, 0 missing ("), clean.stdout)

        try cli.write("// edited\n", to: "Generated/TeamChatAction.swift")
        try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("Generated/ProfileState.swift"))
        let stale = try cli.run(["Specs", "-o", "Generated", "--check"])
        XCTAssertEqual(stale.status, 2)
        XCTAssertEqual(stale.stderr, """
            reduxgen: error: Generated/ProfileState.swift is missing; run reduxgen to generate it from Profile.yaml
            reduxgen: error: Generated/TeamChatAction.swift is stale; run reduxgen to regenerate it from TeamChat.yaml

            """)
        XCTAssertEqual(cli.read("Generated/TeamChatAction.swift"), "// edited\n")
    }

    func testFilesOfADeletedSpecArePrunedButNeverSkeletonsOrOtherFiles() throws {
        let cli = try CLIHarness()
        try cli.write("state: {}\n", to: "Specs/Old.yaml")
        try cli.write("state: {}\n", to: "Specs/Kept.yaml")
        try cli.run(["Specs", "-o", "Out"])
        try cli.write("// hand-written\n", to: "Out/OldHelpers.swift")
        try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("Specs/Old.yaml"))

        let check = try cli.run(["Specs", "-o", "Out", "--check"])
        XCTAssertEqual(check.status, 2)
        XCTAssertTrue(check.stderr.contains("reduxgen: error: Out/OldState.swift was generated from a spec that is gone; run reduxgen to remove it\n"), check.stderr)

        let result = try cli.run(["Specs", "-o", "Out"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("4 removed"), result.stdout)
        XCTAssertEqual(cli.list("Out").filter { $0.hasPrefix("Old") }, ["OldHelpers.swift", "OldReducerLogic.swift"])
    }

    func testNamingSpecFilesPrunesNothingUnlessAsked() throws {
        let cli = try CLIHarness()
        try cli.write("state: {}\n", to: "Specs/A.yaml")
        try cli.write("state: {}\n", to: "Specs/B.yaml")
        try cli.run(["Specs", "-o", "Out", "--no-skeletons"])
        try cli.run(["Specs/A.yaml", "-o", "Out", "--no-skeletons"])
        XCTAssertEqual(cli.list("Out").count, 8)
        try cli.run(["Specs/A.yaml", "-o", "Out", "--no-skeletons", "--prune"])
        XCTAssertEqual(cli.list("Out"), ["AAction.swift", "ALoader.swift", "AReducer.swift", "AState.swift"])
        try cli.run(["Specs", "-o", "Out", "--no-skeletons"])
        try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("Specs/B.yaml"))
        try cli.run(["Specs", "-o", "Out", "--no-skeletons", "--no-prune"])
        XCTAssertEqual(cli.list("Out").count, 8)
    }
}
