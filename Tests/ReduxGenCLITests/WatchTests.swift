import Foundation
import ReduxGenCore
import XCTest

/// `reduxgen generate --watch`: a round at every change of a spec or a template, each with
/// its summary line; Ctrl-C (SIGINT) lets the round in progress finish and leaves no
/// temporary file.
final class WatchTests: XCTestCase {
    private let summary = "reduxgen: generated "
    private let stateHeader = FileHeader.generated.text(fileName: "TodoState.swift", specFileName: "Todo.yaml")

    func testEveryChangeOfASpecOrATemplateIsARound() throws {
        let cli = try CLIHarness()
        try cli.write("state:\n  todos: \"[String]\"\n", to: "Specs/Todo.yaml")
        try cli.write("{{% CONTENT_TYPE: TEXT }}\n{{% REDUXGEN_TEMPLATE_NAMES: 1 }}\n// {{featureName}}, a template of our own\n", to: "Templates/State.mustache")
        let watch = try RunningCLI(["Specs", "-o", "Out", "--templates", "Templates", "--watch"], in: cli.folder)
        watch.wait(until: { watch.lines(startingWith: summary).count == 1 }, "the first round")
        XCTAssertEqual(watch.lines(startingWith: "reduxgen: watching"), ["reduxgen: watching Specs, Templates; Ctrl-C stops"])
        XCTAssertEqual(cli.read("Out/TodoState.swift"), stateHeader + "// Todo, a template of our own\n")

        // A spec changes: one round, which rewrites what changed.
        try cli.write("state:\n  todos: \"[String]\"\nactions:\n  clear:\n", to: "Specs/Todo.yaml")
        watch.wait(until: { watch.lines(startingWith: summary).count == 2 }, "the round of the changed spec")
        XCTAssertTrue(cli.read("Out/TodoAction.swift")?.contains("case clear") == true)

        // A template changes.
        try cli.write("{{% CONTENT_TYPE: TEXT }}\n{{% REDUXGEN_TEMPLATE_NAMES: 1 }}\n// {{featureName}}, changed\n", to: "Templates/State.mustache")
        watch.wait(until: { watch.lines(startingWith: summary).count == 3 }, "the round of the changed template")
        XCTAssertEqual(cli.read("Out/TodoState.swift"), stateHeader + "// Todo, changed\n")

        // A new spec, then a mistake: its error, and the round goes on with the others.
        try cli.write("feature: Note\nstat: {}\n", to: "Specs/Note.yaml")
        watch.wait(until: { watch.lines(startingWith: summary).count == 4 }, "the round of the new spec")
        XCTAssertTrue(watch.stderr.contains("Specs/Note.yaml:2:1: error: unknown key 'stat' in the spec; did you mean 'state'?"), watch.stderr)
        XCTAssertTrue(watch.lines(startingWith: summary).last?.contains("1 spec with errors") == true, watch.stdout)

        // A broken template stops a round before any spec: its error, and a summary line.
        try cli.write("{{% CONTENT_TYPE: TEXT }}\n{{% REDUXGEN_TEMPLATE_NAMES: 1 }}\n// {{#stateFile}}\n", to: "Templates/State.mustache")
        watch.wait(until: { watch.lines(startingWith: "reduxgen: ").count == 6 }, "the round of the broken template")
        XCTAssertTrue(watch.stdout.hasSuffix("reduxgen: nothing generated: errors above\n"), watch.stdout)
        XCTAssertTrue(watch.stderr.contains("Templates/State.mustache:3:4: error:"), watch.stderr)

        // Nothing changes: no round.
        Thread.sleep(forTimeInterval: 1.2)
        XCTAssertEqual(watch.lines(startingWith: summary).count, 4, watch.stdout)

        watch.stop(with: SIGINT)
        XCTAssertEqual(watch.process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(watch.process.terminationStatus, SIGINT)
    }

    /// Ctrl-C in the middle of a round: the round finishes (the output is complete and up to
    /// date), and no temporary file is left. The specs are swapped all at once, through a
    /// link to their folder, so that the round sees all of the change or none.
    func testControlCDuringARoundLeavesEveryFileWholeAndNoTemporaryFile() throws {
        let cli = try CLIHarness()
        let count = 300
        for index in 0..<count {
            try cli.write("state:\n  items: \"[String]\"\n", to: "Old/Feature\(index).yaml")
            try cli.write("state:\n  items: \"[String]\"\n  changed: Bool\n", to: "New/Feature\(index).yaml")
        }
        let specs = cli.folder.appendingPathComponent("Specs")
        try FileManager.default.createSymbolicLink(atPath: specs.path, withDestinationPath: "Old")
        let watch = try RunningCLI(["Specs", "-o", "Out", "--watch", "--no-skeletons"], in: cli.folder)
        watch.wait(until: { watch.lines(startingWith: summary).count == 1 }, "the first round")

        try FileManager.default.createSymbolicLink(atPath: cli.folder.appendingPathComponent("Link").path, withDestinationPath: "New")
        XCTAssertEqual(rename(cli.folder.appendingPathComponent("Link").path, specs.path), 0)
        // The round has started once a file of the new specs is written.
        watch.wait(until: { (0..<count).contains { cli.read("Out/Feature\($0)State.swift")?.contains("changed") == true } }, "the second round's start")
        watch.stop(with: SIGINT)
        XCTAssertEqual(watch.process.terminationReason, .uncaughtSignal)

        let temporary = cli.list("Out").filter { $0.contains(".reduxgen-") }
        XCTAssertEqual(temporary, [], "temporary files left behind")
        let check = try cli.run(["Specs", "-o", "Out", "--no-skeletons", "--check"])
        XCTAssertEqual(check.status, 0, "the interrupted round did not finish:\n\(check.stderr)")
    }

    func testWatchCannotBeCombinedWithCheckOrForceSkeletons() throws {
        let cli = try CLIHarness()
        for option in ["--check", "--force-skeletons"] {
            let result = try cli.run(["Specs", "-o", "Out", "--watch", option])
            XCTAssertEqual(result.status, 64, option)
            XCTAssertTrue(result.stderr.hasPrefix("Error: --watch "), result.stderr)
        }
    }
}
