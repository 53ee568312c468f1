import XCTest

/// `reduxgen diagram SPEC`: the diagram on standard output, or the spec's errors and nothing.
final class DiagramCommandTests: XCTestCase {
    func testPrintsTheDiagramOfASpec() throws {
        let cli = try CLIHarness()
        try cli.write("feature: Feed\nstate: {}\nrequests:\n  load:\n    cancel: true\n", to: "Feed.yaml")
        let result = try cli.run(["diagram", "Feed.yaml"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.hasPrefix("stateDiagram-v2\n    state \"load (loadStatus)\" as load\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("        load_loading --> load_idle: cancelLoad\n"), result.stdout)
        XCTAssertEqual(cli.list("."), ["Feed.yaml"], "diagram writes nothing")
    }

    func testASpecWithMistakesGetsItsErrorsAndNoDiagram() throws {
        let cli = try CLIHarness()
        try cli.write("feature: Feed\nstat: {}\n", to: "Feed.yaml")
        let result = try cli.run(["diagram", "Feed.yaml"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("Feed.yaml:2:1: error: unknown key 'stat' in the spec; did you mean 'state'?"), result.stderr)

        let missing = try cli.run(["diagram", "Gone.yaml"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "reduxgen: error: cannot read Gone.yaml: No such file or directory\n")
    }

    func testAnAppSpecNamesTheSpecsToDraw() throws {
        let cli = try CLIHarness()
        try cli.write("app: Shop\nfeatures:\n  catalog: Catalog\n", to: "Shop.yaml")
        let result = try cli.run(["diagram", "Shop.yaml"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            result.stderr,
            "reduxgen: error: Shop.yaml is an app spec: its features have the requests and streams; run reduxgen diagram on their specs (Catalog)\n")
    }
}
