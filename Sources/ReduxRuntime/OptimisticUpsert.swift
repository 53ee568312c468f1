/// What the prediction of a call replaced in an array field that `into` upserts by `id`
/// (`mode: upsert`): for each predicted element, the element with its id before (or none).
///
/// Predictions of the same id stack as ``OptimisticReplacement``'s do. A success replaces the
/// predicted elements whose ids the answer has in place, and undoes the others (a prediction
/// made with a temporary id, say) before it upserts the answer. A prediction of an id whose
/// prediction failed and was kept (`onFailure: keep`) shows in its place, and an undo of it
/// marks that one failed again; an answer of such an id ends its failure mark.
public struct OptimisticUpsert<Element: Identifiable & Sendable>: Sendable {
    /// The predicted elements, in order.
    public let elements: [Element]
    /// For each predicted element, the element with its id before the prediction (`nil`: none).
    public internal(set) var replaced: [Element?]
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
        // A failed prediction shown again replaced, for its id, what the field held before it.
        let resumed = endFailures(of: Set(prediction.map(\.id)))
        var replacedByFailed: [Element.ID: Element?] = [:]
        for (element, before) in zip(resumed?.elements ?? [], resumed?.replaced ?? []) where replacedByFailed[element.id] == nil {
            replacedByFailed[element.id] = before
        }
        var replaced: [Element?] = []
        for element in prediction {
            if let before = replacedByFailed[element.id] {
                replaced.append(before)
            } else {
                replaced.append(field.first { $0.id == element.id })
            }
            field.upsert(element)
        }
        add(OptimisticUpsert(elements: prediction, replaced: replaced), for: call, resuming: resumed)
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
        _ = endFailures(of: Set(answer.map(\.id)))
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
        guard let (entry, position) = removeOldestEntry(where: matches) else { return }
        undo(undoing(entry), in: &field, from: position)
        markFailedAgain(entry)
    }

    /// Undoes the predictions of every call that `matches` (of those made after the first
    /// `count`), newest first.
    public mutating func rollBackAll<Element>(in field: inout [Element], after count: Int = 0, where matches: (Call) -> Bool = { _ in true })
    where Change == OptimisticUpsert<Element> {
        for position in positionsNewestFirst(after: count, where: matches) {
            let entry = entries.remove(at: position)
            undo(undoing(entry), in: &field, from: position)
            markFailedAgain(entry)
        }
    }

    /// What an undo of `entry` puts back: what its prediction replaced, or, for the ids of a
    /// failed prediction it showed again, that failed prediction.
    private func undoing<Element>(_ entry: Entry) -> Change where Change == OptimisticUpsert<Element> {
        guard let resumed = entry.resumed else { return entry.change }
        let failed = Dictionary(resumed.elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let change = entry.change
        return OptimisticUpsert(elements: change.elements, replaced: zip(change.elements, change.replaced).map { failed[$0.id] ?? $1 })
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
