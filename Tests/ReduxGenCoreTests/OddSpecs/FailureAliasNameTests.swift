import XCTest

@testable import ReduxGenCore

/// The state's aliases of the spec's failure types (`LoadFailure`) and of their statuses
/// (`LoadStatus`) hide no type the spec names and collide with no state property.
final class FailureAliasNameTests: XCTestCase {
    private let models = """
        import ReduxRuntime
        import ReduxTesting

        struct LoadFailure: Error, Equatable, TestSample { static var testSample: LoadFailure { LoadFailure() } }
        struct LoadStatus: Hashable, Sendable, TestSample { static var testSample: LoadStatus { LoadStatus() } }
        struct SaveFailure: Error, Equatable, TestSample { static var testSample: SaveFailure { SaveFailure() } }

        """

    func testAliasesNamedLikeTheSpecsTypesOrPropertiesCompileWarningFree() throws {
        let result = try TypeCheck.run(["Shop": """
            state:
              last: LoadStatus?
              SaveStatus: Int
            requests:
              load:
                failure: LoadFailure
                cancel: true
              Load:
                failure: "SaveFailure"
                dismiss: true
              save:
                params: { id: Int }
                failure: SaveFailure
                policy: first

            """], models: models, tests: true, warningsAsErrors: true)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.warnings, [])
    }

    func testTheAliasesAreNamedApart() throws {
        let output = Generate.output("""
            state:
              last: LoadStatus?
              SaveStatus: Int
            requests:
              load: { failure: LoadFailure }
              Load: { failure: SaveFailure }
              save: { failure: SaveFailure }
            """)
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        let plan = FeaturePlan(try XCTUnwrap(output.feature))
        let aliases = plan.requests.filter { $0.failureAlias != nil }.map { [$0.failureAlias?.name, $0.statusAlias?.name] }
        XCTAssertEqual(aliases, [["LoadFailureType", "LoadStatusType"], ["LoadFailureType2", "LoadStatusType2"], ["SaveFailureType", "SaveStatusType"]])
    }
}
