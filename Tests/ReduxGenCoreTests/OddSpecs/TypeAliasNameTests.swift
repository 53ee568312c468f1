import Foundation
import XCTest

@testable import ReduxGenCore

/// The aliases of the types a spec writes (`ShopState.Coupon`, `ShopAction.LoadSuccess`, …)
/// hide no name that code inside their types uses (a type the spec writes, a standard
/// library type, a runtime module, a type reduxgen generates) and collide with no member.
final class TypeAliasNameTests: XCTestCase {
    private let models = """
        import ReduxRuntime
        import ReduxTesting

        struct Coupon: Hashable, Sendable, Codable, TestSample { static var testSample: Coupon { Coupon() } }
        struct Stroke: Equatable, Sendable, TestSample { static var testSample: Stroke { Stroke() } }
        enum ShopError: Error, Equatable, TestSample { case offline; static var testSample: ShopError { .offline } }

        """

    /// Fields, payloads, props, routes and effects named like what their aliases would hide.
    private let spec = """
        state:
          coupon: Coupon
          int: Coupon?
          error: "[Coupon]"
          swift: "Set<Coupon>"
          reduxRuntime: Coupon?
          shopAction: Coupon?
          shopRoute: Coupon?
          loadFailure: Coupon?
          count: Int
        actions:
          LoadSuccess:
          Select: Coupon
          select: Coupon
        requests:
          load: { params: { id: Coupon }, success: Coupon, failure: ShopError, key: id, cancel: true }
          save: { params: { coupon: Coupon }, success: "[Coupon]", policy: queue }
        props:
          Title: { type: Int, default: "0" }
          title: { type: Coupon, default: state.coupon }
        routes:
          detail: { id: Coupon }
          ID: Coupon
        navigation: stack
        effects:
          draw: Stroke

        """

    func testAliasesNamedLikeWhatTheyWouldHideCompileWarningFree() throws {
        let result = try TypeCheck.run(["Shop": spec], models: models, tests: true, warningsAsErrors: true)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.warnings, [])
    }

    func testTheAliasesAreNamedApartFromWhatTheyWouldHide() throws {
        let output = Generate.output(spec, path: "Shop.yaml")
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        let plan = FeaturePlan(try XCTUnwrap(output.feature))
        XCTAssertEqual(plan.stateAliases.map(\.name), [
            "CouponType", "IntType", "ErrorType", "SwiftType", "ReduxRuntimeType", "ShopActionType", "ShopRouteType", "LoadFailure",
            "LoadFailureType", "LoadStatus",
        ])
        XCTAssertEqual(plan.actionAliases.map(\.name), [
            "SelectPayload", "SelectPayloadType", "LoadID", "LoadSuccessType", "SaveCoupon", "SaveSuccess",
        ])
        XCTAssertEqual(plan.propAliases.map { $0?.name }, [nil, "TitleType"])
        XCTAssertEqual(plan.routeAliases.map(\.name), ["DetailID", "IDPayload"])
        XCTAssertEqual(plan.effects?.aliases.map(\.name), ["DrawPayload"])
        // Declarations inside the alias's type name it alone, the others qualified.
        XCTAssertEqual(plan.stateProperties.first?.type, "CouponType")
        XCTAssertEqual(plan.requests[0].params[0].typeSpelling(in: .action), "LoadID")
        XCTAssertEqual(plan.requests[0].params[0].typeSpelling(in: nil), "ShopAction.LoadID")
        XCTAssertEqual(plan.requests[0].statusType, "[ShopAction.LoadID: LoadStatus]")
    }

    func testATypeThatCannotBeMissingHasNoAlias() throws {
        let output = Generate.output("""
            state:
              count: Int
              names: "[String]"
              scores: "[String: Double]"
              flags: "Set<Swift.Int>?"
              date: Date
            actions:
              pick: { index: Int, of: "[Bool]" }

            """)
        let plan = FeaturePlan(try XCTUnwrap(output.feature))
        // `Date` would hide the type `Date` that the spec writes.
        XCTAssertEqual(plan.fieldAliases.map(\.name), ["DateType"])
        XCTAssertEqual(plan.actionAliases, [])
    }

    /// Every type that the generated code of the example specs names after a feature (its
    /// own, a child's) is among the generated types no alias may be named like: a new one
    /// must be added to `AliasNames.generatedTypeSuffixes`.
    func testEveryGeneratedTypeNamedAfterAFeatureIsOneNoAliasTakes() throws {
        let root = Golden.repositoryRoot
        let specs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Specs").path)
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }
        let features = specs.sorted { $0.count > $1.count }
        var typeWords: Set<String> = []
        for name in specs {
            let output = Generate.output(try String(contentsOf: root.appendingPathComponent("Specs/\(name).yaml"), encoding: .utf8), path: "\(name).yaml")
            typeWords.formUnion(try XCTUnwrap(output.feature, name).typeWords)
        }
        let folders = ["Tests/TransitionTests"] + specs.map { "Tests/Goldens/" + $0 }
        var unknown: Set<String> = []
        for folder in folders {
            for file in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path) {
                let text = try String(contentsOf: root.appendingPathComponent("\(folder)/\(file)"), encoding: .utf8)
                for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    for word in String(line).typeIdentifiers where !typeWords.contains(word) && !features.contains(word) {
                        guard let feature = features.first(where: { word.hasPrefix($0) && word.count > $0.count }) else { continue }
                        let suffix = word.dropFirst(feature.count)
                        guard suffix.first?.isUppercase == true else { continue }
                        // The transition tests of a request, a child added later (`…TransitionTestsOfLoad`)
                        // are classes of the test target, which no code inside the feature's types names.
                        guard !suffix.hasPrefix("TransitionTestsOf") else { continue }
                        if !AliasNames.generatedTypeSuffixes.contains(String(suffix)) { unknown.insert(word) }
                    }
                }
            }
        }
        XCTAssertEqual(unknown, [])
    }
}
