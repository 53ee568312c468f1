import XCTest

@testable import ReduxGenCore

/// Every bad value of the keys of real screens (`on:`, `when:`, `then:`, `bindings:`, and the
/// streams' `equatable:` and `stopAll:`) gets a located error with a fix or a suggestion, and
/// the spec produces no file. The errors of `effects:` are in `EffectDiagnosticTests`.
final class ScreenKeysDiagnosticTests: XCTestCase {
    private func diagnostics(_ yaml: String) -> [String] {
        let output = Generate.output(yaml)
        XCTAssertTrue(output.files.isEmpty, "a spec with errors must produce no file")
        return output.diagnostics.map(\.description)
    }

    // MARK: Streams

    func testStopAllNeedsParamsAndEquatableIsAFlag() {
        XCTAssertEqual(diagnostics("state: {}\nstreams:\n  ticks: { element: Int, stopAll: true }\n"), [
            "Feature.yaml:3:35: error: 'stopAll' stops every subscription of a stream with params, but 'ticks' has none; its one subscription stops with stopTicks, so leave out 'stopAll'",
        ])
        XCTAssertEqual(diagnostics("state: {}\nstreams:\n  ticks: { element: Int, equatable: no }\n"), [
            "Feature.yaml:3:37: error: 'equatable' must be true or false, not 'no'",
        ])
    }

    func testTwoStreamsWhoseSequenceTypesCollideAreReported() {
        let reported = diagnostics("state: {}\nstreams:\n  ticks: { element: Int }\n  Ticks: { element: Int }\n")
        XCTAssertTrue(reported.contains(
            "Feature.yaml:4:3: error: the sequence type of the stream 'Ticks' generates the service associated type 'TicksSequence', which the sequence type of the stream 'ticks' already declares\n"
                + "Feature.yaml:3:3: note: the sequence type of the stream 'ticks' is here"), "\(reported)")
    }

    /// A type the spec names is not hidden by a stream's associated type of the same name.
    func testASequenceTypeGivesWayToATypeTheSpecNames() {
        let loader = Generate.file(.loader, from: "state: {}\nstreams:\n  ticks: { params: { last: TicksSequence }, element: Int }\n")
        XCTAssertContains(loader, "    associatedtype TicksSequenceType: AsyncSequence where TicksSequenceType.Element == Int")
        // The user's type, at its spec column, beside the renamed associated type.
        XCTAssertContains(loader, "    func ticks(last:       TicksSequence) -> TicksSequenceType")
        XCTAssertContains(Generate.file(.action, from: "state: {}\nstreams:\n  ticks: { params: { last: TicksSequence }, element: Int }\n"), """
                typealias TicksLast =
                                       TicksSequence
            """)
    }

    // MARK: Requests that start themselves

    func testOnNamesActionsOrSettersOfARequestWithoutParams() {
        let state = "state:\n  query: String\nactions:\n  refresh:\nbindings: [query]\nrequests:\n"
        XCTAssertEqual(diagnostics(state + "  search: { reads: [query], on: [setQeury, refresh] }\n"), [
            "Feature.yaml:7:34: error: 'on' of 'search' names 'setQeury', which is no action of the spec nor a binding's setter; did you mean 'setQuery'?",
        ])
        XCTAssertEqual(diagnostics(state + "  search: { reads: [query], on: [refresh, refresh] }\n"), [
            "Feature.yaml:7:43: error: 'on' names 'refresh' twice",
        ])
        XCTAssertEqual(diagnostics(state + "  search: { params: { page: Int }, on: [refresh] }\n"), [
            "Feature.yaml:7:40: error: 'search' has params, which a list of actions does not give when it starts by itself; give each param a Swift expression over the state and the action's payload, like on: { refresh: { page: 'state.page' } }, or pass the values in 'reads:' instead of 'params:'",
        ])
        // A navigation action and a request are actions too, which `on:` does not follow.
        let screens = "routes: { detail: }\nnavigation: stack\n"
        XCTAssertEqual(diagnostics(state + "  load:\n  search: { reads: [query], on: [pop, load] }\n" + screens), [
            "Feature.yaml:8:34: error: 'on' of 'search' names 'pop', a navigation action, and a request starts after the spec's actions, bindings' setters and streams' start and stop only; name an action of the spec, such as one the view sends when the screen appears",
            "Feature.yaml:8:39: error: 'on' of 'search' names the request 'load', and a request starts after actions, not after another request; add 'search' to 'then' of 'load' to start it after each of its successes",
        ])
        XCTAssertEqual(diagnostics(state + "  search: { on: { refresh: true } }\n"), [
            "Feature.yaml:7:28: error: 'on' of 'search' gives 'refresh' values, and 'search' has no params; list the action alone, like on: [refresh]",
        ])
    }

    func testThenNamesActionsWithoutPayloadOrOtherRequestsWithoutParams() {
        let spec = "state:\n  query: String\nactions:\n  refresh:\n  show: Int\nrequests:\n  load: { params: { id: Int } }\n  save:\n    then: ["
        XCTAssertEqual(diagnostics(spec + "load]\n"), [
            "Feature.yaml:9:12: error: 'then' of 'save' names 'load', a request with params, which nothing gives after a success; give 'load' its values in 'reads:' instead of 'params:'",
        ])
        XCTAssertEqual(diagnostics(spec + "show, save, refrsh]\n"), [
            "Feature.yaml:9:12: error: 'then' of 'save' names 'show', an action with a payload, which nothing gives after a success; name an action without one",
            "Feature.yaml:9:18: error: 'then' of 'save' names the request itself, which would call it again after each success, endlessly",
            "Feature.yaml:9:24: error: 'then' of 'save' names 'refrsh', which is no action or request of the spec; did you mean 'refresh'?",
        ])
    }

    func testThenNeverLeadsBackToItsRequest() {
        let spec = "state:\n  query: String\nactions:\n  refresh:\nrequests:\n  load: { on: [refresh], then: [save] }\n  save: { then: [refresh] }\n"
        XCTAssertEqual(diagnostics(spec), [
            "Feature.yaml:6:33: error: 'then' of 'load' names 'save', which leads back to 'load' (load → save → refresh → load): each success would start the next call, endlessly; leave one of them out of 'then'",
            "Feature.yaml:7:18: error: 'then' of 'save' names 'refresh', which leads back to 'save' (save → refresh → load → save): each success would start the next call, endlessly; leave one of them out of 'then'",
        ])
        let chain = Generate.output("state: {}\nactions:\n  refresh:\nrequests:\n  load: { then: [refresh] }\n  save: { on: [refresh] }\n")
        XCTAssertEqual(chain.diagnostics.map(\.description), [], "a follow-up that starts another request is no loop")
    }

    func testWhenIsOneSwiftExpression() {
        XCTAssertEqual(diagnostics("state:\n  ok: Bool\nrequests:\n  load: { when: 'state.ok; exit(0)' }\n"), [
            "Feature.yaml:4:26: error: the 'when' of 'load' is not a single Swift expression: a condition is one expression; ';' outside a closure's braces would start another statement",
        ])
    }

    // MARK: Bindings

    func testABindingMustNameAStateFieldOnce() {
        let state = "state:\n  query: String\n  draft: String\n"
        XCTAssertEqual(diagnostics(state + "bindings: [qurey, draft, draft]\n"), [
            "Feature.yaml:4:12: error: 'bindings' names 'qurey', which is no state field; did you mean 'query'?",
            "Feature.yaml:4:26: error: 'bindings' names 'draft' twice",
        ])
        XCTAssertEqual(diagnostics(state + "bindings: { query: true }\n"), [
            "Feature.yaml:4:20: error: the binding 'query' must be nothing, or a mapping like { setter: queryEdited }, not a scalar",
        ])
    }

    func testABindingCannotTakeANameOfTheViewModel() {
        XCTAssertEqual(diagnostics("state:\n  props: String\nbindings: [props]\n"), [
            "Feature.yaml:3:12: error: the binding 'props' would be a property of the view model, which has a property 'props' of its own; rename the state field",
        ])
        XCTAssertEqual(diagnostics("state:\n  query: String\nprops:\n  query: String\nbindings: [query]\n"), [
            "Feature.yaml:5:12: error: the binding 'query' would be a property of the view model, which the prop 'query' already is; rename the prop\n"
                + "Feature.yaml:4:3: note: the prop 'query' is here",
        ])
    }

    func testASetterThatAnActionAlreadyDeclaresIsACollision() {
        XCTAssertEqual(diagnostics("state:\n  query: String\nactions:\n  setQuery: String\nbindings: [query]\n"), [
            "Feature.yaml:5:12: error: the setter of the binding 'query' generates the action case 'setQuery', which the action 'setQuery' already declares; to make that action the setter, write the binding as query: { setter: setQuery }\n"
                + "Feature.yaml:4:3: note: the action 'setQuery' is here",
        ])
        // Of another payload, the action is not the setter the binding could take.
        XCTAssertEqual(diagnostics("state:\n  query: String\nactions:\n  setQuery: Int\nbindings: [query]\n"), [
            "Feature.yaml:5:12: error: the setter of the binding 'query' generates the action case 'setQuery', which the action 'setQuery' already declares\n"
                + "Feature.yaml:4:3: note: the action 'setQuery' is here",
        ])
    }
}
