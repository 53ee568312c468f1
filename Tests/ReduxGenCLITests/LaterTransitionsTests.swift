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

    func testAKindOfNavigationAddedLaterGetsItsTestsAlone() throws {
        let cli = try CLIHarness()
        try cli.write(routed + "navigation: stack\n", to: "Sources/App/Search.yaml")
        try cli.write(models, to: "Sources/App/Models.swift")
        XCTAssertEqual(try cli.run(arguments).status, 0)
        let main = try tests(cli, "SearchTransitionTests.swift")
        XCTAssertTrue(main.contains("    // MARK: navigation (stack)\n"), main)

        try cli.write(routed + "navigation: [stack, sheet]\n", to: "Sources/App/Search.yaml")
        let second = try cli.run(arguments)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(written(second), ["SearchTransitionTests+Navigation.swift"], second.stdout)
        XCTAssertEqual(try tests(cli, "SearchTransitionTests.swift"), main)
        let sheet = try tests(cli, "SearchTransitionTests+Navigation.swift")
        XCTAssertTrue(sheet.contains("final class SearchTransitionTestsOfNavigation: XCTestCase {"), sheet)
        XCTAssertTrue(sheet.contains("    // MARK: navigation (sheet)\n"), sheet)
        XCTAssertTrue(sheet.contains("func testPresentShowsTheRoute() async {"), sheet)
        XCTAssertFalse(sheet.contains("func testPush"), "the stack's tests are in the user's file already")

        let third = try cli.run(arguments)
        XCTAssertEqual(third.status, 0, third.stderr)
        XCTAssertEqual(written(third), [], third.stdout)
    }

    func testAKindOfNavigationAddedAfterTheNavigationsFileGetsTheNextOne() throws {
        let cli = try CLIHarness()
        try cli.write(routed, to: "Sources/App/Search.yaml")
        try cli.write(models, to: "Sources/App/Models.swift")
        XCTAssertEqual(try cli.run(arguments).status, 0)
        try cli.write(routed + "navigation: sheet\n", to: "Sources/App/Search.yaml")
        XCTAssertEqual(written(try cli.run(arguments)), ["SearchTransitionTests+Navigation.swift"])
        let sheet = try tests(cli, "SearchTransitionTests+Navigation.swift") + "// mine\n"
        try cli.write(sheet, to: "Tests/AppTests/SearchTransitionTests+Navigation.swift")

        try cli.write(routed + "navigation: [stack, sheet]\n", to: "Sources/App/Search.yaml")
        let third = try cli.run(arguments)
        XCTAssertEqual(third.status, 0, third.stderr)
        XCTAssertEqual(written(third), ["SearchTransitionTests+Navigation2.swift"], third.stdout)
        XCTAssertEqual(try tests(cli, "SearchTransitionTests+Navigation.swift"), sheet)
        let stack = try tests(cli, "SearchTransitionTests+Navigation2.swift")
        XCTAssertTrue(stack.contains("final class SearchTransitionTestsOfNavigation2: XCTestCase {"), stack)
        XCTAssertTrue(stack.contains("added to the spec after\n// SearchTransitionTests+Navigation.swift was written"), stack)
        XCTAssertTrue(stack.contains("    // MARK: navigation (stack)\n"), stack)
        XCTAssertTrue(stack.contains("func testPushAppendsARouteToThePath() async {"), stack)
        XCTAssertFalse(stack.contains("func testPresent"), "the sheet's tests are in the user's file already")
    }

    /// A second binding, then an `on:` that names the first binding's setter, then one that
    /// names an action: each gets its tests in the next file.
    func testEachBindingAndTriggerAddedLaterGetsItsTestsAlone() throws {
        let cli = try CLIHarness()
        try cli.write(edited + "bindings: [filter]\n", to: "Sources/App/Search.yaml")
        XCTAssertEqual(try cli.run(arguments).status, 0)
        let main = try tests(cli, "SearchTransitionTests.swift")
        XCTAssertTrue(main.contains("    // MARK: bindings and triggers (filter)\n"), main)

        try cli.write(edited + "bindings: [filter, sort]\n", to: "Sources/App/Search.yaml")
        let second = try cli.run(arguments)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(written(second), ["SearchTransitionTests+BindingsAndTriggers.swift"], second.stdout)
        let sort = try tests(cli, "SearchTransitionTests+BindingsAndTriggers.swift")
        XCTAssertTrue(sort.contains("    // MARK: bindings and triggers (sort)\n"), sort)
        XCTAssertTrue(sort.contains("func testSetSortAssignsSort() async {"), sort)
        XCTAssertFalse(sort.contains("func testSetFilter"), sort)

        let triggered = edited.replacingOccurrences(of: "into: total }", with: "into: total, on: [setFilter] }")
        try cli.write(triggered + "bindings: [filter, sort]\n", to: "Sources/App/Search.yaml")
        let third = try cli.run(arguments)
        XCTAssertEqual(third.status, 0, third.stderr)
        XCTAssertEqual(written(third), ["SearchTransitionTests+BindingsAndTriggers2.swift"], third.stdout)
        let setter = try tests(cli, "SearchTransitionTests+BindingsAndTriggers2.swift")
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
        try cli.write(both + "bindings: [filter, sort]\n", to: "Sources/App/Search.yaml")
        let fourth = try cli.run(arguments)
        XCTAssertEqual(fourth.status, 0, fourth.stderr)
        XCTAssertEqual(written(fourth), ["SearchTransitionTests+BindingsAndTriggers3.swift"], fourth.stdout)
        let refresh = try tests(cli, "SearchTransitionTests+BindingsAndTriggers3.swift")
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
        let cli = try CLIHarness()
        let triggered = edited.replacingOccurrences(of: "into: total }", with: "into: total, on: [setFilter] }")
        let spec = triggered + "routes:\n  settings:\nnavigation: stack\nbindings: [filter]\n"
        try cli.write(spec, to: "Sources/App/Search.yaml")
        XCTAssertEqual(try cli.run(arguments).status, 0)
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
        let cli = try CLIHarness()
        try cli.write(routed + "navigation: stack\n", to: "Sources/App/Search.yaml")
        try cli.write(models, to: "Sources/App/Models.swift")
        XCTAssertEqual(try cli.run(arguments).status, 0)
        let main = try tests(cli, "SearchTransitionTests.swift")

        let named = routed.replacingOccurrences(of: "into: repos }\n", with: "into: repos }\n  navigation: { success: Int }\n")
        try cli.write(named + "navigation: stack\n", to: "Sources/App/Search.yaml")
        let second = try cli.run(arguments)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(written(second), ["SearchTransitionTests+NavigationRequest.swift"], second.stdout)
        XCTAssertEqual(try tests(cli, "SearchTransitionTests.swift"), main)
        let request = try tests(cli, "SearchTransitionTests+NavigationRequest.swift")
        XCTAssertTrue(request.contains("final class SearchTransitionTestsOfNavigationRequest: XCTestCase {"), request)
        XCTAssertTrue(request.contains("    // MARK: navigation request\n"), request)
        XCTAssertTrue(request.contains("func testNavigationGoesFromIdleToLoadingToSucceeded() async {"), request)
        XCTAssertEqual(written(try cli.run(arguments)), [])

        // In one run, the requests and the parts they are named like each get their file; in
        // the transition tests, the requests' marks are not the parts'.
        let other = try CLIHarness()
        let plain = routed.replacingOccurrences(of: "  repos: \"[Repo]\"\n", with: "  repos: \"[Repo]\"\n  filter: { type: String, default: '\"\"' }\n")
        try other.write(plain, to: "Sources/App/Search.yaml")
        try other.write(models, to: "Sources/App/Models.swift")
        XCTAssertEqual(try other.run(arguments).status, 0)
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

        let fresh = try CLIHarness()
        try fresh.write(requests, to: "Sources/App/Search.yaml")
        try fresh.write(models, to: "Sources/App/Models.swift")
        XCTAssertEqual(try fresh.run(arguments).status, 0)
        let first = try tests(fresh, "SearchTransitionTests.swift")
        XCTAssertTrue(first.contains("    // MARK: navigation request\n"), first)
        XCTAssertFalse(first.contains("    // MARK: navigation\n"), first)
        try fresh.write(requests + "navigation: stack\n", to: "Sources/App/Search.yaml")
        let navigation = try fresh.run(arguments)
        XCTAssertEqual(written(navigation), ["SearchTransitionTests+Navigation.swift"], navigation.stdout)
    }
}
