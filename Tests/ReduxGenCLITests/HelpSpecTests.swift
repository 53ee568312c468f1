import Foundation
import XCTest

/// `reduxgen help spec`: every key of the spec language, with an example, wrapped like `--help`.
final class HelpSpecTests: XCTestCase {
    func testHelpSpecTeachesEveryKeyWithAnExample() throws {
        let cli = try CLIHarness()
        let result = try cli.run(["help", "spec"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = result.stdout
        for heading in [
            "  feature\n", "  imports\n", "  access\n", "  equatable\n", "  state  (required)\n", "  state.<field>.type  (required)\n",
            "  state.<field>.default\n", "  actions\n", "  requests\n", "  requests.<request>.params\n", "  requests.<request>.reads\n",
            "  requests.<request>.success\n", "  requests.<request>.failure\n", "  requests.<request>.into\n",
            "  requests.<request>.into.field  (required)\n", "  requests.<request>.into.mode\n", "  requests.<request>.policy\n",
            "  requests.<request>.key\n", "  requests.<request>.cancel\n", "  requests.<request>.dismiss\n", "  requests.<request>.retry\n",
            "  requests.<request>.retry.attempts  (required)\n", "  requests.<request>.retry.backoff\n", "  requests.<request>.timeout\n",
            "  requests.<request>.debounce\n", "  streams\n", "  streams.<stream>.params\n", "  streams.<stream>.element  (required)\n",
            "  streams.<stream>.failure\n",
        ] {
            XCTAssertTrue(text.contains(heading), "help spec lacks \(heading)")
        }
        XCTAssertTrue(text.contains("        retry: { attempts: 3, backoff: 0.5 }\n"), "each key has an example")
        XCTAssertTrue(text.contains("      Meets: reads, cache, poll, on, key, success, failure.\n"), "a key names the keys it meets")
        for line in text.split(separator: "\n") {
            XCTAssertLessThan(line.count, 80, String(line))
        }
    }

    func testTheRootHelpPointsAtInitSchemaAndHelpSpec() throws {
        let cli = try CLIHarness()
        let help = try cli.run(["--help"]).stdout
        for expected in ["reduxgen init TeamChat ", "reduxgen schema > reduxgen.schema.json ", "reduxgen help spec ", "  init  ", "  schema  "] {
            XCTAssertTrue(help.contains(expected), "--help lacks \(expected)")
        }
    }
}
