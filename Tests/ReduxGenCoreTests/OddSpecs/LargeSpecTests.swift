import XCTest

@testable import ReduxGenCore

/// Large features: generated code the compiler checks quickly at the largest size reduxgen
/// accepts, and a located error beyond it.
final class LargeSpecTests: XCTestCase {
    private let models = "import ReduxRuntime\nimport ReduxTesting\n"

    /// A spec of `actions` actions carrying `payload`, and a request.
    private func spec(actions: Int, payload: String) -> String {
        "state:\n  count: Int\nactions:\n" + (0..<actions).map { "  action\($0): \(payload)\n" }.joined()
            + "requests:\n  load:\n    params: { id: Int }\n    success: Int\n"
    }

    func testTheLargestAcceptedFeatureCompilesWarningFree() throws {
        let count = FeaturePlan.maximumActionCases - 3
        let result = try TypeCheck.run(["Big": spec(actions: count, payload: "{ a: Int, b: String, c: Bool }")], models: models, tests: false)
        XCTAssertEqual(result.problems, [])
        // The generated reducer and loader do not list the actions (a long case list is
        // what the compiler gives up on); the skeleton lists each.
        XCTAssertTrue(try XCTUnwrap(result.files["BigLoader.swift"]).contains("        default:\n            return nil\n"))
        XCTAssertTrue(try XCTUnwrap(result.files["BigReducerLogic.swift"]).contains("case .action\(count - 1)(let a, let b, let c):"))
    }

    func testMoreActionCasesThanTheCompilerCanCheckIsALocatedError() {
        let diagnostics = Generate.diagnostics(spec(actions: 700, payload: "{ value: Int }"))
        XCTAssertEqual(diagnostics, [
            "Feature.yaml:3:1: error: the feature has 703 action cases (actions, and the cases of its requests and streams), more than the 500 the Swift compiler can check in the reducer skeleton's switch; split it into features of an app spec",
        ])
        XCTAssertTrue(Generate.output(spec(actions: 700, payload: "{ value: Int }")).files.isEmpty)
        XCTAssertEqual(Generate.diagnostics("state: {}\nstreams:\n" + (0..<130).map { "  s\($0): { element: Int }\n" }.joined()).count, 1)
    }

    func testAThousandStateFieldsCompileWithTheMemberwiseInit() throws {
        let fields = (0..<1000).map { "  field\($0): { type: Int, default: '\($0)' }\n" }.joined()
        let result = try TypeCheck.run(["Big": "state:\n" + fields + "  name: String\nactions:\n  reset:\n"], models: models, tests: false)
        XCTAssertEqual(result.problems, [])
        let state = try XCTUnwrap(result.files["BigState.swift"])
        XCTAssertTrue(state.contains("    var field999: Int = (999)\n"), state)
        XCTAssertFalse(state.contains("init("), "Swift's memberwise initializer")
        // A state as large but public has its init written out.
        let publicState = try XCTUnwrap(Generate.output("access: public\nstate:\n" + fields).files.first { $0.part == .state }).contents
        XCTAssertTrue(publicState.contains("    public init(\n"))
    }

    func testAMalformedDefaultOfALargeStateIsReportedAtItsLine() throws {
        let fields = (0..<120).map { "  field\($0): Int\n" }.joined()
        let errors = try TypeCheck.run(
            ["Shop": "state:\n" + fields + "  limit: { type: Int, default: \"1 +\" }\n  name: { type: String, default: \"42\" }\n"],
            models: models, tests: false, warningsAsErrors: false
        ).errors
        XCTAssertTrue(errors.contains { $0.hasPrefix("Specs/Shop.yaml:122:") && $0.contains("expected expression") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.hasPrefix("Specs/Shop.yaml:123:") && $0.contains("'Int'") }, "\(errors)")
        XCTAssertTrue(errors.allSatisfy { $0.hasPrefix("Specs/Shop.yaml:") }, "\(errors)")
    }
}
