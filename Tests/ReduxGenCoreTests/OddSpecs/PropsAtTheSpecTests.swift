import XCTest

@testable import ReduxGenCore

/// What the compiler finds wrong with the props (a default that does not type-check, a
/// prop type that is not Equatable) is reported at the spec's line: the props' derivations
/// are compiled in the generated view model, under `#sourceLocation`, not in the skeleton.
final class PropsAtTheSpecTests: XCTestCase {
    private let models = "import ReduxRuntime\nimport ReduxTesting\nstruct Blob: Sendable {}\nstruct Tag: Equatable, Sendable {}\n"

    private func errors(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        try TypeCheck.run(["Shop": yaml], models: models, tests: false, warningsAsErrors: false, file: file, line: line).errors
    }

    func testADefaultThatDoesNotTypeCheckIsReportedAtItsLine() throws {
        let errors = try errors("""
            state:
              count: Int
            actions:
              reset:
            props:
              title: { type: String, default: state.count }
              label: { type: String, default: state.nope }
              tag: { type: Tag, default: 'Tag(name: 1)' }

            """)
        XCTAssertTrue(errors.contains { $0.hasPrefix("Specs/Shop.yaml:6:") && $0.contains("'Int'") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.hasPrefix("Specs/Shop.yaml:7:") && $0.contains("no member 'nope'") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.hasPrefix("Specs/Shop.yaml:8:") }, "\(errors)")
        XCTAssertTrue(errors.allSatisfy { $0.hasPrefix("Specs/Shop.yaml:") }, "\(errors)")
    }

    func testAPropTypeThatIsNotEquatableIsReportedAtTheSpec() throws {
        for spec in [
            "equatable: false\nstate:\n  blob: Blob\nactions:\n  reset:\nprops:\n  blob: Blob\n  title: String\n",
            "equatable: false\nstate:\n  blobs: \"[Blob]\"\nactions:\n  reset:\nprops:\n  title: String\n  blobs: \"[Blob]\"\n",
        ] {
            let errors = try errors(spec)
            XCTAssertFalse(errors.isEmpty, spec)
            XCTAssertTrue(errors.allSatisfy { $0.hasPrefix("Specs/Shop.yaml:") }, "\(errors)")
        }
    }

    func testPropsNamedLikeTheDerivationsLocalsCompileWarningFree() throws {
        let result = try TypeCheck.run(["Shop": """
            state:
              state: Int
            actions:
              reset:
            props:
              state: Int
              action: { type: String, default: '"x"' }
              stateValue: { type: Int, default: '0' }

            """], models: models, tests: false)
        XCTAssertEqual(result.problems, [])
    }
}
