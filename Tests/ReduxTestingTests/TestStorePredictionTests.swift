import ReduxRuntime
import ReduxTesting
import XCTest
@testable import GoldenFeatures

/// A test store's state assertions compare an optimistic request's predictions, not only the
/// fields they show: two states that show the same title, one of which would put back another
/// title when its call fails, differ.
@MainActor
final class TestStorePredictionTests: XCTestCase {
    private func makeStore(_ failures: FailureLog) -> TestStore<InboxState, InboxAction> {
        TestStore(initialState: InboxState(title: "Inbox"), reducer: InboxReducer.reduce, failureReporter: failures.reporter)
    }

    func testTheRightPredictionPasses() async {
        let failures = FailureLog()
        let store = makeStore(failures)
        await store.send(.rename(title: "Mail")) {
            var predictions = $0.renamePredictions.take()
            predictions.predict("Mail", in: &$0.title, for: ())  // replaces "Inbox"
            $0.renamePredictions = predictions
            $0.renameStatus = .loading
        }
        XCTAssertEqual(failures.messages, [])
    }

    func testAnotherPredictionShowingTheSameFieldFails() async {
        let failures = FailureLog()
        let store = makeStore(failures)
        await store.send(.rename(title: "Mail")) {
            $0.title = "Drafts"
            var predictions = $0.renamePredictions.take()
            predictions.predict("Mail", in: &$0.title, for: ())  // replaces "Drafts": a failure would show it
            $0.renamePredictions = predictions
            $0.renameStatus = .loading
        }
        XCTAssertEqual(failures.failures.count, 1)
        let message = failures.messages.first ?? ""
        XCTAssertTrue(message.hasPrefix("The state after send(.rename(title: \"Mail\")) is not the expected one"), message)
        XCTAssertTrue(message.contains("Drafts") && message.contains("Inbox"), message)
    }

    func testAStateAssertionThatLeavesThePredictionOutFails() async {
        let failures = FailureLog()
        let store = makeStore(failures)
        await store.send(.rename(title: "Mail")) {
            $0.title = "Mail"
            $0.renameStatus = .loading
        }
        XCTAssertEqual(failures.failures.count, 1)
        XCTAssertTrue(failures.messages.first?.contains("renamePredictions") == true, failures.messages.first ?? "")
    }
}
