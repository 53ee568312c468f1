@testable import ReduxRuntime
import XCTest

private struct Post: Identifiable, Equatable, Sendable {
    var id: String
    var text: String
}

/// Predictions shown at once, undone exactly on failure and replaced by the answer on success,
/// per call: for each `into` mode, with calls in flight together.
final class OptimisticCallsTests: XCTestCase {
    // MARK: append (a chat's sends)

    func testTwoOverlappingQueuedSendsTheSecondFailingUndoOnlyTheSecond() {
        var messages = ["hello"]
        var sends = OptimisticCalls<Void, OptimisticInsertion<String>>()
        sends.predict("a (sending)", appendingTo: &messages, for: ())
        sends.predict("b (sending)", appendingTo: &messages, for: ())
        XCTAssertEqual(messages, ["hello", "a (sending)", "b (sending)"], "not shown at once")
        messages.append("from a stream")

        // Queued calls answer in call order: the oldest call's answer first.
        sends.confirm("a", appendingTo: &messages)
        sends.rollBack(in: &messages)
        XCTAssertEqual(messages, ["hello", "a", "from a stream"])
        XCTAssertTrue(sends.isEmpty)
    }

    func testConcurrentCallsAreToldApartByTheirParams() {
        var messages: [String] = []
        var sends = OptimisticCalls<String, OptimisticInsertion<String>>()
        sends.predict("a…", appendingTo: &messages, for: "a")
        sends.predict("b…", appendingTo: &messages, for: "b")
        sends.predict("c…", appendingTo: &messages, for: "c")
        sends.rollBack(in: &messages) { $0 == "b" }
        sends.confirm("C", appendingTo: &messages) { $0 == "c" }
        XCTAssertEqual(messages, ["a…", "C"])
        XCTAssertEqual(sends.calls, ["a"])
        sends.confirm("A", appendingTo: &messages) { $0 == "a" }
        XCTAssertEqual(messages, ["A", "C"])
    }

    func testEqualPredictionsAreUndoneNewestFirstForAnAppendAndOldestFirstForAPrepend() {
        var appended = ["x", "same", "y", "same"]
        var appends = OptimisticCalls<Void, OptimisticInsertion<String>>()
        appends.predict("same", appendingTo: &appended, for: ())
        appends.rollBack(in: &appended)
        XCTAssertEqual(appended, ["x", "same", "y", "same"])

        var prepended = ["same", "y"]
        var prepends = OptimisticCalls<Void, OptimisticInsertion<String>>()
        prepends.predict(["same", "z"], prependingTo: &prepended, for: ())
        XCTAssertEqual(prepended, ["same", "z", "same", "y"])
        prepends.confirm(["S", "Z"], prependingTo: &prepended)
        XCTAssertEqual(prepended, ["S", "Z", "same", "y"])
    }

    /// Two queued searches that predict the same row: the first answer replaces the first
    /// call's row, so the rows keep the order of the calls.
    func testCallsThatPredictedEqualElementsOwnTheirRunsInCallOrder() {
        var appended: [Int] = []
        var appends = OptimisticCalls<Void, OptimisticInsertion<Int>>()
        appends.predict([100], appendingTo: &appended, for: ())
        appends.predict([100], appendingTo: &appended, for: ())
        appends.confirm([1], appendingTo: &appended)
        XCTAssertEqual(appended, [1, 100], "the first answer took the second call's place")
        appends.confirm([2], appendingTo: &appended)
        XCTAssertEqual(appended, [1, 2])

        var prepended: [Int] = []
        var prepends = OptimisticCalls<Void, OptimisticInsertion<Int>>()
        prepends.predict(100, prependingTo: &prepended, for: ())
        prepends.predict(100, prependingTo: &prepended, for: ())
        prepends.confirm(1, prependingTo: &prepended)
        XCTAssertEqual(prepended, [100, 1], "the first answer took the second call's place")
        prepends.confirm(2, prependingTo: &prepended)
        XCTAssertEqual(prepended, [2, 1])
    }

    func testEqualPredictionsOfTwoCallsEachKeepTheirPlaceForTheirAnswer() {
        var sent = ["hello"]
        var sends = OptimisticCalls<Void, OptimisticInsertion<String>>()
        sends.predict("pending", appendingTo: &sent, for: ())
        sends.predict("pending", appendingTo: &sent, for: ())
        sends.confirm("first", appendingTo: &sent)
        XCTAssertEqual(sent, ["hello", "first", "pending"])
        sends.rollBack(in: &sent)
        XCTAssertEqual(sent, ["hello", "first"])

        var newest = ["hello"]
        var posts = OptimisticCalls<Void, OptimisticInsertion<String>>()
        posts.predict("pending", prependingTo: &newest, for: ())
        posts.predict("pending", prependingTo: &newest, for: ())
        posts.confirm("first", prependingTo: &newest)
        XCTAssertEqual(newest, ["pending", "first", "hello"])
    }

    func testAPredictionTheLogicChangedIsNotFoundTheAnswerIsAddedAndAFailureUndoesNothing() {
        var messages: [String] = []
        var sends = OptimisticCalls<Void, OptimisticInsertion<String>>()
        sends.predict("a…", appendingTo: &messages, for: ())
        messages[0] = "a (edited)"
        sends.confirm("a", appendingTo: &messages)
        XCTAssertEqual(messages, ["a (edited)", "a"])
        sends.predict("b…", appendingTo: &messages, for: ())
        messages.removeLast()
        sends.rollBack(in: &messages)
        XCTAssertEqual(messages, ["a (edited)", "a"])
    }

    func testAnAnswerWithoutAPredictionIsStoredAsUsual() {
        var messages = ["x"]
        var sends = OptimisticCalls<Void, OptimisticInsertion<String>>()
        sends.confirm("appended", appendingTo: &messages)
        sends.confirm("prepended", prependingTo: &messages)
        sends.rollBack(in: &messages)
        XCTAssertEqual(messages, ["prepended", "x", "appended"])
    }

    func testRollingBackAllUndoesEveryPredictionThatMatches() {
        var messages = ["x"]
        var sends = OptimisticCalls<Int, OptimisticInsertion<String>>()
        for room in [1, 2, 1] { sends.predict("to \(room)", appendingTo: &messages, for: room) }
        sends.rollBackAll(in: &messages) { $0 == 1 }
        XCTAssertEqual(messages, ["x", "to 2"])
        XCTAssertEqual(sends.calls, [2])
    }

    // MARK: assign

    func testAssignedPredictionsStackAndEachAnswerReplacesOnlyItsOwn() {
        var title = "x"
        var renames = OptimisticCalls<Void, OptimisticReplacement<String>>()
        renames.predict("a", in: &title, for: ())
        renames.predict("b", in: &title, for: ())
        XCTAssertEqual(title, "b")
        // The first call fails while the second's prediction is shown: the second now
        // replaced what the first did.
        renames.rollBack(in: &title)
        XCTAssertEqual(title, "b")
        renames.rollBack(in: &title)
        XCTAssertEqual(title, "x", "the second's failure restored the first's prediction")
    }

    func testAnAssignedAnswerUnderALaterPredictionIsWhatThatPredictionReplaced() {
        var title = "x"
        var renames = OptimisticCalls<Void, OptimisticReplacement<String>>()
        renames.predict("a", in: &title, for: ())
        renames.predict("b", in: &title, for: ())
        renames.confirm("A", in: &title)
        XCTAssertEqual(title, "b")
        renames.rollBack(in: &title)
        XCTAssertEqual(title, "A")
        renames.confirm("unpredicted", in: &title)
        XCTAssertEqual(title, "unpredicted")
    }

    func testRollingBackAllAssignedPredictionsRestoresTheFirstReplacedValue() {
        var title = "x"
        var renames = OptimisticCalls<Void, OptimisticReplacement<String>>()
        for next in ["a", "b", "c"] { renames.predict(next, in: &title, for: ()) }
        renames.rollBackAll(in: &title)
        XCTAssertEqual(title, "x")
        XCTAssertTrue(renames.isEmpty)
    }

    // MARK: keyed

    func testKeyedPredictionsStackPerKeyOnly() {
        var ratings = ["dune": 3]
        var rates = OptimisticCalls<String, OptimisticKeyedReplacement<String, Int>>()
        rates.predict(5, in: &ratings, at: "dune", for: "dune")
        rates.predict(4, in: &ratings, at: "emma", for: "emma")
        rates.predict(1, in: &ratings, at: "dune", for: "dune")
        rates.rollBack(in: &ratings) { $0 == "emma" }
        XCTAssertEqual(ratings, ["dune": 1])
        rates.confirm(5, in: &ratings, at: "dune") { $0 == "dune" }
        XCTAssertEqual(ratings, ["dune": 1], "an older answer replaced a newer prediction")
        rates.rollBack(in: &ratings) { $0 == "dune" }
        XCTAssertEqual(ratings, ["dune": 5])
        rates.rollBackAll(in: &ratings) { _ in true }
        XCTAssertEqual(ratings, ["dune": 5])
    }

    // MARK: upsert

    func testAnUpsertedPredictionIsReplacedInPlaceByTheAnswerOrUndone() {
        var posts = [Post(id: "1", text: "one"), Post(id: "2", text: "two")]
        var edits = OptimisticCalls<Void, OptimisticUpsert<Post>>()
        edits.predict(Post(id: "1", text: "one, edited…"), upsertingInto: &posts, for: ())
        edits.predict(Post(id: "new", text: "three…"), upsertingInto: &posts, for: ())
        XCTAssertEqual(posts.map(\.text), ["one, edited…", "two", "three…"])
        edits.confirm(Post(id: "1", text: "one, edited"), upsertingInto: &posts)
        edits.rollBack(in: &posts)
        XCTAssertEqual(posts, [Post(id: "1", text: "one, edited"), Post(id: "2", text: "two")])
    }

    func testAnAnswerWithTheServersIDUndoesThePredictionsTemporaryID() {
        var posts = [Post(id: "1", text: "one")]
        var creates = OptimisticCalls<Void, OptimisticUpsert<Post>>()
        creates.predict(Post(id: "temporary", text: "two…"), upsertingInto: &posts, for: ())
        creates.confirm(Post(id: "2", text: "two"), upsertingInto: &posts)
        XCTAssertEqual(posts, [Post(id: "1", text: "one"), Post(id: "2", text: "two")])
    }

    func testUpsertedPredictionsOfOneIDStack() {
        var posts = [Post(id: "1", text: "one")]
        var edits = OptimisticCalls<Void, OptimisticUpsert<Post>>()
        edits.predict(Post(id: "1", text: "a"), upsertingInto: &posts, for: ())
        edits.predict(Post(id: "1", text: "b"), upsertingInto: &posts, for: ())
        edits.rollBack(in: &posts)
        XCTAssertEqual(posts.map(\.text), ["b"])
        edits.rollBack(in: &posts)
        XCTAssertEqual(posts.map(\.text), ["one"])
    }

    // MARK: equality

    func testCallsAreEqualWhenTheyHoldTheSameCallsAndChanges() {
        var field = 0
        var some = OptimisticCalls<Void, OptimisticReplacement<Int>>()
        some.predict(1, in: &field, for: ())
        var same = OptimisticCalls<Void, OptimisticReplacement<Int>>()
        var sameField = 0
        same.predict(1, in: &sameField, for: ())
        XCTAssertEqual(some, same)
        XCTAssertNotEqual(some, OptimisticCalls(), "a shown prediction equals none")

        var otherField = 7  // replaced another value: a failure would put back 7, not 0
        var other = OptimisticCalls<Void, OptimisticReplacement<Int>>()
        other.predict(1, in: &otherField, for: ())
        XCTAssertNotEqual(some, other)
    }

    func testCallsOfOtherKeysOrParamsDiffer() {
        var ratings: [Int: Int] = [:]
        var one = OptimisticCalls<Int, OptimisticKeyedReplacement<Int, Int>>()
        one.predict(5, in: &ratings, at: 1, for: 1)
        var otherRatings: [Int: Int] = [:]
        var two = OptimisticCalls<Int, OptimisticKeyedReplacement<Int, Int>>()
        two.predict(5, in: &otherRatings, at: 1, for: 2)  // the same change for another call
        XCTAssertNotEqual(one, two)

        // A call of several params (a tuple) is compared param by param.
        var lines: [String] = [], otherLines: [String] = [], sameLines: [String] = []
        var sent = OptimisticCalls<(text: String, room: Int), OptimisticInsertion<String>>()
        sent.predict("a", appendingTo: &lines, for: (text: "a", room: 1))
        var sentElsewhere = OptimisticCalls<(text: String, room: Int), OptimisticInsertion<String>>()
        sentElsewhere.predict("a", appendingTo: &otherLines, for: (text: "a", room: 2))
        var sentAgain = OptimisticCalls<(text: String, room: Int), OptimisticInsertion<String>>()
        sentAgain.predict("a", appendingTo: &sameLines, for: (text: "a", room: 1))
        XCTAssertNotEqual(sent, sentElsewhere)
        XCTAssertEqual(sent, sentAgain)
    }

    func testTakingLeavesNoCallsAndKeepsTheStorage() {
        var field: [Int] = []
        var calls = OptimisticCalls<Void, OptimisticInsertion<Int>>()
        calls.predict(1, appendingTo: &field, for: ())
        let storage = calls.entries.withUnsafeBufferPointer { $0.baseAddress }
        var taken = calls.take()
        XCTAssertTrue(calls.isEmpty)
        XCTAssertEqual(taken.count, 1)
        XCTAssertEqual(taken.entries.withUnsafeBufferPointer { $0.baseAddress }, storage, "taking copied the calls")
        taken.rollBack(in: &field)
        XCTAssertEqual(field, [])
    }
}
