import Foundation
import XCTest

@testable import ReduxGenCore

/// What reduxgen leaves to the compiler (types, defaults, what `into` and `timeout` need of
/// the spec's types) is reported by the compiler at the spec's file and line, through the
/// `#sourceLocation` lines of the generated code.
final class CompilerDiagnosticTests: XCTestCase {
    /// The models the specs below name, correct ones.
    private let models = """
        import ReduxRuntime
        struct Coupon: Equatable, Sendable { var code: String }
        struct Note: Equatable, Sendable { var text: String }
        enum ShopError: Error, Equatable { case offline }

        """

    /// Generates `yaml` as `Specs/Shop.yaml`, type-checks the files with the models and
    /// returns the compiler's error lines.
    private func compilerErrors(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        try typeCheck(yaml, file: file, line: line).errors
    }

    /// Generates `yaml` as `Specs/Shop.yaml` and type-checks the files with the models.
    private func typeCheck(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> TypeCheck.Result {
        try TypeCheck.run(["Shop": yaml], models: models, tests: false, warningsAsErrors: false, file: file, line: line)
    }

    func testAnUnknownTypeIsReportedAtTheSpecLineAlone() throws {
        let result = try typeCheck("""
            state:
              coupon: Coupn?
              notes: "[Note]"
            actions:
              apply: { code: Strng }

            """)
        // Each missing type, at its spec line, and nothing else: the state's and the action
        // enum's `==` are written out, so no conformance fails to be synthesized.
        let found = Set(result.errors.map { $0.replacingOccurrences(of: #":\d+: error:"#, with: ": error:", options: .regularExpression) })
        XCTAssertEqual(found, [
            "Specs/Shop.yaml:2: error: cannot find type 'Coupn' in scope",
            "Specs/Shop.yaml:5: error: cannot find type 'Strng' in scope",
        ])
        XCTAssertEqual(result.notes, [])
    }

    func testAMissingPropOrRouteTypeBreaksNoConformance() throws {
        // The props' `==` and the routes' `==` and `hash(into:)` are written out: a missing
        // type is no conformance that fails to be synthesized, with a note per candidate.
        for navigation in ["", "navigation: stack\n"] {
            let result = try typeCheck("state: {}\nprops:\n  coupon: Coupn?\nroutes:\n  detail: { id: Nte.ID }\n  close:\n" + navigation)
            XCTAssertFalse(result.errors.isEmpty)
            XCTAssertFalse(result.errors.contains { $0.contains("does not conform") }, "\(result.errors)")
            XCTAssertFalse(result.notes.contains { $0.contains("candidate would match") || $0.contains("protocol requires") }, "\(result.notes)")
        }
    }

    func testAMissingFailureTypeIsReportedOnceAtItsColumn() throws {
        for (failure, column) in [("ShopErr", 14), ("\"ShopErr\"", 15)] {
            let result = try typeCheck("""
                state:
                  count: Int
                requests:
                  load:
                    params: { id: Int }
                    success: Int
                    failure: \(failure)
                    cancel: true
                    dismiss: true

                """)
            // The state's alias of the type is the one place that names it: the status, the
            // failure action, the service method, the loader and the reducer use the alias.
            XCTAssertEqual(result.errors, ["Specs/Shop.yaml:7:\(column): error: cannot find type 'ShopErr' in scope"], failure)
            XCTAssertEqual(result.notes, [], failure)
        }
    }

    func testAMissingFailureTypeOfAKeyedRequestIsReportedOnce() throws {
        let result = try typeCheck("""
            state: {}
            requests:
              load: { params: { id: Int }, key: id, failure: ShopErr, dismiss: true, cancel: true }
              send: { params: { id: Int }, policy: first, failure: ShopErr, dismiss: true, cancel: true }

            """)
        XCTAssertEqual(result.errors, [
            "Specs/Shop.yaml:3:50: error: cannot find type 'ShopErr' in scope",
            "Specs/Shop.yaml:4:56: error: cannot find type 'ShopErr' in scope",
        ])
        XCTAssertEqual(result.notes, [])
    }

    func testAFailureTypeThatIsNoErrorIsReportedAtFailure() throws {
        let result = try typeCheck("""
            state:
              count: Int
            requests:
              load:
                params: { id: Int }
                success: Int
                failure: String

            """)
        // The status and the service method say so at `failure:`, with no note besides.
        let errors = result.errors
        XCTAssertTrue(errors.contains { $0.contains("does not conform to the 'Error' protocol") }, "\(errors)")
        XCTAssertTrue(errors.allSatisfy { $0.hasPrefix("Specs/Shop.yaml:7:") }, "\(errors)")
        XCTAssertEqual(result.notes, [])
    }

    func testAMissingSuccessTypeIsReportedInTheSpecOnly() throws {
        let errors = try compilerErrors("""
            state:
              repos: "[Repo]"
            requests:
              search:
                params: { query: String }
                success: "[Repo]"
                into: repos

            """)
        let aboutRepo = errors.filter { $0.contains("'Repo'") }
        XCTAssertFalse(aboutRepo.isEmpty)
        XCTAssertTrue(aboutRepo.allSatisfy { $0.hasPrefix("Specs/Shop.yaml:") }, "\(errors)")
    }

    func testAMalformedOrMistypedDefaultIsReportedAtItsLine() throws {
        let errors = try compilerErrors("""
            state:
              count: Int

              limit: { type: Int, default: "1 +" }
              name: { type: String, default: "42" }

            """)
        XCTAssertTrue(errors.contains { $0.hasPrefix("Specs/Shop.yaml:4:") && $0.contains("expected expression") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.hasPrefix("Specs/Shop.yaml:5:") && $0.contains("'Int'") }, "\(errors)")
        XCTAssertTrue(errors.allSatisfy { $0.hasPrefix("Specs/Shop.yaml:") }, "\(errors)")
    }

    func testUpsertOfAnElementWithoutIDIsReportedAtInto() throws {
        let errors = try compilerErrors("""
            state:
              notes: "[Note]"
            requests:
              load:
                success: Note
                into: { field: notes, mode: upsert }

            """)
        XCTAssertTrue(errors.contains { $0.hasPrefix("Specs/Shop.yaml:6:") && $0.contains("Identifiable") }, "\(errors)")
    }

    func testATimeoutNeedsAFailureTypeThatCanTimeOut() throws {
        let errors = try compilerErrors("""
            state: {}
            requests:
              load:
                failure: ShopError
                timeout: 5

            """)
        XCTAssertTrue(errors.contains { $0.hasPrefix("Specs/Shop.yaml:5:") && $0.contains("timedOut") }, "\(errors)")
    }

    func testCorrectSpecsTypeCheck() throws {
        XCTAssertEqual(try compilerErrors("""
            state:
              coupon: Coupon?
              notes: "[Note]"
              café: { type: Int, default: "{ let x = 1; return x + 1 }()" }
              数量: { type: String, default: '"caf\\u{E9}\\t" + { _ = "a"; return "b" }()' }
              \u{661}x: { type: Int, default: "1\\t+ 2" }
            actions:
              naïve: { ß: Int }
            requests:
              load: { success: Note, failure: ShopError, into: { field: notes, mode: append } }

            """), [])
    }
}
