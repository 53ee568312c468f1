import XCTest

@testable import ReduxGenCLI
import ReduxGenCore

/// A report's outcomes by part, kept in one word.
final class PartOutcomesTests: XCTestCase {
    func testEachPartKeepsItsOwnOutcome() {
        var outcomes = PartOutcomes()
        XCTAssertTrue(FilePart.allCases.allSatisfy { outcomes[$0] == nil })
        outcomes[.loader] = .written
        outcomes[.state] = .unchanged
        outcomes[.reducerLogic] = .skeletonKept
        outcomes[.state] = .stale
        XCTAssertEqual(outcomes[.state], .stale)
        XCTAssertNil(outcomes[.action])
        XCTAssertEqual(outcomes[.loader], .written)
        var seen: [FileOutcome] = []
        outcomes.forEachOutcome { seen.append($0) }
        XCTAssertEqual(seen, [.stale, .skeletonKept, .written], "in FilePart order")
        outcomes[.loader] = nil
        XCTAssertNil(outcomes[.loader])
        for outcome in FileOutcome.allCases {
            outcomes[.action] = outcome
            XCTAssertEqual(outcomes[.action], outcome)
        }
    }

    func testAReportListsItsFeaturesFilesByPartThenTheOthers() {
        var report = SpecReport(path: "Specs/Todo.yaml")
        report.record(FileResult(file: .path("Out/Gone.swift"), outcome: .removed))
        report.record(FileResult(file: .part(.loader), outcome: .written))
        report.record(FileResult(file: .part(.state), outcome: .written))
        XCTAssertEqual(report.files.map(\.outcome), [.written, .written, .removed])
        guard case .part(.state) = report.files[0].file, case .path("Out/Gone.swift") = report.files[2].file else {
            return XCTFail("\(report.files)")
        }
    }
}
