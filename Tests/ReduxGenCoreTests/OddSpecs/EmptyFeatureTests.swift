import XCTest

@testable import ReduxGenCore

/// A feature whose action enum has no case (no actions, requests or streams; an app spec
/// with `features: {}`) compiles warning-free: no generated function has code that
/// the compiler finds unreachable.
final class EmptyFeatureTests: XCTestCase {
    private let models = "import ReduxRuntime\nimport ReduxTesting\n"

    func testFeaturesWithoutActionCasesCompileWarningFree() throws {
        for spec in [
            "state: {}\n",
            "state:\n  count: Int\n  name: { type: String, default: '\"\"' }\n",
            "state: {}\nprops:\n  title: String\nroutes:\n  close:\n",
            "state:\n  count: Int\nprops:\n  count: Int\n",
            "state: {}\nroutes:\n  close:\n  show: { id: Int }\n",
        ] {
            XCTAssertEqual(try TypeCheck.run(["Shop": spec], models: models).problems, [], spec)
        }
    }

    func testAnAppOfNoFeaturesCompilesWarningFree() throws {
        XCTAssertEqual(try TypeCheck.run(["Shop": "app: Shop\nfeatures: {}\n"], models: models).problems, [])
        XCTAssertEqual(try TypeCheck.run([
            "Shop": "app: Shop\nfeatures:\n  cart: Cart\n",
            "Cart": "state: {}\nactions:\n  clear:\n",
        ], models: models).problems, [])
    }

    func testFeaturesWithOneKindOfCaseCompileWarningFree() throws {
        for spec in [
            "state: {}\nrequests:\n  load:\n",
            "state: {}\nstreams:\n  ticks: { element: Int }\n",
            "state: {}\nactions:\n  reset:\n",
            "state: {}\nactions:\n  reset:\nprops:\n  title: String\nroutes:\n  close:\n",
        ] {
            XCTAssertEqual(try TypeCheck.run(["Shop": spec], models: models).problems, [], spec)
        }
    }
}
