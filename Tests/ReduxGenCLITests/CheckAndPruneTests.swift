import Foundation
import ReduxGenCore
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
        XCTAssertTrue(clean.stdout.hasPrefix("reduxgen: checked 14 specs: 90 files up to date, 0 stale, 0 missing ("), clean.stdout)

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
        XCTAssertTrue(result.stdout.contains("5 removed"), result.stdout)
        XCTAssertEqual(cli.list("Out").filter { $0.hasPrefix("Old") }, ["OldHelpers.swift", "OldReducerLogic.swift"])
    }

    func testAFileIsPrunedByItsWholeNameEvenWhenItStartsWithAnotherFeaturesFile() throws {
        let cli = try CLIHarness()
        try cli.write("state: {}\n", to: "Specs/Kept.yaml")
        try cli.write("state: {}\n", to: "Specs/KeptState.yaml")
        try cli.run(["Specs", "-o", "Out"])
        try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("Specs/KeptState.yaml"))
        let result = try cli.run(["Specs", "-o", "Out", "--verbose"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("5 removed"), result.stdout)
        XCTAssertEqual(cli.list("Out").filter { $0.hasPrefix("Kept") }, [
            "KeptAction.swift", "KeptLoader.swift", "KeptReducer.swift", "KeptReducerLogic.swift", "KeptState.swift",
            "KeptStateReducerLogic.swift", "KeptViewModel.swift",
        ])

        // A name that is not ASCII is compared as a string, and pruned all the same.
        try cli.write(try XCTUnwrap(cli.read("Out/KeptAction.swift")), to: "Out/Gon\u{E9}Action.swift")
        let other = try cli.run(["Specs", "-o", "Out"])
        XCTAssertTrue(other.stdout.contains("1 removed"), other.stdout)
        XCTAssertEqual(cli.list("Out").filter { $0.hasPrefix("Gon") }, [])
    }

    func testNamingSpecFilesPrunesNothingUnlessAsked() throws {
        let cli = try CLIHarness()
        try cli.write("state: {}\n", to: "Specs/A.yaml")
        try cli.write("state: {}\n", to: "Specs/B.yaml")
        try cli.run(["Specs", "-o", "Out", "--no-skeletons"])
        try cli.run(["Specs/A.yaml", "-o", "Out", "--no-skeletons"])
        XCTAssertEqual(cli.list("Out").count, 10)
        try cli.run(["Specs/A.yaml", "-o", "Out", "--no-skeletons", "--prune"])
        XCTAssertEqual(cli.list("Out"), ["AAction.swift", "ALoader.swift", "AReducer.swift", "AState.swift", "AViewModel.swift"])
        try cli.run(["Specs", "-o", "Out", "--no-skeletons"])
        try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("Specs/B.yaml"))
        try cli.run(["Specs", "-o", "Out", "--no-skeletons", "--no-prune"])
        XCTAssertEqual(cli.list("Out").count, 10)
    }
}

/// The fingerprint manifest lets a run skip specs whose files are up to date; it is only a
/// shortcut, so edited files and a lost manifest still give the right output.
final class FingerprintTests: XCTestCase {
    private let todo = "state:\n  todos: \"[String]\"\nactions:\n  add: String\n"

    func testTheManifestListsEachSpecAndItsFiles() throws {
        let cli = try CLIHarness()
        try cli.write(todo, to: "Specs/Todo.yaml")
        try cli.run(["Specs", "-o", "Out"])
        let manifest = try XCTUnwrap(cli.read("Out/.reduxgen-fingerprints"))
        let fields = manifest.split(separator: " ")
        XCTAssertEqual(fields.first, "Todo.yaml")
        XCTAssertEqual(fields.count, 8, "the spec, its inputs, one hash per generated file (not the skeleton), the skeletons: \(manifest)")
        XCTAssertTrue(manifest.hasSuffix("\n"))
        let state = try XCTUnwrap(cli.read("Out/TodoState.swift"))
        XCTAssertEqual(String(fields[2]), String(Fingerprint.hash(state.utf8), radix: 16).leftPadded(to: 16))
    }

    func testAnEditedFileIsRegeneratedDespiteTheManifest() throws {
        let cli = try CLIHarness()
        try cli.write(todo, to: "Specs/Todo.yaml")
        try cli.run(["Specs", "-o", "Out"])
        let original = cli.read("Out/TodoState.swift")
        try cli.write("// edited by hand\n", to: "Out/TodoState.swift")
        let check = try cli.run(["Specs", "-o", "Out", "--check"])
        XCTAssertEqual(check.status, 2)
        let result = try cli.run(["Specs", "-o", "Out", "-v"])
        XCTAssertTrue(result.stdout.contains("written: Out/TodoState.swift\n"), result.stdout)
        XCTAssertEqual(cli.read("Out/TodoState.swift"), original)
    }

    func testALostOrCorruptManifestOnlyCostsTime() throws {
        let cli = try CLIHarness()
        try cli.write(todo, to: "Specs/Todo.yaml")
        try cli.run(["Specs", "-o", "Out"])
        let manifest = cli.read("Out/.reduxgen-fingerprints")
        try cli.write("Todo.yaml zz nonsense\ngarbage\n", to: "Out/.reduxgen-fingerprints")
        let result = try cli.run(["Specs", "-o", "Out"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("0 files written, 5 unchanged"), result.stdout)
        XCTAssertEqual(cli.read("Out/.reduxgen-fingerprints"), manifest)
    }

    func testAChangedTemplateRegeneratesEverySpec() throws {
        let cli = try CLIHarness()
        try cli.write(todo, to: "Specs/Todo.yaml")
        try cli.run(["Specs", "-o", "Out"])
        try cli.write("{{% CONTENT_TYPE: TEXT }}\n{{% REDUXGEN_TEMPLATE_NAMES: 1 }}\n// loader of {{featureName}}\n", to: "Mine/Loader.mustache")
        try cli.run(["Specs", "-o", "Out", "--templates", "Mine"])
        XCTAssertEqual(cli.read("Out/TodoLoader.swift"), FileHeader.generated.text(fileName: "TodoLoader.swift", specFileName: "Todo.yaml") + "// loader of Todo\n")
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
