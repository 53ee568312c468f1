@testable import ReduxRuntime
import XCTest

private struct Note: Identifiable, Equatable, Sendable {
    var id: Int
    var text: String
}

/// A failed call of a request with `onFailure: keep` leaves its prediction shown, marked
/// failed; a resend predicts it again and takes its place, one row throughout.
final class OptimisticFailuresTests: XCTestCase {
    // MARK: append

    func testAFailedSendStaysShownMarkedFailedAndItsResendReplacesItOnSuccess() {
        var messages = ["hello"]
        var sends = OptimisticCalls<Void, OptimisticInsertion<String>>()
        sends.predict("hi…", appendingTo: &messages, for: ())
        sends.markFailed(in: &messages)
        XCTAssertEqual(messages, ["hello", "hi…"], "the failed prediction is not kept")
        XCTAssertEqual(sends.failed, ["hi…"])
        XCTAssertTrue(sends.isEmpty, "a failed call is still in flight")

        messages.append("from a stream")
        sends.predict("hi…", appendingTo: &messages, for: ())
        XCTAssertEqual(messages, ["hello", "hi…", "from a stream"], "the resend does not show the failed row again, in place")
        XCTAssertEqual(sends.failed, [], "the resend is still marked failed")
        XCTAssertEqual(sends.count, 1)

        sends.confirm("hi", appendingTo: &messages)
        XCTAssertEqual(messages, ["hello", "hi", "from a stream"])
        XCTAssertTrue(sends.isEmpty)
        XCTAssertEqual(sends.failed, [])
    }

    func testAResendThatFailsAgainIsMarkedFailedOnce() {
        var messages: [String] = []
        var sends = OptimisticCalls<Void, OptimisticInsertion<String>>()
        sends.predict("hi…", appendingTo: &messages, for: ())
        sends.markFailed(in: &messages)
        sends.predict("hi…", appendingTo: &messages, for: ())
        sends.markFailed(in: &messages)
        XCTAssertEqual(messages, ["hi…"])
        XCTAssertEqual(sends.failed, ["hi…"])
    }

    /// Two equal sends, the first failing: its resend shows no third row, and each answer
    /// replaces one of the two.
    func testAResendBesideAnEqualCallInFlightShowsNoThirdRow() {
        var messages: [String] = []
        var sends = OptimisticCalls<Void, OptimisticInsertion<String>>()
        sends.predict("hi…", appendingTo: &messages, for: ())
        sends.predict("hi…", appendingTo: &messages, for: ())
        sends.markFailed(in: &messages)
        messages.append("x")
        sends.predict("hi…", appendingTo: &messages, for: ())
        XCTAssertEqual(messages, ["hi…", "hi…", "x"])
        sends.confirm("second", appendingTo: &messages)
        sends.confirm("resent", appendingTo: &messages)
        XCTAssertEqual(messages.sorted(), ["resent", "second", "x"])
        XCTAssertTrue(sends.isEmpty)
        XCTAssertEqual(sends.failed, [])
    }

    func testAPrependedFailureStaysInPlaceOnItsResend() {
        var posts = ["old"]
        var sends = OptimisticCalls<Void, OptimisticInsertion<String>>()
        sends.predict("new…", prependingTo: &posts, for: ())
        sends.markFailed(in: &posts)
        posts.insert("pushed", at: 0)
        sends.predict("new…", prependingTo: &posts, for: ())
        XCTAssertEqual(posts, ["pushed", "new…", "old"])
        sends.confirm("new", prependingTo: &posts)
        XCTAssertEqual(posts, ["pushed", "new", "old"])
    }

    /// A cancel (or a superseding call, or a skipped one) undoes the resend: the row it
    /// showed again is left as it was, marked failed.
    func testAnUndoneResendLeavesTheRowMarkedFailed() {
        var messages = ["hello"]
        var sends = OptimisticCalls<Void, OptimisticInsertion<String>>()
        sends.predict("hi…", appendingTo: &messages, for: ())
        sends.markFailed(in: &messages)
        let failedOnce = sends
        sends.predict("hi…", appendingTo: &messages, for: ())
        sends.predict("other…", appendingTo: &messages, for: ())
        sends.rollBackAll(in: &messages)
        XCTAssertEqual(messages, ["hello", "hi…"])
        XCTAssertEqual(sends.failed, ["hi…"])
        XCTAssertEqual(sends, failedOnce)
    }

    func testAFailedRowTheLogicRemovesIsForgotten() {
        var messages: [String] = []
        var sends = OptimisticCalls<Void, OptimisticInsertion<String>>()
        sends.predict("hi…", appendingTo: &messages, for: ())
        sends.markFailed(in: &messages)
        messages.removeAll { $0 == "hi…" }
        sends.forgetFailed { $0 == "hi…" }
        XCTAssertEqual(sends.failed, [])
        XCTAssertEqual(sends, OptimisticCalls())
    }

    func testFailedPredictionsTellStatesApart() {
        var messages: [String] = []
        var failedOnce = OptimisticCalls<Void, OptimisticInsertion<String>>()
        failedOnce.predict("hi…", appendingTo: &messages, for: ())
        failedOnce.markFailed(in: &messages)
        XCTAssertNotEqual(failedOnce, OptimisticCalls())
    }

    // MARK: upsert

    func testAFailedUpsertStaysInPlaceAndAResendOfItsIDReplacesIt() {
        var notes = [Note(id: 1, text: "one")]
        var sends = OptimisticCalls<Void, OptimisticUpsert<Note>>()
        sends.predict(Note(id: -1, text: "hi…"), upsertingInto: &notes, for: ())
        sends.markFailed(in: &notes)
        XCTAssertEqual(notes, [Note(id: 1, text: "one"), Note(id: -1, text: "hi…")])
        XCTAssertEqual(sends.failed.map(\.id), [-1])

        notes.append(Note(id: 2, text: "two"))
        sends.predict(Note(id: -1, text: "hi…"), upsertingInto: &notes, for: ())
        XCTAssertEqual(sends.failed, [], "the resend is still marked failed")
        XCTAssertEqual(notes.map(\.id), [1, -1, 2], "the resend's row is not the failed one's")

        sends.confirm(Note(id: 3, text: "hi"), upsertingInto: &notes)
        XCTAssertEqual(notes, [Note(id: 1, text: "one"), Note(id: 2, text: "two"), Note(id: 3, text: "hi")])
        XCTAssertTrue(sends.isEmpty)
    }

    func testAnUndoneUpsertResendLeavesTheFailedRowMarkedFailed() {
        var notes: [Note] = []
        var sends = OptimisticCalls<Void, OptimisticUpsert<Note>>()
        sends.predict(Note(id: -1, text: "hi…"), upsertingInto: &notes, for: ())
        sends.markFailed(in: &notes)
        sends.predict(Note(id: -1, text: "hi… (again)"), upsertingInto: &notes, for: ())
        XCTAssertEqual(notes, [Note(id: -1, text: "hi… (again)")])
        sends.rollBack(in: &notes)
        XCTAssertEqual(notes, [Note(id: -1, text: "hi…")])
        XCTAssertEqual(sends.failed, [Note(id: -1, text: "hi…")])
        sends.predict(Note(id: -1, text: "hi…"), upsertingInto: &notes, for: ())
        sends.rollBackAll(in: &notes)
        XCTAssertEqual(sends.failed, [Note(id: -1, text: "hi…")])
    }

    func testAnUpsertedAnswerOfAFailedIDEndsItsMark() {
        var notes: [Note] = []
        var edits = OptimisticCalls<Void, OptimisticUpsert<Note>>()
        edits.predict(Note(id: 1, text: "edited…"), upsertingInto: &notes, for: ())
        edits.markFailed(in: &notes)
        edits.confirm(Note(id: 1, text: "from the server"), upsertingInto: &notes)
        XCTAssertEqual(notes, [Note(id: 1, text: "from the server")])
        XCTAssertEqual(edits.failed, [])
    }

    func testAFailedUpsertTheLogicRemovesIsForgotten() {
        var notes: [Note] = []
        var sends = OptimisticCalls<Void, OptimisticUpsert<Note>>()
        sends.predict([Note(id: -1, text: "a"), Note(id: -2, text: "b")], upsertingInto: &notes, for: ())
        sends.markFailed(in: &notes)
        sends.forgetFailed { $0.id == -1 }
        XCTAssertEqual(sends.failed, [Note(id: -2, text: "b")])
    }
}
