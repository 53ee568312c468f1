import XCTest

@testable import ReduxGenCore

/// What the compiler says of the keys of real screens: odd specs compile warning-free, and
/// what only the compiler can find wrong is reported at the spec's line.
final class ScreenKeysCompileTests: XCTestCase {
    private let models = "import ReduxRuntime\nimport ReduxTesting\nstruct Blob: Sendable {}\n"

    func testBindingsWithoutPropsMakeAViewModelOfTheirAccessors() throws {
        let result = try TypeCheck.run(["Form": "state:\n  name: { type: String, default: '\"\"' }\n  age: { type: Int, default: \"0\" }\nbindings: [name, age]\n"], models: models)
        XCTAssertEqual(result.problems, [])
        let viewModel = try XCTUnwrap(result.files["FormViewModel.swift"])
        XCTAssertContains(viewModel, "    var name: String {\n        get {\n            access(keyPath: \\.name)\n            return unsafe boundName.read()\n        }\n        set { send(.setName(newValue)) }\n    }")
        XCTAssertFalse(viewModel.contains("props"), viewModel)
    }

    func testABindingOfAFieldThatIsNotEquatableIsReportedAtTheSpec() throws {
        let errors = try TypeCheck.run(
            ["Form": "equatable: false\nstate:\n  blob: Blob\n  name: String\nbindings: [name, blob]\n"], models: models, tests: false,
            warningsAsErrors: false).errors
        XCTAssertFalse(errors.isEmpty)
        XCTAssertTrue(errors.allSatisfy { $0.hasPrefix("Specs/Form.yaml:5:") }, "\(errors)")
    }
}
