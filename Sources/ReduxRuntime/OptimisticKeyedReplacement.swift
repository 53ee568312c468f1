/// What the prediction of a call replaced at one key of a dictionary field (`mode: keyed`).
///
/// Predictions at the same key stack as ``OptimisticReplacement``'s do; predictions at other
/// keys are independent.
public struct OptimisticKeyedReplacement<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The key the prediction was stored at.
    public let key: Key
    /// The value at the key before the prediction (`nil`: none).
    public let replaced: Value?
}

/// Two are equal when they replaced equal entries (or none) at the same key: what, besides
/// its call, makes an entry of ``OptimisticCalls`` differ from another.
extension OptimisticKeyedReplacement: Equatable where Value: Equatable {}

extension OptimisticCalls {
    /// Shows `prediction` at `field[key]` for `call`.
    ///
    /// ```swift
    /// var predictions = state.rateBookPredictions.take()
    /// predictions.predict(5, in: &state.ratings, at: id, for: id)
    /// state.rateBookPredictions = predictions
    /// ```
    public mutating func predict<Key, Value>(_ prediction: Value, in field: inout [Key: Value], at key: Key, for call: Call)
    where Change == OptimisticKeyedReplacement<Key, Value> {
        add(OptimisticKeyedReplacement(key: key, replaced: field[key]), for: call)
        field[key] = prediction
    }

    /// Puts `answer` at `key` where the prediction of the oldest call that `matches` was;
    /// stores it there when no call matches.
    public mutating func confirm<Key, Value>(
        _ answer: Value, in field: inout [Key: Value], at key: Key, where matches: (Call) -> Bool
    ) where Change == OptimisticKeyedReplacement<Key, Value> {
        let position = removeOldest(where: matches)?.position
        put(answer, in: &field, at: key, from: position)
    }

    /// Undoes the prediction of the oldest call that `matches`, if any.
    public mutating func rollBack<Key, Value>(in field: inout [Key: Value], where matches: (Call) -> Bool)
    where Change == OptimisticKeyedReplacement<Key, Value> {
        guard let (change, position) = removeOldest(where: matches) else { return }
        put(change.replaced, in: &field, at: change.key, from: position)
    }

    /// Undoes the predictions of every call that `matches` (of those made after the first
    /// `count`), newest first.
    public mutating func rollBackAll<Key, Value>(
        in field: inout [Key: Value], after count: Int = 0, where matches: (Call) -> Bool = { _ in true }
    ) where Change == OptimisticKeyedReplacement<Key, Value> {
        for position in positionsNewestFirst(after: count, where: matches) {
            let change = entries.remove(at: position).change
            put(change.replaced, in: &field, at: change.key, from: position)
        }
    }

    /// Puts `value` at `key`, or, when a later prediction at `key` (from `position` on) is
    /// shown, makes it the value that prediction replaced.
    private mutating func put<Key, Value>(_ value: Value?, in field: inout [Key: Value], at key: Key, from position: Int?)
    where Change == OptimisticKeyedReplacement<Key, Value> {
        if let position, let later = entries[position...].firstIndex(where: { $0.change.key == key }) {
            entries[later].change = OptimisticKeyedReplacement(key: key, replaced: value)
        } else {
            field[key] = value
        }
    }
}
