/// The elements the prediction of a call inserted into an array field (`mode: append` or
/// `prepend`).
///
/// The predicted elements are found again by equality: the newest run of them for an append,
/// the oldest for a prepend, so that elements added around them meanwhile (by a stream, or
/// by other calls' predictions) stay where they are. Calls that predicted equal elements own
/// their runs in call order: the oldest call's run is the one before the later calls' (for an
/// append; after them for a prepend). Elements that the reducer's logic has changed since are
/// no longer found: nothing is undone for them.
public struct OptimisticInsertion<Element: Sendable>: Sendable {
    /// The predicted elements, in order.
    public let elements: [Element]
    /// Whether they were inserted at the start (`prepend`) rather than the end.
    public let atStart: Bool
}

extension OptimisticCalls {
    /// Appends `prediction` to `field` for `call`.
    ///
    /// ```swift
    /// state.sendMessagePredictions.predict(pending, appendingTo: &state.messages, for: ())
    /// ```
    public mutating func predict<Element>(_ prediction: Element, appendingTo field: inout [Element], for call: Call)
    where Change == OptimisticInsertion<Element> {
        predict([prediction], appendingTo: &field, for: call)
    }

    /// Appends the elements of `prediction` to `field` for `call`.
    public mutating func predict<Element>(_ prediction: [Element], appendingTo field: inout [Element], for call: Call)
    where Change == OptimisticInsertion<Element> {
        add(OptimisticInsertion(elements: prediction, atStart: false), for: call)
        field.append(contentsOf: prediction)
    }

    /// Inserts `prediction` at the start of `field` for `call`.
    public mutating func predict<Element>(_ prediction: Element, prependingTo field: inout [Element], for call: Call)
    where Change == OptimisticInsertion<Element> {
        predict([prediction], prependingTo: &field, for: call)
    }

    /// Inserts the elements of `prediction` at the start of `field` for `call`.
    public mutating func predict<Element>(_ prediction: [Element], prependingTo field: inout [Element], for call: Call)
    where Change == OptimisticInsertion<Element> {
        add(OptimisticInsertion(elements: prediction, atStart: true), for: call)
        field.insert(contentsOf: prediction, at: 0)
    }

    /// Puts `answer` where the predicted elements of the oldest call that `matches` are;
    /// appends it when no call matches (or its elements are no longer found).
    public mutating func confirm<Element: Equatable>(
        _ answer: Element, appendingTo field: inout [Element], where matches: (Call) -> Bool = { _ in true }
    ) where Change == OptimisticInsertion<Element> {
        confirm([answer], appendingTo: &field, where: matches)
    }

    /// Puts the elements of `answer` where the predicted elements of the oldest call that
    /// `matches` are; appends them when no call matches (or its elements are no longer found).
    public mutating func confirm<Element: Equatable>(
        _ answer: [Element], appendingTo field: inout [Element], where matches: (Call) -> Bool = { _ in true }
    ) where Change == OptimisticInsertion<Element> {
        replacePrediction(with: answer, in: &field, where: matches, atStart: false)
    }

    /// Puts `answer` where the predicted elements of the oldest call that `matches` are;
    /// inserts it at the start when no call matches (or its elements are no longer found).
    public mutating func confirm<Element: Equatable>(
        _ answer: Element, prependingTo field: inout [Element], where matches: (Call) -> Bool = { _ in true }
    ) where Change == OptimisticInsertion<Element> {
        confirm([answer], prependingTo: &field, where: matches)
    }

    /// Puts the elements of `answer` where the predicted elements of the oldest call that
    /// `matches` are; inserts them at the start when no call matches (or they are no longer
    /// found).
    public mutating func confirm<Element: Equatable>(
        _ answer: [Element], prependingTo field: inout [Element], where matches: (Call) -> Bool = { _ in true }
    ) where Change == OptimisticInsertion<Element> {
        replacePrediction(with: answer, in: &field, where: matches, atStart: true)
    }

    /// Removes the predicted elements of the oldest call that `matches`, if any.
    public mutating func rollBack<Element: Equatable>(in field: inout [Element], where matches: (Call) -> Bool = { _ in true })
    where Change == OptimisticInsertion<Element> {
        guard let (change, position) = take(where: matches), let range = range(of: change, from: position, in: field) else { return }
        field.removeSubrange(range)
    }

    /// Removes the predicted elements of every call that `matches` (of those made after the
    /// first `count`), newest first.
    public mutating func rollBackAll<Element: Equatable>(
        in field: inout [Element], after count: Int = 0, where matches: (Call) -> Bool = { _ in true }
    ) where Change == OptimisticInsertion<Element> {
        for position in positionsNewestFirst(after: count, where: matches) {
            let change = entries.remove(at: position).change
            if let range = range(of: change, from: position, in: field) { field.removeSubrange(range) }
        }
    }

    private mutating func replacePrediction<Element: Equatable>(
        with answer: [Element], in field: inout [Element], where matches: (Call) -> Bool, atStart: Bool
    ) where Change == OptimisticInsertion<Element> {
        if let (change, position) = take(where: matches), let range = range(of: change, from: position, in: field) {
            field.replaceSubrange(range, with: answer)
        } else if atStart {
            field.insert(contentsOf: answer, at: 0)
        } else {
            field.append(contentsOf: answer)
        }
    }

    /// Where the predicted elements of `change` are in `field`, for the call that was at
    /// `position` of the calls (taken out of them): counted from the end for an append, from
    /// the start for a prepend, the first run of them that no later call with equal predicted
    /// elements owns.
    private func range<Element: Equatable>(of change: OptimisticInsertion<Element>, from position: Int, in field: [Element]) -> Range<Int>?
    where Change == OptimisticInsertion<Element> {
        let count = change.elements.count
        guard count <= field.count else { return nil }
        var runsOfLaterCalls = entries[position...].count { $0.change.atStart == change.atStart && $0.change.elements == change.elements }
        let matches = { (start: Int) in field[start..<start + count].elementsEqual(change.elements) }
        var start = change.atStart ? 0 : field.count - count
        while start >= 0, start + count <= field.count {
            if matches(start) {
                if runsOfLaterCalls == 0 { return start..<start + count }
                runsOfLaterCalls -= 1
                start += change.atStart ? max(count, 1) : -max(count, 1)
            } else {
                start += change.atStart ? 1 : -1
            }
        }
        return nil
    }
}
