import XCTest

@testable import ReduxGenCore

/// The combinations of a request's keys that would leave a field showing an answer for
/// something the state no longer asks: each is refused with a located error that says what to
/// write instead, and the spec produces no file.
final class AnswerCombinationDiagnosticTests: XCTestCase {
    private let state = """
        state:
          title: String
          items: "[Item]"
          byID: "[Item.ID: Item]"

        """

    private func diagnostics(_ rest: String) -> [String] {
        let output = Generate.output(state + rest)
        XCTAssertTrue(output.files.isEmpty, "a spec with errors must produce no file")
        return output.diagnostics.map(\.description)
    }

    private func generates(_ rest: String) -> Bool {
        let output = Generate.output(state + rest)
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        return !output.files.isEmpty
    }

    func testConcurrentAnswersAreNotAssignedToOneField() {
        XCTAssertEqual(diagnostics("requests:\n  rename: { params: { text: String }, success: String, into: title, policy: concurrent }\n"), [
            "Feature.yaml:6:77: error: policy concurrent answers in any order, so 'into: title' would show whichever answer came last; use policy latest or queue, or mode upsert or keyed",
        ])
        // The fixes it names generate.
        XCTAssertTrue(generates("requests:\n  rename: { params: { text: String }, success: String, into: title, policy: queue }\n"))
        XCTAssertTrue(generates("requests:\n  save: { params: { item: Item }, success: Item, into: { field: items, mode: upsert }, policy: concurrent }\n"))
    }

    func testAKeyedRequestIntoOneFieldIsLatestAcrossKeys() {
        XCTAssertEqual(diagnostics("requests:\n  load: { params: { id: Item.ID }, key: id, success: String, into: title, policy: first }\n"), [
            "Feature.yaml:6:41: error: 'key' with 'into: title' makes every key's call latest across keys, and policy first would keep the call asked first; use mode keyed into a dictionary field, or leave out 'key'",
        ])
        XCTAssertTrue(generates("requests:\n  load: { params: { id: Item.ID }, key: id, success: String, into: title }\n"))
        XCTAssertTrue(generates("requests:\n  load: { params: { id: Item.ID }, key: id, success: Item, into: { field: byID, mode: keyed }, policy: first }\n"))
    }

    func testACachedAnswerIsNotAddedTwice() {
        for mode in ["append", "prepend"] {
            XCTAssertEqual(diagnostics("requests:\n  load: { success: \"[Item]\", into: { field: items, mode: \(mode) }, cache: 60 }\n"), [
                "Feature.yaml:6:\(69 + mode.count): error: 'cache' gives a fresh answer again, and 'into' with mode \(mode) would add it twice; use mode assign, upsert or keyed, or leave out 'cache'",
            ])
        }
        XCTAssertTrue(generates("requests:\n  load: { success: \"[Item]\", into: { field: items, mode: upsert }, cache: 60 }\n"))
    }
}
