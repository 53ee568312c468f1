import Foundation
import XCTest

/// Templates a user owns, the binary on its own, and the help text.
final class TemplatesAndHelpTests: XCTestCase {
    func testAUserTemplateReplacesItsNamesakeOnly() throws {
        let cli = try CLIHarness()
        try cli.write("state: { count: Int }\n", to: "Counter.yaml")
        try cli.write("{{% CONTENT_TYPE: TEXT }}\n// custom state for {{featureName}}\n{{#fields}}\n// {{name}}: {{type}}\n{{/fields}}\n", to: "Mine/State.mustache")
        let result = try cli.run(["Counter.yaml", "-o", "Out", "--templates", "Mine"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(cli.read("Out/CounterState.swift"), "// custom state for Counter\n// count: Int\n")
        XCTAssertTrue(cli.read("Out/CounterAction.swift")!.contains("enum CounterAction"))
    }

    func testATemplateWithAnUnknownNameFailsBeforeAnythingIsWritten() throws {
        let cli = try CLIHarness()
        try cli.write("state: { count: Int }\n", to: "Counter.yaml")
        try cli.write("{{% CONTENT_TYPE: TEXT }}\n{{#fields}}\n{{nmae}}\n{{/fields}}\n{{#requests}}{{featureNam}}{{/requests}}\n", to: "Mine/State.mustache")
        try cli.write("{{featureName}}\n", to: "Mine/Action.mustache")
        try cli.write("x", to: "Mine/Sate.mustache")
        let result = try cli.run(["Counter.yaml", "-o", "Out", "--templates", "Mine"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, """
            Mine/Sate.mustache:1:1: error: 'Sate.mustache' is not a reduxgen template; did you mean 'State.mustache'?
            Mine/State.mustache:3:1: error: unknown name 'nmae' in the field context; did you mean 'name'?
            Mine/State.mustache:5:14: error: unknown name 'featureNam' in the request context; did you mean 'featureName'?
            Mine/Action.mustache:1:1: error: the template must contain {{% CONTENT_TYPE: TEXT }}, or other Mustache tools escape '<' and '"' as HTML

            """)
        XCTAssertEqual(cli.list("Out"), [])
        // A run over folders: the same errors, then the listing's, and nothing written.
        try cli.write("state: { count: Int }\n", to: "Specs/Counter.yaml")
        let folderRun = try cli.run(["Specs", "Missing", "-o", "Out", "--templates", "Mine"])
        XCTAssertEqual(folderRun.status, 1)
        XCTAssertEqual(folderRun.stderr, result.stderr + "reduxgen: error: no such file or folder: 'Missing'\n")
        XCTAssertEqual(cli.list("Out"), [])
    }

    func testTemplatesCatPrintsADefaultToStartFrom() throws {
        let cli = try CLIHarness()
        let state = try cli.run(["templates", "cat", "State"])
        XCTAssertEqual(state.status, 0)
        let repository = try String(contentsOf: CLIHarness.repositoryRoot.appendingPathComponent("Templates/State.mustache"), encoding: .utf8)
        XCTAssertEqual(state.stdout, repository)
        let unknown = try cli.run(["templates", "cat", "Stat"])
        XCTAssertNotEqual(unknown.status, 0)
        XCTAssertTrue(unknown.stderr.contains("no template named 'Stat'; did you mean 'State'?"), unknown.stderr)
        XCTAssertTrue(try cli.run(["templates"]).stdout.contains("ReducerLogic.mustache  →  <Feature>ReducerLogic.swift  (a skeleton, written once)"))
    }

    func testTheBinaryCopiedAloneStillHasItsTemplates() throws {
        let cli = try CLIHarness()
        let lonely = cli.folder.appendingPathComponent("bin/reduxgen")
        try FileManager.default.createDirectory(at: lonely.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLIHarness.binary, to: lonely)
        try cli.write("state: { count: Int }\n", to: "Counter.yaml")
        let result = try cli.run(["Counter.yaml", "-o", "Out"], binary: lonely)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(cli.read("Out/CounterState.swift")!.contains("extension CounterState: Swift.Equatable {"))
    }

    func testHelpTeachesAndVersionPrints() throws {
        let cli = try CLIHarness()
        let help = try cli.run(["generate", "--help"])
        XCTAssertEqual(help.status, 0)
        for expected in ["EXIT STATUS:", "--check", "--skeletons <dir>", "--force-skeletons", "--templates <dir>", "--prune/--no-prune", "path:line:column: error:"] {
            XCTAssertTrue(help.stdout.contains(expected), "--help lacks \(expected)")
        }
        let root = try cli.run(["--help"])
        XCTAssertTrue(root.stdout.contains("reduxgen Specs --output Generated"), root.stdout)
        XCTAssertEqual(try cli.run(["--version"]).stdout, "0.1.0\n")
    }

    func testATemplatesFolderIsReadInItsNamesByteOrder() throws {
        let cli = try CLIHarness()
        try cli.write("state: { count: Int }\n", to: "Specs/Counter.yaml")
        // An "e" and a combining accent sort before a composed "é" by their bytes (0x65 <
        // 0xC3), as spec discovery sorts names; `String`'s order, which takes them for the same
        // letter, would put "éa" before "éx".
        for name in ["\u{E9}a", "e\u{301}x", "Zed"] { try cli.write("x", to: "Mine/\(name).mustache") }
        let result = try cli.run(["Specs", "-o", "Out", "--templates", "Mine"])
        XCTAssertEqual(result.status, 1)
        let paths = result.stderr.split(separator: "\n").map { Array($0.prefix { $0 != ":" }.utf8) }
        XCTAssertEqual(paths, ["Mine/Zed.mustache", "Mine/e\u{301}x.mustache", "Mine/\u{E9}a.mustache"].map { Array($0.utf8) }, result.stderr)
    }
}
