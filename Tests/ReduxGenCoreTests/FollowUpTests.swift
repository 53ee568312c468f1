import XCTest

@testable import ReduxGenCore

/// `then:` and `on:` in the loader and the transition tests: what follows a success of a
/// keyed or counted request is decided with the reducer's own guard, and the tests that
/// receive a success receive what follows it.
final class FollowUpTests: XCTestCase {
    private let spec = """
        state:
          items: "[Int]"
          state: { type: Int, default: "0" }
        bindings: [state]
        actions:
          reload:
        requests:
          star:
            params: { id: Int }
            key: id
            then: [reload]
          send:
            params: { text: String }
            policy: queue
            then: [fetch, ping]
          fetch:
            success: "[Int]"
            into: items
            debounce: 0.5
            on: [reload]
          ping:
            when: state.state > 0

        """

    /// The plan's follow-ups, in the order first named: the triggers (one per action, with
    /// every request it starts), then the successes with `then:`; and what follows each action.
    func testThePlanListsEachFollowUpOnceAndFindsItByAction() throws {
        var diagnostics: [Diagnostic] = []
        let feature = try XCTUnwrap(Generator.feature(specAt: "Shop.yaml", bytes: Array(spec.utf8), diagnostics: &diagnostics))
        let plan = FeaturePlan(feature)
        XCTAssertEqual(plan.followUps.map(\.action), ["reload", "starSuccess", "sendSuccess"])
        XCTAssertEqual(plan.followUps.map(\.origin), [.trigger, .success(request: "star"), .success(request: "send")])
        XCTAssertEqual(plan.followUps(after: "reload"), ["fetch"])
        XCTAssertEqual(plan.followUps(after: "sendSuccess"), ["fetch", "ping"])
        XCTAssertEqual(plan.followUps(after: "starSuccess"), ["reload"])
        XCTAssertEqual(plan.followUps(after: "fetchSuccess"), [], "a success without then: is followed by nothing")
        XCTAssertEqual(plan.followUps(after: "setState"), [], "a setter that no on: names starts nothing")
    }

    func testTheLoaderFollowsUpOnlyASuccessTheReducerApplies() {
        let loader = Generate.file(.loader, from: spec)
        let followUps = [
            "        case .reload:",
            "            return [.fetch]",
            "        case .starSuccess(let id):",
            "            guard state.starStatus[id]?.isLoading == true else { return [] }",
            "            return [.reload]",
            "        case .sendSuccess:",
            "            guard state.sendInFlight > 0 else { return [] }",
            "            return [.fetch, .ping]",
        ]
        XCTAssertTrue(loader.contains(followUps.joined(separator: "\n")), loader)
    }

    func testKeyedQueuedAndDebouncedFollowUpsCompileWarningFreeWithTheirTests() throws {
        let result = try TypeCheck.run(["Shop": spec], models: "")
        XCTAssertEqual(result.problems, [])
        let tests = try XCTUnwrap(result.files["ShopTransitionTests.swift"])
        // Every action dispatched at once is received first (reload, then the fetch it starts
        // by on:), then the calls are answered in order.
        let star = [
            "        await store.receive(.reload)",
            "        await store.receive(.fetch) {",
            "            $0.fetchStatus = .loading",
            "        }",
            "        await clock.waitForSleepers(1)",
        ]
        XCTAssertTrue(tests.contains(star.joined(separator: "\n")), tests)
        // ping's when: is false in the starting state: its action is received, its call skipped.
        let send = [
            "        let pingCalls = ShopReducer.shouldStartPing(store.state)",
            "        await store.receive(.ping) {",
            "            if pingCalls {",
            "                $0.pingStatus = .loading",
            "            }",
            "        }",
        ]
        XCTAssertTrue(tests.contains(send.joined(separator: "\n")), tests)
        XCTAssertTrue(tests.contains("func testSetStateAssignsState() async {"), tests)
        XCTAssertTrue(tests.contains("func testReloadStartsFetch() async {"), tests)
    }
}
