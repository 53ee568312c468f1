import XCTest

@testable import ReduxGenCore

/// `SpecLanguage`, the one description of the spec language behind `reduxgen schema` and
/// `reduxgen help spec`: it knows every key the validator accepts, and prints as JSON.
final class SpecLanguageTests: XCTestCase {
    func testEveryKeyTheValidatorAcceptsIsDescribed() {
        let described = Set(SpecLanguage.topLevelKeys.map(\.name))
        XCTAssertTrue(Set(SpecValidator.topLevelKeys).isSubset(of: described), "top level: \(Set(SpecValidator.topLevelKeys).subtracting(described))")
        let requestKeys = Set(SpecLanguage.requestKeys.map(\.name))
        XCTAssertTrue(Set(ValidationSession.requestKeys).isSubset(of: requestKeys), "requests: \(Set(ValidationSession.requestKeys).subtracting(requestKeys))")
        XCTAssertEqual(SpecLanguage.fieldKeys.map(\.name), ValidationSession.fieldKeys)
        XCTAssertEqual(SpecLanguage.topLevelKeys.filter(\.isRequired).map(\.name), ["state"])
        XCTAssertEqual(Set(SpecLanguage.appKeys.map(\.name)), Set(ValidationSession.appKeys))
    }

    func testEveryKeyHasASummaryAndAnExampleThatUsesIt() {
        var keys = SpecLanguage.topLevelKeys + SpecLanguage.appKeys.prefix(2)
        var visited = 0
        while let key = keys.popLast() {
            visited += 1
            XCTAssertTrue(key.summary.hasSuffix("."), key.name)
            XCTAssertTrue(key.example.hasPrefix(key.name + ":"), "the example of \(key.name) writes it")
            keys += key.value.nestedKeys + (key.value.namedEntry?.value.nestedKeys ?? [])
        }
        XCTAssertEqual(visited, 35)
    }

    func testAMappingOfKnownKeysRejectsOthersAndListsTheRequiredOnes() {
        let schema = SpecSchema.schema(of: .keys(SpecLanguage.retryKeys))
        guard case .object(let members) = schema else { return XCTFail("an object") }
        XCTAssertEqual(members.map(\.0), ["type", "properties", "required", "additionalProperties"])
        XCTAssertEqual(members[2].1, .array([.string("attempts")]))
        XCTAssertEqual(members[3].1, .bool(false))
    }

    func testJSONTextEscapesAndIndents() {
        let value = JSONValue.object([
            ("a", .array([.integer(1), .number(0.5), .number(2), .bool(true), .null])),
            ("quote \"\\\n\u{1}", .string("é")),
            ("empty", .object([])),
        ])
        XCTAssertEqual(value.text, """
            {
              "a": [
                1,
                0.5,
                2,
                true,
                null
              ],
              "quote \\"\\\\\\n\\u0001": "é",
              "empty": {}
            }
            """)
    }
}
