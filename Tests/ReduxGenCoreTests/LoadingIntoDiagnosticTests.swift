import XCTest

@testable import ReduxGenCore

/// `loadingInto:` names a `Bool` state field of the user's: a field that is missing, of
/// another type, or kept by the generated code is refused with a located error that says what
/// to declare, and the spec produces no file. (Its refusals with other keys are rows of the
/// interaction table, which `KeyInteractionTruthTests` checks.)
final class LoadingIntoDiagnosticTests: XCTestCase {
    private let state = """
        state:
          items: "[Item]"
          isLoading: Bool
          loadCount: Int

        """

    private func diagnostics(_ rest: String) -> [String] {
        let output = Generate.output(state + rest)
        XCTAssertTrue(output.files.isEmpty, "a spec with errors must produce no file")
        return output.diagnostics.map(\.description)
    }

    func testAFieldThatIsNotDeclaredIsSuggestedOrDeclared() {
        XCTAssertEqual(diagnostics("requests:\n  load: { loadingInto: isLoadng }\n"), [
            "Feature.yaml:6:24: error: 'loadingInto: isLoadng' names no state field; did you mean 'isLoading'?",
        ])
        XCTAssertEqual(diagnostics("requests:\n  load: { loadingInto: isSpinning }\n"), [
            "Feature.yaml:6:24: error: 'loadingInto: isSpinning' names no state field; declare it in 'state:', like isSpinning: { type: Bool, default: \"false\" }",
        ])
    }

    func testTheFieldIsABool() {
        XCTAssertEqual(diagnostics("requests:\n  load: { loadingInto: loadCount }\n"), [
            "Feature.yaml:6:24: error: 'loadingInto: loadCount' shows whether 'load' has a call in flight in 'loadCount', which must be a Bool; declare it as loadCount: { type: Bool, default: \"false\" }, not 'Int'",
        ])
    }

    func testTheRequestActionSetsTheFlagAndTheLastAnswerEndsIt() throws {
        let output = Generate.output(state + "requests:\n  load:\n    policy: queue\n    cancel: true\n    loadingInto: isLoading\n")
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        let reducer = try XCTUnwrap(output.files.first { $0.part == .reducer }?.contents)
        XCTAssertTrue(reducer.contains("state.loadStatus = .loading\n            state.isLoading = true\n"), reducer)
        XCTAssertTrue(reducer.contains("state.loadStatus = .failed(error)\n            if state.loadInFlight == 0 { state.isLoading = false }\n"), reducer)
        XCTAssertTrue(reducer.contains("case .cancelLoad:\n            state.isLoading = false\n            guard state.loadInFlight > 0 else { return }"), reducer)
    }
}
