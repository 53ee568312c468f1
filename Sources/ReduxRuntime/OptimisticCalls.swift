/// The calls of an optimistic request that have not answered yet, each with what its
/// prediction changed, so that its failure undoes exactly that change and its success puts
/// the answer where the prediction was: the `<request>Predictions` field of a generated state.
///
/// ```swift
/// // the reducer, on `sendMessage(text:)`, `sendMessageSuccess(text:_:)` and `sendMessageFailure(text:_:)`:
/// state.sendMessagePredictions.predict(predicted, appendingTo: &state.messages, for: text)
/// state.sendMessagePredictions.confirm(message, appendingTo: &state.messages) { $0 == text }
/// state.sendMessagePredictions.rollBack(in: &state.messages) { $0 == text }
/// ```
///
/// `Call` is what tells the calls apart when their answers arrive: nothing (`Void`) when one
/// call is in flight at a time or answers come in call order (policies `latest`, `first` and
/// `queue`), the params (or the key) otherwise. Answers go to the oldest call that matches,
/// so calls with equal params are told apart by their order. `Change` is what the prediction
/// replaced, one type per `into` mode: ``OptimisticReplacement`` (`assign`),
/// ``OptimisticKeyedReplacement`` (`keyed`), ``OptimisticInsertion`` (`append`, `prepend`),
/// ``OptimisticUpsert`` (`upsert`).
///
/// ## Equality
/// Any two are equal: the calls and their changes repeat what the state shows (the prediction
/// is in the `into` field, the call in the request's status), so they never make two states
/// differ, and a test asserts the predicted field, not this bookkeeping.
public struct OptimisticCalls<Call: Sendable, Change: Sendable>: Sendable {
    struct Entry: Sendable {
        let call: Call
        var change: Change
    }

    /// The calls in the order they were made.
    var entries: [Entry] = []

    /// No calls.
    public init() {}

    /// The calls whose predictions are shown, oldest first.
    public var calls: [Call] { entries.map(\.call) }

    /// Whether no prediction is shown.
    public var isEmpty: Bool { entries.isEmpty }

    /// The number of calls whose predictions are shown: what a reducer notes before a call
    /// predicts, to undo that call's prediction alone if the call is skipped.
    ///
    /// ```swift
    /// let before = state.sendPredictions.count
    /// // … the call predicts, its condition turns out false:
    /// state.sendPredictions.rollBackAll(in: &state.messages, after: before)
    /// ```
    public var count: Int { entries.count }

    mutating func add(_ change: Change, for call: Call) {
        entries.append(Entry(call: call, change: change))
    }

    /// Removes the oldest call that `matches` and returns its change and the position it had
    /// (where the calls after it now start).
    mutating func take(where matches: (Call) -> Bool) -> (change: Change, position: Int)? {
        guard let position = entries.firstIndex(where: { matches($0.call) }) else { return nil }
        return (entries.remove(at: position).change, position)
    }

    /// The positions of the calls after the first `count` that `matches`, newest first: the
    /// order to undo them in.
    func positionsNewestFirst(after count: Int = 0, where matches: (Call) -> Bool) -> [Int] {
        entries.indices.reversed().filter { $0 >= count && matches(entries[$0].call) }
    }
}

extension OptimisticCalls: Equatable {
    /// Always `true`; see "Equality".
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
}
