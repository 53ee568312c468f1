/// What the prediction of a call replaced in an array field that `into` upserts by `id`
/// (`mode: upsert`): for each predicted element, the element with its id before (or none).
///
/// Predictions of the same id stack as ``OptimisticReplacement``'s do. A success replaces the
/// predicted elements whose ids the answer has in place, and undoes the others (a prediction
/// made with a temporary id, say) before it upserts the answer.
public struct OptimisticUpsert<Element: Identifiable & Sendable>: Sendable {
    /// The predicted elements, in order.
    public let elements: [Element]
    /// For each predicted element, the element with its id before the prediction (`nil`: none).
    public fileprivate(set) var replaced: [Element?]
}

/// Two are equal when they upserted equal elements in place of equal ones (or none): what,
/// besides its call, makes an entry of ``OptimisticCalls`` differ from another.
extension OptimisticUpsert: Equatable where Element: Equatable {}

extension OptimisticCalls {
    /// Upserts `prediction` into `field` for `call`.
    ///
    /// ```swift
    /// var predictions = state.editPostPredictions.take()
    /// predictions.predict(edited, upsertingInto: &state.posts, for: ())
    /// state.editPostPredictions = predictions
    /// ```
    public mutating func predict<Element>(_ prediction: Element, upsertingInto field: inout [Element], for call: Call)
    where Change == OptimisticUpsert<Element> {
        predict([prediction], upsertingInto: &field, for: call)
    }

    /// Upserts the elements of `prediction` into `field` for `call`.
    public mutating func predict<Element>(_ prediction: [Element], upsertingInto field: inout [Element], for call: Call)
    where Change == OptimisticUpsert<Element> {
        var replaced: [Element?] = []
        for element in prediction {
            replaced.append(field.first { $0.id == element.id })
            field.upsert(element)
        }
        add(OptimisticUpsert(elements: prediction, replaced: replaced), for: call)
    }

    /// Upserts `answer` in place of the prediction of the oldest call that `matches`; upserts
    /// it as usual when no call matches.
    public mutating func confirm<Element>(_ answer: Element, upsertingInto field: inout [Element], where matches: (Call) -> Bool = { _ in true })
    where Change == OptimisticUpsert<Element> {
        confirm([answer], upsertingInto: &field, where: matches)
    }

    /// Upserts the elements of `answer` in place of the prediction of the oldest call that
    /// `matches`; upserts them as usual when no call matches.
    public mutating func confirm<Element>(_ answer: [Element], upsertingInto field: inout [Element], where matches: (Call) -> Bool = { _ in true })
    where Change == OptimisticUpsert<Element> {
        guard let (change, position) = removeOldest(where: matches) else {
            field.upsert(contentsOf: answer)
            return
        }
        let answered = Set(answer.map(\.id))
        for (element, replaced) in zip(change.elements, change.replaced) where !answered.contains(element.id) {
            put(replaced, id: element.id, in: &field, from: position)
        }
        for element in answer {
            put(element, id: element.id, in: &field, from: position)
        }
    }

    /// Undoes the prediction of the oldest call that `matches`, if any.
    public mutating func rollBack<Element>(in field: inout [Element], where matches: (Call) -> Bool = { _ in true })
    where Change == OptimisticUpsert<Element> {
        guard let (change, position) = removeOldest(where: matches) else { return }
        undo(change, in: &field, from: position)
    }

    /// Undoes the predictions of every call that `matches` (of those made after the first
    /// `count`), newest first.
    public mutating func rollBackAll<Element>(in field: inout [Element], after count: Int = 0, where matches: (Call) -> Bool = { _ in true })
    where Change == OptimisticUpsert<Element> {
        for position in positionsNewestFirst(after: count, where: matches) {
            undo(entries.remove(at: position).change, in: &field, from: position)
        }
    }

    private mutating func undo<Element>(_ change: Change, in field: inout [Element], from position: Int)
    where Change == OptimisticUpsert<Element> {
        for (element, replaced) in zip(change.elements, change.replaced).reversed() {
            put(replaced, id: element.id, in: &field, from: position)
        }
    }

    /// Puts `value` (or, when `nil`, no element) at `id` in the field, in place; or, when a
    /// later prediction of `id` (from `position` on) is shown, makes it what that prediction
    /// replaced.
    private mutating func put<Element>(_ value: Element?, id: Element.ID, in field: inout [Element], from position: Int)
    where Change == OptimisticUpsert<Element> {
        for later in entries.indices where later >= position {
            if let index = entries[later].change.elements.firstIndex(where: { $0.id == id }) {
                entries[later].change.replaced[index] = value
                return
            }
        }
        let index = field.firstIndex { $0.id == id }
        switch (value, index) {
        case (let value?, let index?): field[index] = value
        case (let value?, nil): field.append(value)
        case (nil, let index?): field.remove(at: index)
        case (nil, nil): break
        }
    }
}
