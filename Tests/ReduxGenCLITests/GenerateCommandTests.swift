import Foundation
import XCTest

/// `reduxgen generate`: writing, rewriting nothing that is unchanged, skeletons, errors.
final class GenerateCommandTests: XCTestCase {
    private let todo = "state:\n  todos: \"[String]\"\nactions:\n  add: String\n"

    func testGeneratesEveryFileAndASecondRunRewritesNothing() throws {
        let cli = try CLIHarness()
        try cli.copyExampleSpecs()
        let first = try cli.run(["Specs", "--output", "Generated"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stderr, "")
        XCTAssertTrue(first.stdout.hasPrefix("reduxgen: generated 14 specs: 90 files written, 0 unchanged ("), first.stdout)
        XCTAssertEqual(cli.list("Generated").count, 90)
        for name in cli.list("Generated") { try cli.age("Generated/\(name)") }

        let second = try cli.run(["generate", "Specs", "--output", "Generated"])
        XCTAssertEqual(second.status, 0)
        XCTAssertTrue(second.stdout.hasPrefix("reduxgen: generated 14 specs: 0 files written, 70 unchanged, 20 skeletons kept ("), second.stdout)
        for name in cli.list("Generated") {
            XCTAssertEqual(try cli.modificationDate("Generated/\(name)"), Date(timeIntervalSince1970: 1_000_000), "\(name) was rewritten")
        }
    }

    func testAChangedSpecRewritesOnlyTheFilesThatChange() throws {
        let cli = try CLIHarness()
        try cli.write(todo, to: "Todo.yaml")
        try cli.run(["Todo.yaml", "-o", "Out"])
        for name in cli.list("Out") { try cli.age("Out/\(name)") }
        try cli.write(todo + "  clear:\n", to: "Todo.yaml")
        let result = try cli.run(["Todo.yaml", "-o", "Out", "--verbose"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("written: Out/TodoAction.swift\n"))
        XCTAssertTrue(result.stdout.contains("unchanged: Out/TodoState.swift\n"))
        XCTAssertEqual(try cli.modificationDate("Out/TodoState.swift"), Date(timeIntervalSince1970: 1_000_000))
        XCTAssertTrue(cli.read("Out/TodoAction.swift")!.contains("    case clear\n"))
    }

    func testSkeletonsAreWrittenOnceAndNeverOverwrittenUnlessForced() throws {
        let cli = try CLIHarness()
        try cli.write(todo, to: "Specs/Todo.yaml")
        try cli.run(["Specs", "-o", "Generated", "--skeletons", "Sources"])
        XCTAssertEqual(cli.list("Sources"), ["TodoReducerLogic.swift"])
        XCTAssertFalse(cli.list("Generated").contains("TodoReducerLogic.swift"))
        try cli.write("// my reducer logic\n", to: "Sources/TodoReducerLogic.swift")

        try cli.write(todo + "  clear:\n", to: "Specs/Todo.yaml")
        let kept = try cli.run(["Specs", "-o", "Generated", "--skeletons", "Sources"])
        XCTAssertEqual(kept.status, 0)
        XCTAssertEqual(cli.read("Sources/TodoReducerLogic.swift"), "// my reducer logic\n")

        let forced = try cli.run(["Specs", "-o", "Generated", "--skeletons", "Sources", "--force-skeletons"])
        XCTAssertEqual(forced.status, 0)
        XCTAssertTrue(cli.read("Sources/TodoReducerLogic.swift")!.contains("case .clear:"))
    }

    func testNoSkeletonsWritesNone() throws {
        let cli = try CLIHarness()
        try cli.write(todo, to: "Todo.yaml")
        XCTAssertEqual(try cli.run(["Todo.yaml", "-o", "Out", "--no-skeletons"]).status, 0)
        XCTAssertEqual(cli.list("Out"), ["TodoAction.swift", "TodoLoader.swift", "TodoReducer.swift", "TodoState.swift", "TodoViewModel.swift"])
    }

    func testASpecWithErrorsWritesNothingWhileTheOthersAreWritten() throws {
        let cli = try CLIHarness()
        try cli.write(todo, to: "Specs/Todo.yaml")
        try cli.write("stat: {}\nactions:\n  load-more:\n", to: "Specs/Broken.yaml")
        let result = try cli.run(["Specs", "-o", "Out"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, """
            Specs/Broken.yaml:1:1: error: unknown key 'stat' in the spec; did you mean 'state'?
            Specs/Broken.yaml:1:1: error: the spec has no 'state' key; write 'state: {}' for a feature without state
            Specs/Broken.yaml:3:3: error: 'load-more' is not a Swift identifier: '-' cannot appear in a name; did you mean 'loadMore'?

            """)
        XCTAssertTrue(result.stdout.contains("6 files written, 0 unchanged, 1 spec with errors"), result.stdout)
        XCTAssertFalse(cli.list("Out").contains { $0.hasPrefix("Broken") })
    }

    func testJSONDiagnostics() throws {
        let cli = try CLIHarness()
        try cli.write("state:\n  a: \"[Int\"\n", to: "Feature.yaml")
        let result = try cli.run(["Feature.yaml", "-o", "Out", "--diagnostics-format", "json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, #"{"severity":"error","message":"the type of 'a' is not a Swift type: expected ']' to close '['","path":"Feature.yaml","line":2,"column":11}"# + "\n")
    }

    func testASpecWhoseErrorsAreReportedElsewhereGetsPlaceholderMocksAndNoDiagnostics() throws {
        let cli = try CLIHarness()
        try cli.write("state:\n  a: \"[Int\"\n", to: "Feature.yaml")
        try cli.write("state:\n  a: Int\n", to: "Good.yaml")
        let result = try cli.run([
            "Feature.yaml", "Good.yaml", "-o", "Out", "--no-skeletons", "--quiet", "--tests", "Mocks", "--diagnostics-reported-elsewhere",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(
            cli.read("Mocks/FeatureServiceMock.swift"),
            "// FeatureServiceMock.swift: not generated, since Feature.yaml has errors, which the build of its target reports.\n")
        XCTAssertTrue(cli.read("Mocks/GoodServiceMock.swift")?.contains("final class GoodServiceMock") == true)
        XCTAssertNil(cli.read("Out/FeatureState.swift"))
        XCTAssertEqual(try cli.run(["Feature.yaml", "-o", "Out", "--diagnostics-reported-elsewhere"]).status, 64, "it needs --tests and --no-skeletons")
    }

    func testBadPathsAndFlags() throws {
        let cli = try CLIHarness()
        let missing = try cli.run(["Nowhere", "-o", "Out"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "reduxgen: error: no such file or folder: 'Nowhere'\n")
        try cli.write("x", to: "notes.txt")
        XCTAssertEqual(try cli.run(["notes.txt", "-o", "Out"]).stderr, "reduxgen: error: 'notes.txt' is not a spec: spec files end with .yaml or .yml\n")
        let noOutput = try cli.run(["Specs"])
        XCTAssertEqual(noOutput.status, 64)
        XCTAssertTrue(noOutput.stderr.contains("Missing expected argument '--output <dir>'"), noOutput.stderr)
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out", "-q", "-v"]).status, 64)
    }

    func testAPathThatStartsWithADashIsGivenAfterDoubleDashOrWithDotSlash() throws {
        let cli = try CLIHarness()
        try cli.write(todo, to: "-Specs/Todo.yaml")
        let asOption = try cli.run(["generate", "-Specs", "-o", "Out"])
        XCTAssertEqual(asOption.status, 64)
        XCTAssertEqual(asOption.stdout, "", "no help on standard output")
        XCTAssertTrue(asOption.stderr.hasPrefix("Error: Unknown option '-Specs'. An argument that starts with '-'"), asOption.stderr)
        let dashSpec = try cli.run(["generate", "-Dash.yaml"])
        XCTAssertEqual(dashSpec.status, 64)
        XCTAssertEqual(dashSpec.stdout, "")
        XCTAssertTrue(dashSpec.stderr.contains("write './-Dash.yaml' for a file or folder of that name, or put it after '--'"), dashSpec.stderr)
        XCTAssertEqual(cli.list("Out"), [])

        for arguments in [["-o", "Out", "--no-skeletons", "-q", "--", "-Specs"], ["./-Specs", "-o", "Out", "--no-skeletons", "-q"]] {
            let result = try cli.run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertEqual(cli.list("Out").count, 5, "\(arguments)")
        }
    }

    func testAnOutputFolderThatCannotBeWrittenIsAClearErrorAndLeavesFilesIntact() throws {
        let cli = try CLIHarness()
        try cli.write(todo, to: "Todo.yaml")
        try cli.write("a file, not a folder", to: "Blocked")
        let blocked = try cli.run(["Todo.yaml", "-o", "Blocked/Out"])
        XCTAssertEqual(blocked.status, 1)
        XCTAssertEqual(blocked.stderr, "reduxgen: error: cannot create the folder Blocked/Out: Not a directory\n")

        try cli.run(["Todo.yaml", "-o", "Out"])
        let before = cli.read("Out/TodoState.swift")
        try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("Out/TodoAction.swift"))
        try FileManager.default.createDirectory(at: cli.folder.appendingPathComponent("Out/TodoAction.swift"), withIntermediateDirectories: true)
        try cli.write(todo + "  clear:\n", to: "Todo.yaml")
        let failed = try cli.run(["Todo.yaml", "-o", "Out"])
        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(failed.stderr, "reduxgen: error: cannot read Out/TodoAction.swift: Is a directory\n")
        XCTAssertEqual(cli.read("Out/TodoState.swift"), before)
        XCTAssertFalse(cli.list("Out").contains { $0.hasPrefix(".") }, "a temporary file was left behind")
    }

    func testTwoSpecsOfOneFeatureAreAnError() throws {
        let cli = try CLIHarness()
        try cli.write(todo, to: "A/Todo.yaml")
        try cli.write(todo, to: "B/Todo.yml")
        let result = try cli.run(["A", "B", "-o", "Out"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "B/Todo.yml:1:1: error: the feature 'Todo' is also generated from A/Todo.yaml; each feature needs one spec in a run\nA/Todo.yaml:1:1: note: the other spec of 'Todo'\n")
        XCTAssertEqual(cli.list("Out"), [])
    }

    func testAFolderIsSearchedInItsNamesByteOrderWithSubfoldersAndWithoutHiddenOrOtherFiles() throws {
        let cli = try CLIHarness()
        let spec = "state: { count: Int }\n"
        for path in ["Specs/Delta.yml", "Specs/Beta.yaml", "Specs/BZ.yaml", "Specs/Charlie/Inner.yaml", "Specs/Echo.yaml.bak", "Specs/.Hidden.yaml", "Specs/.git/Git.yaml", "Specs/notes.txt"] {
            try cli.write(spec, to: path)
        }
        let result = try cli.run(["Specs", "-o", "Out", "--no-skeletons", "--verbose"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // Capitals sort before lower case, and the folder `Charlie` in its name's place.
        let stateFiles = result.stdout.split(separator: "\n").filter { $0.hasSuffix("State.swift") }
        XCTAssertEqual(stateFiles, [
            "written: Out/BZState.swift", "written: Out/BetaState.swift", "written: Out/InnerState.swift", "written: Out/DeltaState.swift",
        ])
    }
}
