import XCTest
@testable import GoldenFeatures
@testable import ReduxRuntime

/// The generated reducer changes an optimistic request's predictions in place: an action that
/// predicts, confirms or undoes a prediction does not copy the predictions' storage, whatever
/// the `into` mode (append, assign, keyed, upsert).
final class PredictionStorageTests: XCTestCase {
    /// Room for every prediction below, so that a new storage can only come from a copy.
    private static let capacity = 64

    /// Reduces `actions` one by one and counts those after which a predictions field's
    /// storage is another than before it: each is a copy of the predictions made by the action.
    private func copies(reducing actions: [InboxAction], from state: inout InboxState) -> Int {
        state.sendPredictions.entries.reserveCapacity(Self.capacity)
        state.renamePredictions.entries.reserveCapacity(Self.capacity)
        state.ratePredictions.entries.reserveCapacity(Self.capacity)
        state.archivePredictions.entries.reserveCapacity(Self.capacity)
        func storages() -> [UnsafeRawPointer?] {
            [
                Self.storage(of: state.sendPredictions), Self.storage(of: state.renamePredictions),
                Self.storage(of: state.ratePredictions), Self.storage(of: state.archivePredictions),
            ]
        }
        var copies = 0
        for action in actions {
            let before = storages()
            InboxReducer.reduce(&state, action)
            if storages() != before { copies += 1 }
        }
        return copies
    }

    private static func storage<Call, Change>(of predictions: OptimisticCalls<Call, Change>) -> UnsafeRawPointer? {
        predictions.entries.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    func testPredictingConfirmingAndUndoingCopyNoPredictions() {
        let conversations = (1...10).map { Conversation(id: $0, subject: "s\($0)") }
        var state = InboxState(conversations: conversations, title: "Inbox")
        let sends: [InboxAction] = (1...10).map { .send(text: "m\($0)") }
        let sendAnswers: [InboxAction] = (1...5).map { .sendSuccess(text: "m\($0)", Mail(id: $0, text: "m\($0)")) }
            + (6...10).map { .sendFailure(text: "m\($0)", .rejected) }
        let renames: [InboxAction] = [.rename(title: "a"), .rename(title: "b"), .renameSuccess(title: "b", "b"), .rename(title: "c"), .cancelRename]
        let rates: [InboxAction] = (1...10).map { .rate(id: $0, stars: $0 % 5) } + (1...10).map { .rateSuccess(id: $0, stars: $0 % 5, $0 % 5) }
        let archives: [InboxAction] = (1...10).map { .archive(id: $0) }
            + (1...10).reversed().map { .archiveSuccess(id: $0, Conversation(id: $0, subject: "s\($0)", isArchived: true)) }
        let actions = sends + sendAnswers + renames + rates + archives

        XCTAssertEqual(copies(reducing: actions, from: &state), 0, "actions that copied the predictions' storage")

        // The actions did predict and answer: what the fields show is the answers'.
        // The failed sends stay shown, marked failed (`onFailure: keep`).
        XCTAssertEqual(state.mails.map(\.text), (1...10).map { "m\($0)" })
        XCTAssertEqual(state.sendPredictions.failed.map(\.text), (6...10).map { "m\($0)" })
        XCTAssertEqual(state.title, "b")
        XCTAssertEqual(state.ratings, Dictionary(uniqueKeysWithValues: (1...10).map { ($0, $0 % 5) }))
        XCTAssertTrue(state.conversations.allSatisfy(\.isArchived))
        XCTAssertTrue(state.sendPredictions.isEmpty && state.renamePredictions.isEmpty && state.ratePredictions.isEmpty && state.archivePredictions.isEmpty)
    }
}
