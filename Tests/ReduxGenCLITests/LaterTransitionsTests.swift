import Foundation
import XCTest

/// Every transition added to the spec after the transition tests were written gets its tests
/// in a file of their own, beside the user's files, which are never written again: a kind of
/// navigation, a binding, an action `on:` names, each one alone; and a request named like one
/// of those files gets a file of its own name.
final class LaterTransitionsTests: XCTestCase {
    private let arguments = ["Sources/App", "-o", "Sources/App", "--only-skeletons", "--tests", "Tests/AppTests", "-v"]
    private let models = "struct Repo: Equatable, Sendable { let id: Int }\n"
    private let routed = """
        feature: Search
        state:
          repos: "[Repo]"
        requests:
          search: { params: { query: String }, success: "[Repo]", into: repos }
        routes:
          showRepo: { repo: Repo }
          settings:

        """
    private let edited = """
        feature: Search
        state:
          filter: { type: String, default: '""' }
          sort: { type: String, default: '""' }
          total: { type: Int, default: "0" }
        actions:
          refresh:
        requests:
          count: { reads: [filter], success: Int, into: total }

        """

    private func tests(_ cli: CLIHarness, _ name: String) throws -> String {
        try XCTUnwrap(cli.read("Tests/AppTests/\(name)"), name)
    }

    /// The written files a run prints, by name.
    private func written(_ result: CLIHarness.Result) -> [String] {
        result.stdout.split(separator: "\n").compactMap { line in
            line.hasPrefix("written: Tests/AppTests/") ? String(line.dropFirst("written: Tests/AppTests/".count)) : nil
        }
    }

    /// A scratch folder where a first run has written the transition tests of `spec`.
    private func testedFolder(_ spec: String, line: UInt = #line) throws -> CLIHarness {
        let cli = try CLIHarness()
        try cli.write(spec, to: "Sources/App/Search.yaml")
        try cli.write(models, to: "Sources/App/Models.swift")
        let first = try cli.run(arguments)
        XCTAssertEqual(first.status, 0, first.stderr, line: line)
        return cli
    }

    /// The text of the file of tests `name`, which must be the one a run writes after
    /// `spec` is written.
    private func run(_ cli: CLIHarness, spec: String, writes name: String, line: UInt = #line) throws -> String {
        try cli.write(spec, to: "Sources/App/Search.yaml")
        let result = try cli.run(arguments)
        XCTAssertEqual(result.status, 0, result.stderr, line: line)
        XCTAssertEqual(written(result), [name], result.stdout, line: line)
        return try tests(cli, name)
    }

    func testAKindOfNavigationAddedLaterGetsItsTestsAlone() throws {
        let cli = try testedFolder(routed + "navigation: stack\n")
        let main = try tests(cli, "SearchTransitionTests.swift")
        XCTAssertTrue(main.contains("    // MARK: navigation (stack)\n"), main)

        let sheet = try run(cli, spec: routed + "navigation: [stack, sheet]\n", writes: "SearchTransitionTests+Navigation.swift")
        XCTAssertEqual(try tests(cli, "SearchTransitionTests.swift"), main)
        XCTAssertTrue(sheet.contains("final class SearchTransitionTestsOfNavigation: XCTestCase {"), sheet)
        XCTAssertTrue(sheet.contains("    // MARK: navigation (sheet)\n"), sheet)
        XCTAssertTrue(sheet.contains("func testPresentShowsTheRoute() async {"), sheet)
        XCTAssertFalse(sheet.contains("func testPush"), "the stack's tests are in the user's file already")

        let third = try cli.run(arguments)
        XCTAssertEqual(third.status, 0, third.stderr)
        XCTAssertEqual(written(third), [], third.stdout)
    }

    func testAKindOfNavigationAddedAfterTheNavigationsFileGetsTheNextOne() throws {
        let cli = try testedFolder(routed)
        let sheet = try run(cli, spec: routed + "navigation: sheet\n", writes: "SearchTransitionTests+Navigation.swift") + "// mine\n"
        try cli.write(sheet, to: "Tests/AppTests/SearchTransitionTests+Navigation.swift")

        let stack = try run(cli, spec: routed + "navigation: [stack, sheet]\n", writes: "SearchTransitionTests+Navigation2.swift")
        XCTAssertEqual(try tests(cli, "SearchTransitionTests+Navigation.swift"), sheet)
        XCTAssertTrue(stack.contains("final class SearchTransitionTestsOfNavigation2: XCTestCase {"), stack)
        XCTAssertTrue(stack.contains("added to the spec after\n// SearchTransitionTests+Navigation.swift was written"), stack)
        XCTAssertTrue(stack.contains("    // MARK: navigation (stack)\n"), stack)
        XCTAssertTrue(stack.contains("func testPushAppendsARouteToThePath() async {"), stack)
        XCTAssertFalse(stack.contains("func testPresent"), "the sheet's tests are in the user's file already")
    }

    /// A second binding, then an `on:` that names the first binding's setter, then one that
    /// names an action: each gets its tests in the next file.
    func testEachBindingAndTriggerAddedLaterGetsItsTestsAlone() throws {
        let cli = try testedFolder(edited + "bindings: [filter]\n")
        let main = try tests(cli, "SearchTransitionTests.swift")
        XCTAssertTrue(main.contains("    // MARK: bindings and triggers (filter)\n"), main)

        let sort = try run(cli, spec: edited + "bindings: [filter, sort]\n", writes: "SearchTransitionTests+BindingsAndTriggers.swift")
        XCTAssertTrue(sort.contains("    // MARK: bindings and triggers (sort)\n"), sort)
        XCTAssertTrue(sort.contains("func testSetSortAssignsSort() async {"), sort)
        XCTAssertFalse(sort.contains("func testSetFilter"), sort)

        let triggered = edited.replacingOccurrences(of: "into: total }", with: "into: total, on: [setFilter] }")
        let setter = try run(cli, spec: triggered + "bindings: [filter, sort]\n", writes: "SearchTransitionTests+BindingsAndTriggers2.swift")
        XCTAssertTrue(setter.contains("final class SearchTransitionTestsOfBindingsAndTriggers2: XCTestCase {"), setter)
        XCTAssertTrue(setter.contains("    // MARK: bindings and triggers (setFilter → count)\n"), setter)
        XCTAssertTrue(setter.contains("""
                func testSetFilterStartsCount() async {
                    let (store, service, _) = makeStore()
                    await store.send(.setFilter(String.testSample)) {
                        $0.filter = String.testSample
                    }
                    await store.receive(.count) {
                        $0.countStatus = .loading
                    }
            """), setter)
        XCTAssertFalse(setter.contains("func testSetSort"), setter)

        let both = edited.replacingOccurrences(of: "into: total }", with: "into: total, on: [setFilter, refresh] }")
        let refresh = try run(cli, spec: both + "bindings: [filter, sort]\n", writes: "SearchTransitionTests+BindingsAndTriggers3.swift")
        XCTAssertTrue(refresh.contains("    // MARK: bindings and triggers (refresh → count)\n"), refresh)
        XCTAssertTrue(refresh.contains("func testRefreshStartsCount() async {"), refresh)
        XCTAssertFalse(refresh.contains("func testSet"), refresh)

        XCTAssertEqual(try tests(cli, "SearchTransitionTests.swift"), main)
        XCTAssertEqual(try tests(cli, "SearchTransitionTests+BindingsAndTriggers.swift"), sort)
        XCTAssertEqual(try tests(cli, "SearchTransitionTests+BindingsAndTriggers2.swift"), setter)
        XCTAssertEqual(written(try cli.run(arguments)), [])
    }

    /// A mark without a list (or one a user changed) covers its whole group: a file whose
    /// marks list nothing gets no test twice. Listing what the file tests has the rest written.
    func testAMarkWithoutAListCoversItsWholeGroup() throws {
        let triggered = edited.replacingOccurrences(of: "into: total }", with: "into: total, on: [setFilter] }")
        let spec = triggered + "routes:\n  settings:\nnavigation: stack\nbindings: [filter]\n"
        let cli = try testedFolder(spec)
        let listed = try tests(cli, "SearchTransitionTests.swift")
        XCTAssertTrue(listed.contains("    // MARK: navigation (stack)\n"), listed)
        XCTAssertTrue(listed.contains("    // MARK: bindings and triggers (filter, setFilter → count)\n"), listed)
        let earlier = listed.replacingOccurrences(of: "// MARK: navigation (stack)\n", with: "// MARK: navigation\n")
            .replacingOccurrences(of: "// MARK: bindings and triggers (filter, setFilter → count)\n", with: "// MARK: bindings and triggers\n")
        try cli.write(earlier, to: "Tests/AppTests/SearchTransitionTests.swift")

        let same = try cli.run(arguments)
        XCTAssertEqual(same.status, 0, same.stderr)
        XCTAssertEqual(written(same), [], "the setter's trigger is covered by the mark alone")

        try cli.write(spec.replacingOccurrences(of: "navigation: stack", with: "navigation: [stack, sheet]"), to: "Sources/App/Search.yaml")
        let sheet = try cli.run(arguments)
        XCTAssertEqual(sheet.status, 0, sheet.stderr)
        XCTAssertEqual(written(sheet), [], "a mark without a list covers the whole navigation, as it did")
        XCTAssertEqual(try tests(cli, "SearchTransitionTests.swift"), earlier)

        try cli.write(earlier.replacingOccurrences(of: "// MARK: navigation\n", with: "// MARK: navigation (stack)\n"), to: "Tests/AppTests/SearchTransitionTests.swift")
        let listing = try cli.run(arguments)
        XCTAssertEqual(listing.status, 0, listing.stderr)
        XCTAssertEqual(written(listing), ["SearchTransitionTests+Navigation.swift"], listing.stdout)
        XCTAssertTrue(try tests(cli, "SearchTransitionTests+Navigation.swift").contains("    // MARK: navigation (sheet)\n"))
    }

    /// A request named like a file of tests added later (`navigation`, `bindingsAndTriggers`,
    /// `children`, with a number or not) has `Request` after its name in its file, its class and
    /// its mark, so neither hides the other's tests.
    func testARequestNamedLikeAFileOfTestsAddedLaterHasAFileOfItsOwn() throws {
        let cli = try testedFolder(routed + "navigation: stack\n")
        let main = try tests(cli, "SearchTransitionTests.swift")

        let named = routed.replacingOccurrences(of: "into: repos }\n", with: "into: repos }\n  navigation: { success: Int }\n")
        let request = try run(cli, spec: named + "navigation: stack\n", writes: "SearchTransitionTests+NavigationRequest.swift")
        XCTAssertEqual(try tests(cli, "SearchTransitionTests.swift"), main)
        XCTAssertTrue(request.contains("final class SearchTransitionTestsOfNavigationRequest: XCTestCase {"), request)
        XCTAssertTrue(request.contains("    // MARK: navigation request\n"), request)
        XCTAssertTrue(request.contains("func testNavigationGoesFromIdleToLoadingToSucceeded() async {"), request)
        XCTAssertEqual(written(try cli.run(arguments)), [])

        // In one run, the requests and the parts they are named like each get their file; in
        // the transition tests, the requests' marks are not the parts'.
        let plain = routed.replacingOccurrences(of: "  repos: \"[Repo]\"\n", with: "  repos: \"[Repo]\"\n  filter: { type: String, default: '\"\"' }\n")
        let other = try testedFolder(plain)
        let requests = plain.replacingOccurrences(
            of: "into: repos }\n", with: "into: repos }\n  navigation: { success: Int }\n  bindingsAndTriggers: { success: Int }\n  navigation2: { success: Int }\n")
        try other.write(requests + "navigation: stack\nbindings: [filter]\n", to: "Sources/App/Search.yaml")
        let together = try other.run(arguments)
        XCTAssertEqual(together.status, 0, together.stderr)
        XCTAssertEqual(written(together).sorted(), [
            "SearchTransitionTests+BindingsAndTriggers.swift", "SearchTransitionTests+BindingsAndTriggersRequest.swift",
            "SearchTransitionTests+Navigation.swift", "SearchTransitionTests+Navigation2Request.swift",
            "SearchTransitionTests+NavigationRequest.swift",
        ], together.stdout)
        XCTAssertTrue(try tests(other, "SearchTransitionTests+Navigation.swift").contains("func testPushAppendsARouteToThePath() async {"))

        let fresh = try testedFolder(requests)
        let first = try tests(fresh, "SearchTransitionTests.swift")
        XCTAssertTrue(first.contains("    // MARK: navigation request\n"), first)
        XCTAssertFalse(first.contains("    // MARK: navigation\n"), first)
        let navigation = try run(fresh, spec: requests + "navigation: stack\n", writes: "SearchTransitionTests+Navigation.swift")
        XCTAssertTrue(navigation.contains("func testPushAppendsARouteToThePath() async {"), navigation)
    }
}
