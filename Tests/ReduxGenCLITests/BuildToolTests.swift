import Foundation
import XCTest

/// The build plugin's tool (`ReduxGenBuildTool`) is reduxgen without the test files' code:
/// what the plugin's commands ask of it must come out byte for byte as reduxgen writes it.
final class BuildToolTests: XCTestCase {
    /// `ReduxGenBuildTool`, built beside `reduxgen`.
    private var buildTool: URL {
        CLIHarness.binary.deletingLastPathComponent().appendingPathComponent("ReduxGenBuildTool")
    }

    /// The plugin's two commands, a feature target's (`--no-skeletons`) and a test target's
    /// (the service mocks, `--tests … --no-skeletons`), on the example specs and on the
    /// drawn corpus (every shape of request, stream, binding, navigation, child and pane).
    func testThePluginsCommandsWriteWhatReduxgenWrites() throws {
        for folder in ["Specs", "Tests/ModelCorpus/Specs"] {
            let cli = try CLIHarness()
            let source = CLIHarness.repositoryRoot.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where name.hasSuffix(".yaml") {
                try cli.write(String(decoding: try Data(contentsOf: source.appendingPathComponent(name)), as: UTF8.self), to: "Specs/\(name)")
            }
            for (tool, binary) in [("reduxgen", CLIHarness.binary), ("tool", buildTool)] {
                let features = try cli.run(["generate", "Specs", "--output", "\(tool)/Generated", "--no-skeletons", "--quiet"], binary: binary)
                XCTAssertEqual(features.status, 0, "\(folder), \(tool): \(features.stderr)")
                let mocks = try cli.run(
                    ["generate", "Specs", "--output", "\(tool)/Discarded", "--no-skeletons", "--quiet", "--diagnostics-reported-elsewhere",
                     "--tests", "\(tool)/Mocks", "--tests-module", "App"],
                    binary: binary)
                XCTAssertEqual(mocks.status, 0, "\(folder), \(tool): \(mocks.stderr)")
            }
            for subfolder in ["Generated", "Mocks"] {
                let written = cli.list("reduxgen/\(subfolder)")
                XCTAssertFalse(written.isEmpty, "\(folder): reduxgen wrote nothing into \(subfolder)")
                XCTAssertEqual(cli.list("tool/\(subfolder)"), written, "\(folder), \(subfolder)")
                for name in written {
                    XCTAssertEqual(cli.read("tool/\(subfolder)/\(name)"), cli.read("reduxgen/\(subfolder)/\(name)"), "\(folder): \(subfolder)/\(name)")
                }
            }
        }
    }

    /// Asked for the transition tests, the tool says what to run instead and writes nothing.
    func testTheToolRefusesToWriteTransitionTests() throws {
        let cli = try CLIHarness()
        try cli.write("state:\n  count: Int\nactions:\n  increment:\n", to: "Specs/Counter.yaml")
        let result = try cli.run(["generate", "Specs", "--output", "Generated", "--tests", "Tests"], binary: buildTool)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("build plugin's tool"), result.stderr)
        XCTAssertTrue(result.stderr.contains("--no-skeletons"), result.stderr)
        XCTAssertEqual(cli.list("Generated"), [])
        XCTAssertEqual(cli.list("Tests"), [])
    }
}
