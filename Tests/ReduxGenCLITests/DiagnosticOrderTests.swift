import Foundation
import XCTest

/// A run's messages come in the order of what they refer to: spec after spec as the run was
/// given them, and in each spec by line and column, whichever section was checked first.
final class DiagnosticOrderTests: XCTestCase {
    func testMessagesFollowTheSpecsLines() throws {
        let cli = try CLIHarness()
        // The requests and actions come before the state, which is checked first.
        try cli.write("""
            requests:
              load:
                success: Int
                into: nothing
            actions:
              go: { 1x: Int }
            state:
              count: { type: Int, default: "" }
              x:

            """, to: "Specs/A.yaml")
        try cli.write("state:\n  y:\n", to: "Specs/B.yaml")
        let run = try cli.run(["Specs", "-o", "Out"])
        XCTAssertEqual(run.status, 1)
        let places = run.stderr.split(separator: "\n").compactMap { line in
            line.range(of: ": error: ").map { String(line[..<$0.lowerBound]) }
        }
        XCTAssertEqual(places, ["Specs/A.yaml:4:11", "Specs/A.yaml:6:9", "Specs/A.yaml:8:33", "Specs/A.yaml:9:5", "Specs/B.yaml:2:5"], run.stderr)
        // The summary, on standard output, says what the errors above are about.
        XCTAssertTrue(run.stdout.contains("2 specs with errors"), run.stdout)
    }
}
