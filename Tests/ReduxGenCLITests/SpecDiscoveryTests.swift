import Foundation
import XCTest

/// How a run finds its specs in odd trees: links that lead nowhere or in circles, a spec
/// reached twice, entries named like specs that are not files, folders without specs. Each
/// is one spec, or a clear error with nothing written or removed.
final class SpecDiscoveryTests: XCTestCase {
    private let spec = "state:\n  count: Int\n"

    private func link(_ path: String, to target: String, in cli: CLIHarness) throws {
        let url = cli.folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    /// A scratch folder with `Specs/Todo.yaml` and `Specs/Chat.yaml` generated into `Out`.
    private func generatedTree() throws -> CLIHarness {
        let cli = try CLIHarness()
        try cli.write(spec, to: "Specs/Todo.yaml")
        try cli.write(spec, to: "Specs/Chat.yaml")
        let first = try cli.run(["Specs", "-o", "Out", "--no-skeletons"])
        XCTAssertEqual(first.status, 0, first.stderr)
        return cli
    }

    func testABrokenLinkNamedLikeASpecIsAnErrorAndNothingIsWrittenOrPruned() throws {
        // In a folder, given by name, and as the only spec of the run.
        let cases: [(link: String, arguments: [String])] = [
            ("Specs/Chat.yaml", ["Specs"]),
            ("Specs/Chat.yaml", ["Specs/Todo.yaml", "Specs/Chat.yaml"]),
            ("Specs/Nested/Chat.yml", ["Specs"]),
        ]
        for (path, arguments) in cases {
            let cli = try generatedTree()
            try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("Specs/Chat.yaml"))
            try link(path, to: "Moved/Chat.yaml", in: cli)
            try cli.write(spec + "  more: Int\n", to: "Specs/Todo.yaml")
            let before = cli.snapshot("Out")
            let result = try cli.run(arguments + ["-o", "Out", "--no-skeletons"])
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertEqual(
                result.stderr, "reduxgen: error: '\(path)' is a symbolic link to 'Moved/Chat.yaml', which does not exist; fix the link or remove it\n",
                "\(arguments)")
            XCTAssertEqual(cli.snapshot("Out"), before, "\(arguments): a file was written or removed")
        }
    }

    func testABrokenLinkOfAnotherNameIsSkippedWithAWarning() throws {
        let cli = try generatedTree()
        try link("Specs/Shared", to: "../Elsewhere/Specs", in: cli)
        try link("Specs/notes.txt", to: "nowhere.txt", in: cli)
        try link("Specs/.Hidden.yaml", to: "nowhere.yaml", in: cli)
        let result = try cli.run(["Specs", "-o", "Out", "--no-skeletons", "-q"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, """
            reduxgen: warning: 'Specs/Shared' is a symbolic link to '../Elsewhere/Specs', which does not exist; it is skipped
            reduxgen: warning: 'Specs/notes.txt' is a symbolic link to 'nowhere.txt', which does not exist; it is skipped

            """)
    }

    func testASpecReachedTwiceIsOneSpec() throws {
        let cases: [(setUp: [(String, String)], arguments: [String])] = [
            ([], ["Specs/Todo.yaml", "./Specs/Todo.yaml"]),
            ([], ["Specs/Todo.yaml", "Specs//Todo.yaml", "Specs/../Specs/Todo.yaml"]),
            ([], ["Specs", "Specs/Todo.yaml"]),
            ([], ["Specs/Todo.yaml", "Specs"]),
            ([], ["Specs", "./Specs/"]),
            ([("Specs/Linked", "../Specs")], ["Specs"]),
            ([("Specs/Loop/Back", "..")], ["Specs"]),
            ([("Other/Linked", "../Specs")], ["Specs", "Other"]),
            ([("Other/Linked", "../Specs")], ["Other", "Specs/Todo.yaml"]),
        ]
        for (links, arguments) in cases {
            let cli = try CLIHarness()
            try cli.write(spec, to: "Specs/Todo.yaml")
            try cli.write(spec, to: "Specs/Chat.yaml")
            try FileManager.default.createDirectory(at: cli.folder.appendingPathComponent("Other"), withIntermediateDirectories: true)
            for (path, target) in links { try link(path, to: target, in: cli) }
            let result = try cli.run(arguments + ["-o", "Out", "--no-skeletons"])
            XCTAssertEqual(result.status, 0, "\(arguments) \(links): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", "\(arguments) \(links)")
            let specCount = arguments.allSatisfy { $0.hasSuffix(".yaml") } ? 1 : 2
            XCTAssertTrue(result.stdout.hasPrefix("reduxgen: generated \(specCount) spec"), "\(arguments) \(links): \(result.stdout)")
        }
    }

    func testADifferentFileOfTheSameFeatureIsStillAnError() throws {
        let cli = try CLIHarness()
        try cli.write(spec, to: "Specs/Todo.yaml")
        try cli.write(spec, to: "Copy/Todo.yaml")
        let result = try cli.run(["Specs", "Copy", "-o", "Out"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("Copy/Todo.yaml:1:1: error: the feature 'Todo' is also generated from Specs/Todo.yaml"), result.stderr)
        XCTAssertEqual(cli.list("Out"), [])
    }

    func testAnEntryNamedLikeASpecThatIsNotAFileIsAnError() throws {
        let cli = try generatedTree()
        let pipe = cli.folder.appendingPathComponent("Specs/Pipe.yaml").path
        XCTAssertEqual(mkfifo(pipe, 0o644), 0)
        let before = cli.snapshot("Out")
        let result = try cli.run(["Specs", "-o", "Out"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "reduxgen: error: 'Specs/Pipe.yaml' is named like a spec but is not a file (a pipe, a socket or a device); rename or remove it\n")
        XCTAssertEqual(cli.snapshot("Out"), before)
        let named = try cli.run(["Specs/Pipe.yaml", "-o", "Out"])
        XCTAssertEqual(named.stderr, "reduxgen: error: 'Specs/Pipe.yaml' is neither a file nor a folder\n")
    }

    func testAFolderNamedLikeASpecIsSearchedAndARunWithoutSpecsRemovesNothing() throws {
        let cli = try generatedTree()
        try cli.write(spec, to: "Folder.yaml/Inner.yaml")
        let searched = try cli.run(["Folder.yaml", "-o", "Inner", "--no-skeletons", "-q"])
        XCTAssertEqual(searched.status, 0, searched.stderr)
        XCTAssertEqual(cli.list("Inner"), ["InnerAction.swift", "InnerLoader.swift", "InnerReducer.swift", "InnerState.swift", "InnerViewModel.swift"])

        // A folder without specs, on its own, would prune every file: it is an error instead.
        try FileManager.default.createDirectory(at: cli.folder.appendingPathComponent("Empty.yaml"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: cli.folder.appendingPathComponent("Typo"), withIntermediateDirectories: true)
        let before = cli.snapshot("Out")
        for arguments in [["Empty.yaml"], ["Typo"], ["Typo", "Empty.yaml"]] {
            let result = try cli.run(arguments + ["-o", "Out"])
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix("reduxgen: error: no .yaml or .yml specs in the folder"), result.stderr)
            XCTAssertTrue(result.stderr.hasSuffix("; nothing was generated or removed\n"), result.stderr)
            XCTAssertEqual(cli.snapshot("Out"), before, "\(arguments)")
        }
        // Beside other specs, it is a warning.
        let beside = try cli.run(["Typo", "Specs", "-o", "Out", "--no-skeletons", "-q"])
        XCTAssertEqual(beside.status, 0)
        XCTAssertEqual(beside.stderr, "reduxgen: warning: no .yaml or .yml specs in the folder 'Typo'\n")
    }

    func testAnOutputFolderInsideTheSpecFolderIsNeverTakenForSpecs() throws {
        let cli = try CLIHarness()
        try cli.write(spec, to: "Specs/Todo.yaml")
        for _ in 0..<2 {
            let result = try cli.run(["Specs", "-o", "Specs/Generated", "--skeletons", "Specs", "-q"])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, "")
        }
        XCTAssertEqual(cli.list("Specs"), ["Generated", "Todo.yaml", "TodoReducerLogic.swift"])
        XCTAssertEqual(cli.list("Specs/Generated").count, 5)
        XCTAssertEqual(try cli.run(["Specs", "-o", "Specs/Generated", "--skeletons", "Specs", "--check", "-q"]).status, 0)
    }

    func testAFolderOptionThatIsAFileIsAnErrorBeforeAnythingIsWritten() throws {
        let cli = try CLIHarness()
        try cli.write(spec, to: "Specs/Todo.yaml")
        let cases: [([String], String)] = [
            (["-o", "Specs/Todo.yaml"], "--output Specs/Todo.yaml is not a folder; give the folder the generated files go to"),
            (["-o", "Out", "--skeletons", "Specs/Todo.yaml"], "--skeletons Specs/Todo.yaml is not a folder; give the folder the skeletons go to"),
            (["-o", "Specs/Todo.yaml", "--check"], "--output Specs/Todo.yaml is not a folder; give the folder the generated files go to"),
        ]
        for (options, message) in cases {
            let result = try cli.run(["Specs"] + options)
            XCTAssertEqual(result.status, 1, "\(options)")
            XCTAssertEqual(result.stderr, "reduxgen: error: \(message)\n", "\(options)")
            XCTAssertEqual(cli.list("Specs"), ["Todo.yaml"], "\(options)")
            XCTAssertEqual(cli.list("Out"), [], "\(options)")
        }
        XCTAssertEqual(try cli.run(["Specs/Todo.yaml/", "-o", "Out"]).stderr, "reduxgen: error: cannot read Specs/Todo.yaml/: Not a directory\n")
    }

    func testFeaturesWhoseNamesDifferOnlyInCaseAreAnError() throws {
        let cli = try CLIHarness()
        try cli.write(spec, to: "Specs/Todo.yaml")
        try cli.write(spec, to: "More/TODO.yml")
        let result = try cli.run(["Specs", "More", "-o", "Out"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("More/TODO.yml:1:1: error: the feature 'TODO' writes the files of 'Todo' (Specs/Todo.yaml)"), result.stderr)
        XCTAssertEqual(cli.list("Out"), [])
    }
}
