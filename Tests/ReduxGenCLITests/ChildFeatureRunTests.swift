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

    /// With `--tests`, a parent's transition tests hold its children's, read from the child's
    /// spec in the run or given by path in `--known-features`; a child known by its name alone
    /// gets a note, and its tests come in a file of their own once a run reads its spec.
    func testTheChildsTestsComeWithItsSpecAndInAFileOfTheirOwnWhenItCameLater() throws {
        let cli = try CLIHarness()
        try cli.write(list, to: "Specs/List.yaml")
        try cli.write(row, to: "Other/Row.yaml")
        let arguments = ["Specs/List.yaml", "-o", "Out", "--tests", "Tests", "--tests-module", "App", "-v"]
        let byName = try cli.run(arguments + ["--known-features", "Row"])
        XCTAssertEqual(byName.status, 0, byName.stderr)
        let tests = try XCTUnwrap(cli.read("Tests/ListTransitionTests.swift"))
        XCTAssertTrue(tests.contains("// The tests of the child rows (Row.yaml) are not here"), tests)
        XCTAssertFalse(tests.contains("func testRows"), tests)

        let byPath = try cli.run(arguments + ["--known-features", "Other/Row.yaml"])
        XCTAssertEqual(byPath.status, 0, byPath.stderr)
        XCTAssertTrue(byPath.stdout.contains("written: Tests/ListTransitionTests+Children.swift\n"), byPath.stdout)
        XCTAssertEqual(cli.read("Tests/ListTransitionTests.swift"), tests, "the tests file is the user's")
        let added = try XCTUnwrap(cli.read("Tests/ListTransitionTests+Children.swift"))
        XCTAssertTrue(added.contains("final class ListTransitionTestsOfChildren: XCTestCase {"), added)
        XCTAssertTrue(added.contains("""
                func testRowsActionReachesTheChildWithItsID() async {
                    let (store, _, _) = makeStore(initialState: ListState(rows: [RowState(id: Int.testSample)]))
                    await store.send(.rows(id: Int.testSample, .toggle))
                    await store.finish()
                }
            """), added)

        let again = try cli.run(arguments + ["--known-features", "Other/Row.yaml"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertFalse(again.stdout.contains("written: Tests/List"), again.stdout)
    }

    /// Once the children's tests file is written it is the user's: a child added after it,
    /// or whose spec a run reads first after it, gets its tests in the next file,
    /// `+Children2`, and so on.
    func testChildrenThatComeAfterTheChildrensFileGetTheNextOne() throws {
        let cli = try CLIHarness()
        try cli.write("state: {}\nactions:\n  clear:\n", to: "Specs/List.yaml")
        try cli.write(row, to: "Specs/Row.yaml")
        let arguments = ["Specs", "-o", "Out", "--tests", "Tests", "--tests-module", "App", "-v"]
        XCTAssertEqual(try cli.run(arguments).status, 0)
        let tests = try XCTUnwrap(cli.read("Tests/ListTransitionTests.swift"))
        try cli.write(list + "actions:\n  clear:\n", to: "Specs/List.yaml")
        let first = try cli.run(arguments)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("written: Tests/ListTransitionTests+Children.swift\n"), first.stdout)
        let children = try XCTUnwrap(cli.read("Tests/ListTransitionTests+Children.swift")) + "// mine\n"
        try cli.write(children, to: "Tests/ListTransitionTests+Children.swift")

        // A child added to the spec, and one whose spec the run knows by name alone.
        try cli.write("state:\n  text: String\nactions:\n  edit:\n", to: "Specs/Header.yaml")
        try cli.write("state:\n  id: Int\nactions:\n  pin:\n", to: "Other/Pin.yaml")
        let listed = list + "  header: { feature: Header, optional: true }\n  pins: { feature: Pin, collection: true }\nactions:\n  clear:\n"
        try cli.write(listed, to: "Specs/List.yaml")
        let second = try cli.run(arguments + ["--known-features", "Pin"])
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stdout.contains("written: Tests/ListTransitionTests+Children2.swift\n"), second.stdout)
        XCTAssertEqual(cli.read("Tests/ListTransitionTests+Children.swift"), children, "the children's file is the user's")
        let header = try XCTUnwrap(cli.read("Tests/ListTransitionTests+Children2.swift"))
        XCTAssertTrue(header.contains("final class ListTransitionTestsOfChildren2: XCTestCase {"), header)
        XCTAssertTrue(header.contains("// One test per child added to the spec (or whose spec no earlier run read) after\n// ListTransitionTests+Children.swift was written:"), header)
        XCTAssertTrue(header.contains("func testHeaderActionReachesThePresentChild() async {"), header)
        XCTAssertFalse(header.contains("testRows"), "the tests the folder has are not written again")
        XCTAssertFalse(header.contains("testPins"), "a child known by its name alone has no tests yet")

        // The run that reads the spec of the child known by name writes its tests to the next file.
        let third = try cli.run(arguments + ["--known-features", "Other/Pin.yaml"])
        XCTAssertEqual(third.status, 0, third.stderr)
        XCTAssertTrue(third.stdout.contains("written: Tests/ListTransitionTests+Children3.swift\n"), third.stdout)
        let pins = try XCTUnwrap(cli.read("Tests/ListTransitionTests+Children3.swift"))
        XCTAssertTrue(pins.contains("func testPinsActionReachesTheChildWithItsID() async {"), pins)
        XCTAssertFalse(pins.contains("testHeader") || pins.contains("testRows"), pins)
        XCTAssertEqual(cli.read("Tests/ListTransitionTests+Children2.swift"), header)
        XCTAssertEqual(cli.read("Tests/ListTransitionTests.swift"), tests)

        let again = try cli.run(arguments + ["--known-features", "Other/Pin.yaml"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertFalse(again.stdout.contains("written: Tests/List"), again.stdout)
    }
}
