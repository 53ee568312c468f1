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

    /// A success is followed up when the reducer applies it: always under `latest` and
    /// `first` (the runner dispatches a current call's answer alone), under a counted policy
    /// while a call is in flight.
    func testTheLoaderFollowsUpOnlyASuccessTheReducerApplies() {
        let loader = Generate.file(.loader, from: spec)
        let followUps = [
            "        case .reload:",
            "            return [.fetch]",
            "        case .starSuccess:",
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

    /// `then:` may name the navigation's actions without a payload: a save pops to the root
    /// and dismisses its sheet. The loader dispatches them after the success, the tests receive
    /// them (the sample state's path is empty and nothing is presented: they change nothing),
    /// and the diagram names them on the success's transition.
    func testThenNamesTheNavigationsActionsWithoutAPayload() throws {
        let spec = """
            state:
              draft: { type: String, default: '""' }
            bindings: [draft]
            routes: { detail: { id: Int }, settings: }
            navigation: [stack, sheet]
            requests:
              save:
                reads: [draft]
                then: [popToRoot, dismissPresented]

            """
        let result = try TypeCheck.run(["Notes": spec], models: "")
        XCTAssertEqual(result.problems, [])
        let loader = try XCTUnwrap(result.files["NotesLoader.swift"])
        XCTAssertTrue(loader.contains("            return [.popToRoot, .dismissPresented]\n"), loader)
        let tests = try XCTUnwrap(result.files["NotesTransitionTests.swift"])
        XCTAssertTrue(tests.contains("""
                    await store.receive(.saveSuccess(draft: store.state.draft)) {
                        $0.saveStatus = .succeeded
                    }
                    await store.receive(.popToRoot)
                    await store.receive(.dismissPresented)
            """), tests)

        var diagnostics: [Diagnostic] = []
        let feature = try XCTUnwrap(Generator.feature(specAt: "Notes.yaml", bytes: Array(spec.utf8), diagnostics: &diagnostics))
        let diagram = FeatureDiagram(plan: FeaturePlan(feature)).text
        XCTAssertTrue(diagram.contains("save_loading --> save_succeeded: saveSuccess, then popToRoot and dismissPresented\n"), diagram)
    }

    /// A test that starts a stream stops it last, and receives what its stop action starts:
    /// the request whose `on:` names that action is received and answered, after a success that
    /// starts the stream (`then:`) and after a setter that starts it (the stream's `on:`), so
    /// that the test ends with nothing running.
    func testAStreamsStopIsFollowedByTheRequestsItStarts() throws {
        let spec = """
            state:
              online: { type: Bool, default: "true" }
            bindings: [online]
            requests:
              signIn: { then: [startUpdates] }
              saveDraft: { on: [stopUpdates] }
            streams:
              updates: { element: Int, on: [setOnline] }

            """
        let result = try TypeCheck.run(["Chat": spec], models: "")
        XCTAssertEqual(result.problems, [])
        let tests = try XCTUnwrap(result.files["ChatTransitionTests.swift"])
        let stop = """
                    await store.receive(.startUpdates) {
                        $0.updatesActive = true
                    }
                    await store.send(.stopUpdates) {
                        $0.updatesActive = false
                    }
                    await store.receive(.saveDraft) {
                        $0.saveDraftStatus = .loading
                    }
                    service.saveDraftAnswers.answer(.success(()))
                    await store.receive(.saveDraftSuccess) {
                        $0.saveDraftStatus = .succeeded
                    }
                    await store.finish()
            """
        for test in ["func testSignInGoesFromIdleToLoadingToSucceeded() async {", "func testSetOnlineAssignsOnline() async {"] {
            let start = try XCTUnwrap(tests.range(of: test), tests)
            let end = try XCTUnwrap(tests.range(of: "await store.finish()", range: start.upperBound..<tests.endIndex), tests)
            let body = tests[start.upperBound..<end.upperBound]
            XCTAssertTrue(body.hasSuffix(stop.drop { $0 == " " }), "\(test)\(body)")
        }
    }

    /// A `then:` that names an action with a payload is an error that says which to name
    /// instead: a binding's setter carries the field's value, a navigation action its route.
    func testThenOfASetterOrANavigationActionWithAPayloadIsAnError() {
        let spec = """
            state:
              draft: { type: String, default: '""' }
            bindings: [draft]
            routes: { settings: }
            navigation: stack
            requests:
              save:
                then: [setDraft, push, pop]

            """
        XCTAssertEqual(Generate.diagnostics(spec), [
            "Feature.yaml:8:12: error: 'then' of 'save' names 'setDraft', the setter of the binding 'draft', which carries the field's new value "
                + "that nothing gives after a success; name an action without a payload, and set 'draft' in your reducer logic on it",
            "Feature.yaml:8:22: error: 'then' of 'save' names 'push', a navigation action with a payload, which nothing gives after a success; "
                + "name one without it, 'pop' or 'popToRoot'",
        ])
    }
}
