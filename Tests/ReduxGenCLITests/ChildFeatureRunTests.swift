import Foundation
import XCTest

/// A feature's children are specs of the same run, or named by `--known-features` (the build
/// plugin, which runs one spec at a time); what a child needs of its spec is checked once the
/// run has read them all, and the parent writes nothing when it fails.
final class ChildFeatureRunTests: XCTestCase {
    private let list = "state: {}\nchildren:\n  rows: { feature: Row, collection: true }\n"
    private let row = "state:\n  id: Int\nactions:\n  toggle:\n"

    func testAParentBesideItsChildGeneratesAndIsCheckedAgainEachRun() throws {
        let cli = try CLIHarness()
        try cli.write(list, to: "Specs/List.yaml")
        try cli.write(row, to: "Specs/Row.yaml")
        let first = try cli.run(["Specs", "-o", "Out"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(cli.read("Out/ListAction.swift")!.contains("case rows(id: RowState.ID, RowAction)"))
        XCTAssertEqual(try cli.run(["Specs", "-o", "Out", "--check"]).status, 0)
        // The parent is unchanged, but its child lost its id: the parent is checked again.
        try cli.write("state:\n  text: String\nactions:\n  toggle:\n", to: "Specs/Row.yaml")
        let second = try cli.run(["Specs", "-o", "Out"])
        XCTAssertEqual(second.status, 1)
        XCTAssertTrue(second.stderr.contains("Specs/List.yaml:3:20: error: the child 'rows' is a collection of 'Row', whose state has no 'id' field"), second.stderr)
    }

    func testAChildCycleIsAnErrorInEachSpecAndWritesNeither() throws {
        let cli = try CLIHarness()
        try cli.write("state: {}\nchildren:\n  b: { feature: B, optional: true }\n", to: "Specs/A.yaml")
        try cli.write("state: {}\nchildren:\n  a: { feature: A, optional: true }\n", to: "Specs/B.yaml")
        let result = try cli.run(["Specs", "-o", "Out"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("Specs/A.yaml:3:17: error: the child 'b' holds 'A' again through its children ('A' → 'B' → 'A')"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Specs/B.yaml:3:17: error: the child 'a' holds 'B' again through its children ('B' → 'A' → 'B')"), result.stderr)
        XCTAssertEqual(cli.list("Out").filter { !$0.hasPrefix(".") }, [])
    }

    /// The build plugin names the target's other specs by their paths: the tool reads the
    /// child's spec from there. A name alone is taken for a feature that fits.
    func testKnownFeaturesGivenAsSpecPathsAreReadForTheChildsNeeds() throws {
        let cli = try CLIHarness()
        try cli.write(list, to: "List.yaml")
        try cli.write("state:\n  text: String\n", to: "Other/Row.yaml")
        let byPath = try cli.run(["List.yaml", "-o", "Out", "--known-features", "Other/Row.yaml"])
        XCTAssertEqual(byPath.status, 1)
        XCTAssertTrue(byPath.stderr.contains("List.yaml:3:20: error: the child 'rows' is a collection of 'Row', whose state has no 'id' field"), byPath.stderr)
        XCTAssertFalse(cli.list("Out").contains { $0.hasPrefix("List") })
        let byName = try cli.run(["List.yaml", "-o", "Out", "--known-features", "Row"])
        XCTAssertEqual(byName.status, 0, byName.stderr)
        XCTAssertTrue(cli.list("Out").contains("ListState.swift"))
    }
}
