import XCTest

@testable import ReduxGenCore
@testable import ReduxGenTestFiles

/// Every bad value of `effects:` gets a located error with a fix or a suggestion, and the
/// spec produces no file.
final class EffectDiagnosticTests: XCTestCase {
    private func diagnostics(_ yaml: String) -> [String] {
        let output = Generate.output(yaml)
        XCTAssertTrue(output.files.isEmpty, "a spec with errors must produce no file")
        return output.diagnostics.map(\.description)
    }

    func testAnEffectNameMustBeASwiftIdentifier() {
        XCTAssertEqual(diagnostics("state: {}\neffects:\n  play-sound:\n  class:\n"), [
            "Feature.yaml:3:3: error: 'play-sound' is not a Swift identifier: '-' cannot appear in a name; did you mean 'playSound'?",
            "Feature.yaml:4:3: error: 'class' cannot name an effect: it is a Swift keyword; choose another name, like 'classValue'",
        ])
    }

    func testAPayloadTypeThatDoesNotParseIsReportedAtItsLine() {
        XCTAssertEqual(diagnostics("state: {}\neffects:\n  announce: \"[String\"\n  logEvent: { name: \"Int)\" }\n"), [
            "Feature.yaml:3:21: error: the payload of the effect 'announce' is not a Swift type: expected ']' to close '['",
            "Feature.yaml:4:25: error: the type of 'name' in the effect 'logEvent' is not a Swift type: unexpected ')' after the type 'Int'",
        ])
    }

    func testEffectsMustBeAMappingLikeActions() {
        XCTAssertEqual(diagnostics("state: {}\neffects: [playSound]\n"), [
            "Feature.yaml:2:10: error: 'effects' must be a mapping of effect names to payloads, like 'logEvent: { name: String }', not a list",
        ])
    }

    func testAnEffectNamedLikeAnActionOrARequestIsReportedWithBoth() {
        let reported = diagnostics("state: {}\nactions:\n  refresh:\nrequests:\n  load:\neffects:\n  refresh:\n  loadSuccess: String\n")
        XCTAssertEqual(reported, [
            "Feature.yaml:7:3: error: the effect 'refresh' has the name of the action case 'refresh', which the action 'refresh' declares; rename the effect after what it does outside the state, such as 'logRefresh'\n"
                + "Feature.yaml:3:3: note: the action 'refresh' is here",
            "Feature.yaml:8:3: error: the effect 'loadSuccess' has the name of the action case 'loadSuccess', which the success action of the request 'load' declares; rename the effect after what it does outside the state, such as 'logLoadSuccess'\n"
                + "Feature.yaml:5:3: note: the success action of the request 'load' is here",
        ])
    }

    func testAMisspeltEffectsKeyIsSuggested() {
        XCTAssertEqual(diagnostics("state: {}\neffect:\n  playSound:\n"), [
            "Feature.yaml:2:1: error: unknown key 'effect' in the spec; did you mean 'effects'?",
        ])
    }

    /// The effect enum is Equatable with the feature (a TestStore compares effects), its `==`
    /// written out as the action enum's is, and only Sendable with `equatable: false`, for
    /// payloads that are not.
    func testTheEffectEnumIsEquatableUnlessTheFeatureIsNot() {
        let yaml = "state: {}\neffects:\n  draw: Stroke\n  clear:\n"
        let equatable = Generate.file(.action, from: yaml)
        XCTAssertContains(equatable, "enum FeatureEffect: Sendable {\n    case draw(DrawPayload)\n    case clear\n}")
        XCTAssertContains(equatable, """
            extension FeatureEffect: Swift.Equatable {
                static func == (lhs: Self, rhs: Self) -> Swift.Bool {
                    switch lhs {
                    case let .draw(l0):
                        if case let .draw(r0) = rhs { return l0 == r0 }
                    case .clear:
                        if case .clear = rhs { return true }
                    }
                    return false
                }
            }
            """)
        let notEquatable = Generate.file(.action, from: "equatable: false\n" + yaml)
        XCTAssertContains(notEquatable, "enum FeatureEffect: Sendable {\n    case draw(DrawPayload)\n    case clear\n}")
        XCTAssertFalse(notEquatable.contains("extension FeatureEffect: Swift.Equatable"), notEquatable)
        // The payload's type stands in the effect's alias of it, where the spec writes it.
        XCTAssertContains(notEquatable, """
            extension FeatureEffect {
                /// The payload of the `draw` effect.
                typealias DrawPayload =
                    Stroke
            }
            """)
    }

    /// The names the generated code binds stay clear of the performer's `effects` and the
    /// mock's members, whatever the spec calls its effects and labels.
    func testTheGeneratedCodeIsImmuneToTheSpecsNames() {
        let yaml = "state: {}\neffects:\n  calls: { effects: Int }\n  recorded: { effect: String }\n"
        let loader = Generate.file(.loader, from: yaml)
        XCTAssertContains(loader, "        case .calls(let effectsValue):\n            await effects.calls(effects: effectsValue)")
        XCTAssertContains(loader, "    func calls(effects effectsValue: Int) async")
        var problems: [Diagnostic] = []
        let mockGenerator = Generator(templates: TemplateSet.make(parts: FilePart.testParts, diagnostics: &problems)!, testFileWriter: TransitionTestFileWriter())
        let mock = mockGenerator.generate(specAt: "Feature.yaml", bytes: Array(yaml.utf8)).files.first { $0.part == .serviceMock }?.contents ?? ""
        XCTAssertContains(mock, "    private let effectRecorder = ReduxTesting.MockCalls<FeatureEffect>()")
        XCTAssertContains(mock, "    var performedEffects: [FeatureEffect] { effectRecorder.all }")
        XCTAssertContains(mock, "        effectRecorder.record(.recorded(effect: effect))")
    }
}
