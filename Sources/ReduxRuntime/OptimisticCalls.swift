/// The calls of an optimistic request that have not answered yet, each with what its
/// prediction changed, so that its failure undoes exactly that change and its success puts
/// the answer where the prediction was: the `<request>Predictions` field of a generated state.
///
/// ```swift
/// // the reducer, on `sendMessage(text:)`:
/// var predictions = state.sendMessagePredictions.take()
/// predictions.predict(predicted, appendingTo: &state.messages, for: text)
/// state.sendMessagePredictions = predictions
/// ```
///
/// On `sendMessageSuccess(text:_:)` the reducer calls
/// `predictions.confirm(message, appendingTo: &state.messages) { $0 == text }` the same way,
/// and on `sendMessageFailure(text:_:)` `predictions.rollBack(in: &state.messages) { $0 == text }`.
/// It takes the predictions out of the state (``take()``) while they change the field they
/// predict, and puts them back: both are properties of one state, which cannot be changed at
/// once, and the state holds no reference to the predictions meanwhile, so they change in
/// place, without a copy.
///
/// `Call` is what tells the calls apart when their answers arrive: nothing (`Void`) when one
/// call is in flight at a time or answers come in call order (policies `latest`, `first` and
/// `queue`), the params (or the key) otherwise. Answers go to the oldest call that matches,
/// so calls with equal params are told apart by their order. `Change` is what the prediction
/// replaced, one type per `into` mode: ``OptimisticReplacement`` (`assign`),
/// ``OptimisticKeyedReplacement`` (`keyed`), ``OptimisticInsertion`` (`append`, `prepend`),
/// ``OptimisticUpsert`` (`upsert`).
///
/// A request with `optimistic: { onFailure: keep }` leaves a failed call's prediction shown,
/// marked failed, for the user to send again: `markFailed(in:where:)` instead of
/// `rollBack(in:where:)`, and the view reads ``failed`` (see `OptimisticFailures.swift`).
///
/// ## Equality
/// Two are equal when they hold the same calls in the same order, each with an equal change,
/// and the same failed predictions:
/// two states that show the same fields but would undo or confirm different predictions
/// differ, and a test's state assertion (`TestStore`) fails on them. A call is compared with
/// `==`; a call of several params (a tuple) param by param, and `Void` calls are all equal.
public struct OptimisticCalls<Call: Sendable, Change: Sendable>: Sendable {
    struct Entry: Sendable {
        let call: Call
        var change: Change
        /// The failed prediction that this call's prediction shows again (a resend), which an
        /// undo of this call marks failed again rather than removes.
        var resumed: Change? = nil
    }

    /// The calls in the order they were made.
    var entries: [Entry] = []

    /// The predictions of the calls that failed and left them shown (`onFailure: keep`),
    /// oldest first; see ``OptimisticFailures``.
    var failures: [Change] = []

    /// No calls.
    public init() {}

    /// The calls whose predictions are shown, oldest first.
    public var calls: [Call] { entries.map(\.call) }

    /// Whether no call in flight shows a prediction (failed predictions kept aside).
    public var isEmpty: Bool { entries.isEmpty }

    /// The number of calls whose predictions are shown: what a reducer notes before a call
    /// predicts, to undo that call's prediction alone if the call is skipped.
    ///
    /// ```swift
    /// let before = state.sendPredictions.count
    /// // … the call predicts, its condition turns out false:
    /// var predictions = state.sendPredictions.take()
    /// predictions.rollBackAll(in: &state.messages, after: before)
    /// state.sendPredictions = predictions
    /// ```
    public var count: Int { entries.count }

    /// Returns the calls and leaves none: what a reducer does before the calls change the
    /// field they predict, a property of the same state, and then puts them back.
    ///
    /// ```swift
    /// var predictions = state.sendPredictions.take()
    /// predictions.rollBack(in: &state.messages)
    /// state.sendPredictions = predictions
    /// ```
    ///
    /// The calls returned are then the only reference to their storage, which changes in
    /// place; a copy of the field (`var predictions = state.sendPredictions`) would share it
    /// with the state and copy it at the first change.
    public mutating func take() -> Self {
        let taken = self
        self = Self()
        return taken
    }

    mutating func add(_ change: Change, for call: Call, resuming resumed: Change? = nil) {
        entries.append(Entry(call: call, change: change, resumed: resumed))
    }

    /// Removes the oldest call that `matches` and returns its change and the position it had
    /// (where the calls after it now start).
    mutating func removeOldest(where matches: (Call) -> Bool) -> (change: Change, position: Int)? {
        removeOldestEntry(where: matches).map { ($0.entry.change, $0.position) }
    }

    /// Removes the oldest call that `matches` and returns it and the position it had.
    mutating func removeOldestEntry(where matches: (Call) -> Bool) -> (entry: Entry, position: Int)? {
        guard let position = entries.firstIndex(where: { matches($0.call) }) else { return nil }
        return (entries.remove(at: position), position)
    }

    /// Marks failed again the failed prediction that an undone call had resumed.
    mutating func markFailedAgain(_ entry: Entry) {
        if let resumed = entry.resumed { failures.append(resumed) }
    }

    /// The positions of the calls after the first `count` that `matches`, newest first: the
    /// order to undo them in.
    func positionsNewestFirst(after count: Int = 0, where matches: (Call) -> Bool) -> [Int] {
        entries.indices.reversed().filter { $0 >= count && matches(entries[$0].call) }
    }
}

extension OptimisticCalls: Equatable where Change: Equatable {
    /// Whether both hold the same calls in the same order, each with an equal change; see
    /// "Equality".
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.failures == rhs.failures && lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy {
                $0.change == $1.change && $0.resumed == $1.resumed && CallEquality.same($0.call, $1.call)
            }
    }
}
