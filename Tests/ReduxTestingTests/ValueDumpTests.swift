@testable import ReduxTesting
import XCTest

private struct Profile: Equatable {
    var name: String
    var tags: Set<String>
    var scores: [String: Int]
    var nickname: String?
    var pair: (Int, label: String)

    static func == (lhs: Profile, rhs: Profile) -> Bool { lhs.name == rhs.name }
}

final class ValueDumpTests: XCTestCase {
    func testStatesSpreadTheirPropertiesAndSortUnorderedCollections() {
        let profile = Profile(
            name: "Ann",
            tags: ["b", "a"],
            scores: ["z": 1, "a": 2],
            nickname: nil,
            pair: (1, label: "x")
        )
        XCTAssertEqual(ValueDump.lines(of: profile), [
            "Profile(",
            "  name: \"Ann\",",
            "  tags: Set([\"a\", \"b\"]),",
            "  scores: [\"a\": 2, \"z\": 1],",
            "  nickname: nil,",
            "  pair: (1, label: \"x\"),",
            ")",
        ])
    }

    func testLongNestedValuesAreSpreadToo() {
        let long = String(repeating: "x", count: 80)
        XCTAssertEqual(ValueDump.lines(of: [[long]]), [
            "[",
            "  [",
            "    \"\(long)\",",
            "  ],",
            "]",
        ])
    }

    func testDiffMarksRemovedAndAddedLines() {
        XCTAssertEqual(
            LineDiff.marked(expected: ["a", "b", "c"], actual: ["a", "x", "c", "d"]),
            ["  a", "- b", "+ x", "  c", "+ d"]
        )
    }
}
