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
        struct Filter: Sendable { var words: [String] }

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

    /// Type-checks `yaml` and asserts that the compiler reports exactly `missing`, each a
    /// type it cannot find at a line and column of the spec, and no note; and each of
    /// `besideTheServiceMethod` once more where the service protocol's method stands, for a
    /// type the method names in the user's own spelling but cannot reach the place of (one on
    /// the request's line left of the method's code, a success written above the failure).
    private func assertMissing(_ missing: [(line: Int, column: Int, type: String)], besideTheServiceMethod twins: [(line: Int, column: Int, type: String)] = [], in yaml: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try typeCheck(yaml, file: file, line: line)
        let expected = (missing + twins).map { "Specs/Shop.yaml:\($0.line):\($0.column): error: cannot find type '\($0.type)' in scope" }
        assertReported(result.errors, expected, yaml, file: file, line: line)
        XCTAssertEqual(result.notes, [], yaml, file: file, line: line)
    }

    /// Asserts that `errors` are `expected`, each at most twice: a request's type (a param,
    /// the success, the failure) is spelt at its spec line and column by the action's or the
    /// state's alias of it, which the generated code names, and by the service protocol's
    /// method, which names the user's own type; the compiler reports a missing one at each,
    /// both at the spec's place when the method reaches it, and nowhere else.
    private func assertReported(_ errors: [String], _ expected: [String], _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Array(Set(errors)).sorted(), Array(Set(expected)).sorted(), message, file: file, line: line)
        let counts = Dictionary(errors.map { ($0, 1) }, uniquingKeysWith: +)
        XCTAssertEqual(counts.filter { $0.value > 2 }, [:], message, file: file, line: line)
    }

    func testAnUnknownTypeIsReportedAtTheSpecLineAlone() throws {
        // Each missing type, at its spec line, and nothing else: the state's and the action
        // enum's `==` are written out, so no conformance fails to be synthesized.
        try assertMissing([(2, 11, "Coupn"), (5, 18, "Strng")], in: """
            state:
              coupon: Coupn?
              notes: "[Note]"
            actions:
              apply: { code: Strng }

            """)
    }

    func testAMissingFieldTypeIsReportedOnceAtItsColumn() throws {
        // The state's alias of the type is the one place that names it: the stored property
        // and the init's parameter name the alias.
        for (type, column) in [("Coupn", 11), ("Coupn?", 11), ("\"[Coupn]\"", 13), ("\"Set<Coupn>\"", 16), ("'[ Coupn ]'", 14)] {
            try assertMissing([(2, column, "Coupn")], in: "state:\n  coupon: \(type)\n  count: Int\n")
        }
        try assertMissing([(3, 11, "Coupn")], in: """
            state:
              coupon:
                type: Coupn?
                default: nil

            """)
        try assertMissing([(2, 19, "Coupn")], in: "state:\n  coupon: { type: Coupn?, default: nil }\n")
    }

    func testAMissingTypeInADictionaryIsReportedAtItsColumn() throws {
        try assertMissing([(2, 19, "Coupn")], in: "state:\n  byID: \"[String: Coupn]\"\n")
        try assertMissing([(2, 11, "Nte")], in: "state:\n  byID: \"[Nte.ID: Note]\"\n")
        // The compiler stops at the first name it cannot find in a type.
        try assertMissing([(2, 11, "Nte")], in: "state:\n  byID: \"[Nte.ID: Coupn]\"\n")
    }

    func testTwoMissingTypesAreEachReportedOnce() throws {
        try assertMissing([(2, 11, "Nte"), (3, 11, "Coupn")], in: "state:\n  byID: \"[Nte.ID: Note]\"\n  coupon: Coupn\n")
    }

    func testAMissingPayloadTypeIsReportedOnceAtItsColumn() throws {
        try assertMissing([(3, 10, "Coupn")], in: "state: {}\nactions:\n  apply: Coupn\n")
        try assertMissing([(3, 18, "Strng"), (3, 33, "Coupn")], in: "state: {}\nactions:\n  apply: { code: Strng, coupon: Coupn? }\n")
        try assertMissing([(4, 15, "Coupn")], in: """
            state: {}
            actions:
              apply:
                coupon: "[Coupn]"
                code: String

            """)
        // An effect's payload, a route's, as an action's.
        try assertMissing([(3, 18, "Snd")], in: "state: {}\neffects:\n  play: { sound: Snd }\n")
        try assertMissing([(3, 17, "Nte"), (4, 9, "Coupn")], in: """
            state: {}
            routes:
              detail: { id: Nte.ID }
              show: Coupn
              close:

            """)
    }

    func testAMissingTypeOfARouteKeptAsStateIsReportedOnce() throws {
        // The route's `==` and `hash(into:)` are written out, as the state's `==` is.
        try assertMissing([(3, 17, "Nte")], in: """
            state: {}
            routes:
              detail: { id: Nte.ID }
              settings:
            navigation: [stack, sheet]

            """)
    }

    func testAMissingTypeOfARequestIsReportedOnceAtItsColumn() throws {
        try assertMissing([(3, 25, "Nte")], in: "state: {}\nrequests:\n  load: { params: { id: Nte.ID }, success: Int }\n")
        // Left of the method's code on the request's line: the method names it further right.
        try assertMissing([(3, 19, "Nte")], besideTheServiceMethod: [(3, 26, "Nte")], in: "state: {}\nrequests:\n  load: { params: Nte.ID, success: Int }\n")
        // The success's alias is the place: the success case and the loader's call name the
        // alias, the service's return names `[Nte]` right of the method's code, and the
        // field's alias that `into` fills has its own spelling.
        try assertMissing([(2, 12, "Nte"), (4, 22, "Nte")], besideTheServiceMethod: [(4, 34, "Nte")], in: """
            state:
              notes: "[Nte]"
            requests:
              load: { success: "[Nte]", into: notes, cancel: true, dismiss: true, retry: { attempts: 2 } }

            """)
    }

    func testAMissingSuccessWrittenAboveTheFailureIsReportedAtItsColumnAndBesideTheFailure() throws {
        // The method names the failure first, at its line, and the success after it, as the
        // spec writes it: `[Nte]` is reported at its column by its alias and once on the
        // failure's line, right of the method's code.
        try assertMissing([(5, 16, "Nte")], besideTheServiceMethod: [(6, 29, "Nte")], in: """
            state: {}
            requests:
              load:
                params: { id: Int }
                success: "[Nte]"
                failure: ShopError

            """)
    }

    func testAMissingTypeOfAStreamIsReportedOnceAtItsColumn() throws {
        try assertMissing([(4, 14, "Note2"), (5, 14, "ShopErr")], in: """
            state: {}
            streams:
              updates:
                element: Note2
                failure: ShopErr

            """)
        // The sequence's element is named right of the associated type's code.
        try assertMissing([(3, 23, "Nte")], besideTheServiceMethod: [(3, 84, "Nte")], in: "state: {}\nstreams:\n  updates: { element: Nte, equatable: false }\n")
    }

    func testAMissingPropTypeIsReportedOnceAtItsColumn() throws {
        // The props' `==` is written out; the view model's properties name the alias.
        try assertMissing([(3, 11, "Coupn"), (4, 12, "Nte")], in: """
            state: {}
            props:
              coupon: Coupn?
              notes: "[Nte]"
              title: { type: String, default: '""' }

            """)
    }

    func testAMissingFieldTypeThatManyDeclarationsUseIsReportedOnceWhereItIsWritten() throws {
        // The field's type is used by the state, its binding's setter and the view model's
        // accessor through its alias, which names it once; the service method that reads it
        // (a read field, written above the request) names `Coupn?` on the request's line.
        try assertMissing([(2, 11, "Coupn")], besideTheServiceMethod: [(6, 24, "Coupn")], in: """
            state:
              coupon: Coupn?
              count: Int
            bindings: [coupon, count]
            requests:
              apply: { reads: [coupon] }

            """)
    }

    func testAMissingTypeWrittenTwiceIsReportedWhereEachIsWritten() throws {
        // Two spellings of the type in the spec, two mistakes to fix: one error at each.
        try assertMissing([(2, 11, "Coupn"), (4, 10, "Coupn")], in: """
            state:
              coupon: Coupn?
            actions:
              apply: Coupn
              clear:

            """)
    }

    func testAMissingPropOrRouteTypeBreaksNoConformance() throws {
        // The props' `==` and the routes' `==` and `hash(into:)` are written out: a missing
        // type is no conformance that fails to be synthesized, with a note per candidate.
        for navigation in ["", "navigation: stack\n"] {
            try assertMissing([(3, 11, "Coupn"), (5, 17, "Nte")], in: "state: {}\nprops:\n  coupon: Coupn?\nroutes:\n  detail: { id: Nte.ID }\n  close:\n" + navigation)
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
            // The state's alias of the type and the service method are the places that name
            // it, both at its column: the status, the failure action, the loader and the
            // reducer use the alias.
            assertReported(result.errors, ["Specs/Shop.yaml:7:\(column): error: cannot find type 'ShopErr' in scope"], failure)
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
        assertReported(result.errors, [
            "Specs/Shop.yaml:3:50: error: cannot find type 'ShopErr' in scope",
            "Specs/Shop.yaml:4:56: error: cannot find type 'ShopErr' in scope",
        ])
        XCTAssertEqual(result.notes, [])
    }

    func testAMissingTypeOfACaseThatCarriesParamsIsReportedOnce() throws {
        // The reducer's and the loader's patterns bind the values they do not use instead of
        // matching them with `_`, which is an error of its own when a type of the case is missing.
        for policy in ["queue", "concurrent"] {
            try assertMissing([(3, 56 + policy.count, "ShopErr")], in: "state: {}\nrequests:\n  send: { params: { text: String }, policy: \(policy), failure: ShopErr }\n")
        }
        try assertMissing([(3, 25, "Nte")], in: "state: {}\nrequests:\n  load: { params: { id: Nte.ID }, key: id, success: Note }\n")
        try assertMissing([(4, 19, "Nte"), (5, 14, "Note2")], in: """
            state: {}
            streams:
              updates:
                params: { id: Nte.ID }
                element: Note2
                stopAll: true

            """)
    }

    func testAMissingTypeOfARequestWithEveryKeyIsReportedOnce() throws {
        try assertMissing([(2, 13, "Nte"), (6, 25, "Nte"), (7, 25, "Nte"), (8, 14, "ShopErr")], in: """
            state:
              counts: "[Nte.ID: Int]"
            actions:
              refresh:
            requests:
              load: { params: { id: Nte.ID, page: Int }, key: id, success: Int, cache: 60, then: [refresh], into: { field: counts, mode: keyed }, poll: 30, when: 'true' }
              rate: { params: { id: Nte.ID, stars: Int }, key: id, success: Int, optimistic: true, into: { field: counts, mode: keyed }, cancel: true,
                failure: ShopErr, dismiss: true }

            """)
        try assertMissing([(2, 12, "Nte"), (6, 46, "Nte"), (7, 44, "Nte")], in: """
            state:
              notes: "[Nte]"
            actions:
              refresh:
            requests:
              send: { params: { text: String }, success: Nte, policy: queue, into: { field: notes, mode: append }, optimistic: true, then: [refresh] }
              archive: { params: { id: Int }, success: Nte, policy: concurrent, into: { field: notes, mode: upsert }, optimistic: true }

            """)
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

    func testAMisspeltFieldTypeThatIntoAssignsIsReportedAtTheFieldAlone() throws {
        // Spellings the validator cannot compare (an optional of the success type, an alias
        // of it) reach the compiler: the field's type, not `into:`, is where it reports.
        try assertMissing([(2, 12, "Nte")], in: """
            state:
              notes: "[Nte]?"
            requests:
              load: { success: "[Note]", into: notes }

            """)
        try assertMissing([(2, 10, "Notez")], in: """
            state:
              noted: Notez
            requests:
              load:
                success: "[Note]"
                into: noted

            """)
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

    func testAMissingPredictionFunctionIsReportedAtOptimistic() throws {
        // The reducer asks the prediction function on the request's `optimistic:` line: a
        // predictions file without it (emptied, or written before the request was optimistic)
        // is reported there, or in that file, and never in another generated file.
        let spec = """
            state:
              notes: "[Note]"
            requests:
              send:
                params: { text: String }
                success: Note
                into: { field: notes, mode: append }
                optimistic: true

            """
        let emptied = try TypeCheck.run(
            ["Shop": spec], models: models, tests: false, warningsAsErrors: false, skeletons: ["ShopPredictions.swift": "import ReduxRuntime\n"])
        XCTAssertEqual(emptied.errors.count, 1, "\(emptied.errors)")
        XCTAssertTrue(emptied.errors.allSatisfy { $0.hasPrefix("Specs/Shop.yaml:8:") && $0.contains("no member 'predictSend'") }, "\(emptied.errors)")
        let unfilled = try TypeCheck.run(
            ["Shop": spec], models: models, tests: false, warningsAsErrors: false,
            skeletons: ["ShopPredictions.swift": "import ReduxRuntime\n\nextension ShopReducer: ShopPredicting {}\n"])
        XCTAssertTrue(unfilled.errors.contains { $0.hasPrefix("ShopPredictions.swift:") && $0.contains("does not conform to protocol 'ShopPredicting'") })
        XCTAssertTrue(unfilled.errors.allSatisfy { $0.hasPrefix("ShopPredictions.swift:") || $0.hasPrefix("Specs/Shop.yaml:8:") }, "\(unfilled.errors)")
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

    func testAReadFieldThatIsNotEquatableIsReportedAtReads() throws {
        // A success checks that its read values are the state's now before `into` stores it.
        let errors = try compilerErrors("""
            equatable: false
            state:
              filter: Filter
              notes: "[Note]"
            requests:
              load:
                reads: [filter]
                success: "[Note]"
                into: notes

            """)
        XCTAssertFalse(errors.isEmpty)
        XCTAssertTrue(errors.allSatisfy { $0.hasPrefix("Specs/Shop.yaml:7:") && $0.contains("'=='") }, "\(errors)")
    }

    func testACachedParamOrReadThatIsNotHashableIsReportedAtItsLine() throws {
        // The cache tells calls apart by their arguments, which it hashes.
        let errors = try compilerErrors("""
            equatable: false
            state:
              filter: Filter
              notes: "[Note]"
            requests:
              load:
                params: { note: Note }
                reads: [filter]
                success: "[Note]"
                cache: 60

            """)
        XCTAssertTrue(errors.contains { $0.hasPrefix("Specs/Shop.yaml:7:") && $0.contains("Hashable") }, "\(errors)")
        XCTAssertTrue(errors.allSatisfy { $0.hasPrefix("Specs/Shop.yaml:") }, "\(errors)")
        let readErrors = try compilerErrors("""
            equatable: false
            state:
              filter: Filter
              notes: "[Note]"
            requests:
              load:
                reads: [filter]
                success: "[Note]"
                cache: 60

            """)
        XCTAssertTrue(readErrors.contains { $0.hasPrefix("Specs/Shop.yaml:7:") && $0.contains("Hashable") }, "\(readErrors)")
        XCTAssertTrue(readErrors.allSatisfy { $0.hasPrefix("Specs/Shop.yaml:") }, "\(readErrors)")
    }

    func testAStreamsFailureTypeMustHoldTheErrorsOfOtherTypesItsSequenceThrows() throws {
        let spec = """
            state: {}
            streams:
              updates:
                element: Note
                failure: ShopError

            """
        let errors = try compilerErrors(spec)
        XCTAssertFalse(errors.isEmpty)
        XCTAssertTrue(errors.allSatisfy { $0.hasPrefix("Specs/Shop.yaml:5:") && $0.contains("StreamFailure") }, "\(errors)")
        let conforming = try TypeCheck.run(
            ["Shop": spec.replacingOccurrences(of: "ShopError", with: "FeedError")],
            models: models + "enum FeedError: StreamFailure, Equatable { case offline, unexpected(RequestError) }\n")
        XCTAssertEqual(conforming.problems, [])
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

    func testATypeADeclarationCannotHoldIsReportedOnTheLineOfThatDeclaration() throws {
        // `Box` is not Sendable: each generated declaration that holds one says so, at the
        // spec's line that makes it (a binding's setter at `bindings:`, a child's case and
        // lifting at its child, a stream's cases at the stream), never a line below and never
        // in a generated file.
        let result = try TypeCheck.run([
            "Shop": """
                state:
                  box: Box
                bindings: [box]
                children:
                  rows: { feature: Row, collection: true }
                streams:
                  updates:
                    params: { id: Int }
                    element: Box
                    stopAll: true
                routes:
                  show: { box: Box }
                navigation: [stack, sheet]

                """,
            "Row": "state:\n  id: Key\nactions:\n  tap:\n",
        ], models: """
            import ReduxRuntime
            final class Box: Equatable, Hashable {
                static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs }
                func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
            }
            typealias Key = Box

            """, tests: false, warningsAsErrors: false)
        let sendableErrors = result.errors.filter { $0.contains("non-Sendable") }.map { $0.components(separatedBy: ": error: ")[0] }
        XCTAssertEqual(Set(sendableErrors), [
            "Specs/Shop.yaml:2:17", "Specs/Shop.yaml:3:10", "Specs/Shop.yaml:5:17", "Specs/Shop.yaml:5:10", "Specs/Shop.yaml:7:10",
            "Specs/Shop.yaml:12:10", "Specs/Row.yaml:2:17",
        ], "\(result.errors)")
        XCTAssertEqual(result.errors.filter { !$0.hasPrefix("Specs/") }, [])
        let idErrors = result.errors.filter { $0.contains("does not conform to the 'Sendable' protocol") }
        XCTAssertEqual(idErrors.map { $0.components(separatedBy: ": error: ")[0] }, ["Specs/Shop.yaml:5:24"], "\(result.errors)")
    }
}
