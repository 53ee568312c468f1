import XCTest

@testable import ReduxGenCore

/// `--tests`: each request's transition tests have names of their own, even for requests
/// whose names differ only in their first letter's case.
final class TransitionTestNameTests: XCTestCase {
    private let models = "import ReduxRuntime\nimport ReduxTesting\n"

    func testRequestsNamedAlikeGetDistinctTestNames() throws {
        let result = try TypeCheck.run(["Shop": """
            state: {}
            requests:
              load: { success: Int }
              Load: { success: Int }
              load2: { success: Int }
              Load2: { success: Int }

            """], models: models)
        XCTAssertEqual(result.problems, [])
        let tests = try XCTUnwrap(result.files["ShopTransitionTests.swift"])
        for name in ["Load", "Load2", "Load22", "Load23"] {
            XCTAssertTrue(tests.contains("func test\(name)GoesFromIdleToLoadingToSucceeded()"), name)
        }
    }

    func testTestNamesAreThePlans() throws {
        let feature = try XCTUnwrap(Generate.output("state: {}\nrequests:\n  load:\n  Load:\n  other:\n").feature)
        XCTAssertEqual(FeaturePlan(feature).requests.map(\.testName), ["Load", "Load2", "Other"])
    }
}
