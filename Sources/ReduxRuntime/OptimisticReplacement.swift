/// What the prediction of a call replaced in a field that `into` assigns (`mode: assign`).
///
/// Predictions of calls in flight together stack: each replaced the one before. When a call
/// answers while a later prediction is shown, the later one now replaces its answer (or, on a
/// failure, what it replaced), so the field shows the newest prediction until that call
/// answers too.
public struct OptimisticReplacement<Value: Sendable>: Sendable {
    /// The field's value before the prediction.
    public let replaced: Value
}

/// Two are equal when they replaced equal values: what, besides its call, makes an entry of
/// ``OptimisticCalls`` differ from another.
extension OptimisticReplacement: Equatable where Value: Equatable {}

extension OptimisticCalls {
    /// Shows `prediction` in `field` for `call`.
    ///
    /// ```swift
    /// var predictions = state.setFavoritePredictions.take()
    /// predictions.predict(true, in: &state.isFavorite, for: ())
    /// state.setFavoritePredictions = predictions
    /// ```
    public mutating func predict<Value>(_ prediction: Value, in field: inout Value, for call: Call)
    where Change == OptimisticReplacement<Value> {
        add(OptimisticReplacement(replaced: field), for: call)
        field = prediction
    }

    /// Puts `answer` where the prediction of the oldest call that `matches` was; assigns it
    /// when no call matches (its prediction was `nil`).
    public mutating func confirm<Value>(_ answer: Value, in field: inout Value, where matches: (Call) -> Bool = { _ in true })
    where Change == OptimisticReplacement<Value> {
        put(answer, in: &field, replacing: removeOldest(where: matches)?.position)
    }

    /// Undoes the prediction of the oldest call that `matches`, if any.
    public mutating func rollBack<Value>(in field: inout Value, where matches: (Call) -> Bool = { _ in true })
    where Change == OptimisticReplacement<Value> {
        guard let (change, position) = removeOldest(where: matches) else { return }
        put(change.replaced, in: &field, replacing: position)
    }

    /// Undoes the predictions of every call that `matches` (of those made after the first
    /// `count`), newest first: for a cancel, a call that supersedes them, or a skipped call.
    public mutating func rollBackAll<Value>(in field: inout Value, after count: Int = 0, where matches: (Call) -> Bool = { _ in true })
    where Change == OptimisticReplacement<Value> {
        for position in positionsNewestFirst(after: count, where: matches) {
            let change = entries.remove(at: position).change
            put(change.replaced, in: &field, replacing: position)
        }
    }

    /// Puts `value` in the field, or, when a later prediction (now at `position`) is shown,
    /// makes it the value that prediction replaced.
    private mutating func put<Value>(_ value: Value, in field: inout Value, replacing position: Int?)
    where Change == OptimisticReplacement<Value> {
        if let position, position < entries.count {
            entries[position].change = OptimisticReplacement(replaced: value)
        } else {
            field = value
        }
    }
}
