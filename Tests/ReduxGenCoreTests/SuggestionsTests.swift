import XCTest

@testable import ReduxGenCore

final class SuggestionsTests: XCTestCase {
    func testSuggestsTheClosestKeyForATypo() {
        XCTAssertEqual(Suggestions.closest(to: "stat", among: SpecMapping.featureSpec.keys.map(\.name)), "state")
        XCTAssertEqual(Suggestions.closest(to: "sucess", among: ["params", "success", "failure"]), "success")
        XCTAssertEqual(Suggestions.closest(to: "polciy", among: ["policy", "into"]), "policy")
    }

    func testSuggestsNothingForAnUnrelatedWord() {
        XCTAssertNil(Suggestions.closest(to: "banana", among: SpecMapping.featureSpec.keys.map(\.name)))
        XCTAssertNil(Suggestions.closest(to: "x", among: ["y"]))
    }

    func testEditDistanceCountsTranspositionsAsOneEdit() {
        XCTAssertEqual(Suggestions.editDistance("ab", "ba"), 1)
        XCTAssertEqual(Suggestions.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestions.editDistance("", "abc"), 3)
    }
}
