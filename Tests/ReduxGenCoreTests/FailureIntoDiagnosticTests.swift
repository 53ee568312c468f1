import XCTest

@testable import ReduxGenCore

/// `failureInto:` names a state field of the request's failure type, optional so that it can
/// be cleared: each other field is refused with a located error that says what to declare,
/// and the spec produces no file. (Its refusals with other keys are rows of the interaction
/// table, which `KeyInteractionTruthTests` checks.)
final class FailureIntoDiagnosticTests: XCTestCase {
    private let state = """
        state:
          items: "[Item]"
          loadError: "ChatError?"
          plainError: ChatError

        """

    private func diagnostics(_ rest: String) -> [String] {
        let output = Generate.output(state + rest)
        XCTAssertTrue(output.files.isEmpty, "a spec with errors must produce no file")
        return output.diagnostics.map(\.description)
    }

    private func generates(_ rest: String) -> Bool {
        let output = Generate.output(state + rest)
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        return !output.files.isEmpty
    }

    func testAFieldThatIsNotDeclaredIsSuggestedOrDeclared() {
        XCTAssertEqual(diagnostics("requests:\n  load: { failure: ChatError, failureInto: loadErorr }\n"), [
            "Feature.yaml:6:44: error: 'failureInto: loadErorr' names no state field; did you mean 'loadError'?",
        ])
        XCTAssertEqual(diagnostics("requests:\n  load: { failure: ChatError, failureInto: sendProblem }\n"), [
            "Feature.yaml:6:44: error: 'failureInto: sendProblem' names no state field; declare it in 'state:', like sendProblem: \"ChatError?\"",
        ])
        XCTAssertTrue(generates("requests:\n  load: { failure: ChatError, failureInto: loadError }\n"))
    }

    func testTheFieldIsOptionalSoThatItCanBeCleared() {
        XCTAssertEqual(diagnostics("requests:\n  load: { failure: ChatError, failureInto: plainError }\n"), [
            "Feature.yaml:6:44: error: 'failureInto: plainError' keeps the failures of 'load' in 'plainError', which must be optional to be cleared; declare it as plainError: \"ChatError?\", not 'ChatError'",
        ])
    }

    func testWithoutAFailureTypeTheFieldHoldsARequestError() {
        XCTAssertEqual(diagnostics("requests:\n  load: { failureInto: loadError }\n"), [
            "Feature.yaml:6:24: error: 'failureInto: loadError' keeps the failures of 'load', of type 'RequestError', in 'loadError', which holds 'ChatError?'; declare it as loadError: \"RequestError?\", or give 'load' the failure type 'ChatError'",
        ])
    }

    func testTheFailureIsKeptAfterTheStatusAndDismissClearsIt() throws {
        let output = Generate.output(state + "requests:\n  load:\n    failure: ChatError\n    failureInto: loadError\n    dismiss: true\n")
        let reducer = try XCTUnwrap(output.files.first { $0.part == .reducer }?.contents)
        XCTAssertTrue(reducer.contains("state.loadStatus = FeatureState.LoadStatus.failed(error)\n            state.loadError = error\n"), reducer)
        XCTAssertTrue(reducer.contains("case .dismissLoadError:\n            state.loadError = nil\n            guard state.loadStatus.isFailed else { return }"), reducer)
    }
}
