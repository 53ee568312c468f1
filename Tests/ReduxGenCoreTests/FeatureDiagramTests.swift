import XCTest

@testable import ReduxGenCore
@testable import ReduxGenTestFiles

/// `FeatureDiagram`: the Mermaid state diagram of a feature, drawn from the transitions of its
/// plan, which the generated transition tests take too.
final class FeatureDiagramTests: XCTestCase {
    private func diagram(_ yaml: String) throws -> String {
        var diagnostics: [Diagnostic] = []
        let feature = try XCTUnwrap(Generator.feature(specAt: "Feed.yaml", bytes: Array(yaml.utf8), diagnostics: &diagnostics), "\(diagnostics)")
        return FeatureDiagram(plan: FeaturePlan(feature)).text
    }

    func testARequestAStreamAndTheActions() throws {
        let text = try diagram("""
            state: { items: "[Int]" }
            actions: { clear: }
            requests:
              load: { success: "[Int]", into: items, dismiss: true, policy: first }
            streams:
              updates: { element: Int }
            """)
        XCTAssertEqual(text, """
            stateDiagram-v2
                state "load (loadStatus)" as load
                state load {
                    state "idle" as load_idle
                    state "loading" as load_loading
                    state "succeeded" as load_succeeded
                    state "failed" as load_failed
                    [*] --> load_idle
                    load_idle --> load_loading: load
                    load_succeeded --> load_loading: load
                    load_failed --> load_loading: load
                    load_loading --> load_loading: load, dropped while one is in flight
                    load_loading --> load_succeeded: loadSuccess, into items
                    load_loading --> load_failed: loadFailure
                    load_failed --> load_idle: dismissLoadError
                    note right of load_loading
                        loadSuccess and loadFailure of the current call apply whatever the status
                    end note
                }
                state "updates (updatesActive)" as updates
                state updates {
                    state "inactive" as updates_inactive
                    state "active" as updates_active
                    [*] --> updates_inactive
                    updates_inactive --> updates_active: startUpdates
                    updates_active --> updates_active: startUpdates, the running subscription goes on
                    updates_active --> updates_active: updatesReceived
                    updates_active --> updates_inactive: stopUpdates
                    updates_active --> updates_inactive: updatesFinished
                    note right of updates_active
                        updatesReceived and updatesFinished change nothing unless active
                    end note
                }
                state "FeedAction, reduced by your logic" as actions
                actions: clear

            """)
    }

    func testQueuedCallsKeepTheStatusLoadingUntilTheLastAnswer() throws {
        let text = try diagram("""
            state: {}
            requests:
              send: { params: { text: String }, policy: queue, dismiss: true, cancel: true }
            """)
        for line in [
            "send_loading --> send_loading: send, runs after the calls before it",
            "send_loading --> send_succeeded: sendSuccess, the last call in flight",
            "send_loading --> send_loading: sendSuccess, calls still in flight",
            "send_failed --> send_failed: sendFailure, calls still in flight",
            "send_loading --> send_idle: cancelSend, every call in flight",
            "send_failed --> send_idle: dismissSendError, no call in flight",
            "send_failed --> send_loading: dismissSendError, calls still in flight",
            "sendSuccess and sendFailure change nothing unless a call is in flight",
        ] {
            XCTAssertTrue(text.contains(" \(line)\n"), "missing: \(line)\n\(text)")
        }
    }

    func testKeysRetriesTimeoutsAndDebounceAreNoted() throws {
        let text = try diagram("""
            state: {}
            requests:
              like: { params: { id: Int }, key: id }
              load: { retry: { attempts: 1, backoff: 0.25 }, timeout: 5 }
              suggest: { params: String, debounce: 0.3 }
            """)
        for line in [
            "state \"like (likeStatus[id])\" as like",
            "like_loading --> like_loading: like, supersedes the call in flight for its id",
            "    one status per id, no entry is idle",
            "load_loading --> load_failed: loadFailure, timed out after 5 s",
            "    a failed call is retried 1 time, after 0.25 s, doubling",
            "    the call starts after 0.3 s without another suggest",
        ] {
            XCTAssertTrue(text.contains(line + "\n"), "missing: \(line)\n\(text)")
        }
    }

    func testWhatStartsOrSkipsACallAndWhatTheStateKeysKeepAreNoted() throws {
        let text = try diagram("""
            state:
              query: { type: String, default: '""' }
              draft: { type: String, default: '""' }
            bindings: [query]
            actions:
              refresh:
            requests:
              search: { on: [setQuery, refresh], when: '!state.query.isEmpty' }
            routes:
              detail:
            navigation: [stack, sheet]
            persist: [draft]
            """)
        for line in [
            "        starts by itself after setQuery, refresh",
            "        makes no call unless !state.query.isEmpty",
            "state \"FeedState, kept by reduxgen\" as keys",
            "keys: bindings set query (setQuery)",
            "keys: navigation keeps a path of pushed routes and a presented route",
            "keys: persist saves draft across launches",
        ] {
            XCTAssertTrue(text.contains(line + "\n"), "missing: \(line)\n\(text)")
        }
    }

    /// Names that Mermaid would read as its own words, or that clash once suffixed, make
    /// every id numbered; what the diagram shows keeps the names.
    func testNamesThatCannotBeIdsAreNumbered() throws {
        let clash = try diagram("state: {}\nrequests:\n  a: {}\n  a_idle: {}\n")
        XCTAssertTrue(clash.contains("    state \"a (aStatus)\" as machine1\n"), clash)
        XCTAssertTrue(clash.contains("        machine2_idle --> machine2_loading: a_idle\n"), clash)
        let keyword = try diagram("state: {}\nrequests:\n  note: {}\n")
        XCTAssertTrue(keyword.contains("as machine1\n"), keyword)
        let unicode = try diagram("state: {}\nrequests:\n  ladeDaten: {}\n  größe: {}\n")
        XCTAssertTrue(unicode.contains("    state \"größe (größeStatus)\" as machine2\n"), unicode)
    }

    /// Every transition that names a generated test is taken by a test of that name in the
    /// transition tests reduxgen writes for the example specs (which `TransitionTests` runs
    /// against the generated reducers), and every generated test takes a transition, but the
    /// one of a counted request's answers that change nothing (the diagram's note).
    func testTheTransitionsAreTheOnesTheGeneratedTestsTake() throws {
        let specs = Golden.repositoryRoot.appendingPathComponent("Specs")
        var checked = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: specs.path).sorted() where name.hasSuffix(".yaml") {
            let bytes = Array(try Data(contentsOf: specs.appendingPathComponent(name)))
            var diagnostics: [Diagnostic] = []
            // App specs and features that are not Equatable get no transition tests.
            guard let feature = Generator.feature(specAt: name, bytes: bytes, diagnostics: &diagnostics), !feature.isApp, feature.isEquatable else { continue }
            let plan = FeaturePlan(feature)
            var templateDiagnostics: [Diagnostic] = []
            let templates = try XCTUnwrap(TemplateSet.make(parts: FilePart.allCases, diagnostics: &templateDiagnostics))
            let tests = Generator(templates: templates, testFileWriter: TransitionTestFileWriter()).generate(specAt: name, bytes: bytes).files.first { $0.part == .transitionTests }?.contents ?? ""
            for request in plan.requests {
                let taken = Set(request.transitions.compactMap(\.test))
                XCTAssertEqual(taken.union(request.request.countsCalls ? [.ignoresAnswers] : []), Set(request.transitionTests), "\(name): \(request.name)")
                for test in request.transitionTests {
                    XCTAssertTrue(tests.contains("func test\(request.testName)\(test.rawValue)() async"), "\(name): no test \(test.rawValue) of \(request.name)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 20)
    }
}
