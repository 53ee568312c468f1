/// The elements the prediction of a call inserted into an array field (`mode: append` or
/// `prepend`).
///
/// The predicted elements are found again by equality: the newest run of them for an append,
/// the oldest for a prepend, past those of the calls that predicted later, so that elements
/// added around them meanwhile (by a stream, or by other calls' predictions, equal or not)
/// stay where they are. Elements that the reducer's logic has
/// changed since are no longer found: nothing is undone for them.
public struct OptimisticInsertion<Element: Sendable>: Sendable {
    /// The predicted elements, in order.
    public let elements: [Element]
    /// Whether they were inserted at the start (`prepend`) rather than the end.
    public let atStart: Bool
}

/// Two are equal when they inserted equal elements at the same end: what, besides its call,
/// makes an entry of ``OptimisticCalls`` differ from another.
extension OptimisticInsertion: Equatable where Element: Equatable {}

extension OptimisticCalls {
    /// Appends `prediction` to `field` for `call`.
    ///
    /// ```swift
    /// var predictions = state.sendMessagePredictions.take()
    /// predictions.predict(pending, appendingTo: &state.messages, for: ())
    /// state.sendMessagePredictions = predictions
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

    /// Appends `prediction` to `field` for `call`; when a failed prediction of the same
    /// element is kept (`onFailure: keep`), shows that one again instead, where it is: a
    /// resend shows one row.
    public mutating func predict<Element: Equatable>(_ prediction: Element, appendingTo field: inout [Element], for call: Call)
    where Change == OptimisticInsertion<Element> {
        predict([prediction], appendingTo: &field, for: call)
    }

    /// Appends the elements of `prediction` to `field` for `call`; when a failed prediction of
    /// the same elements is kept, shows that one again instead, where it is.
    public mutating func predict<Element: Equatable>(_ prediction: [Element], appendingTo field: inout [Element], for call: Call)
    where Change == OptimisticInsertion<Element> {
        predict(OptimisticInsertion(elements: prediction, atStart: false), in: &field, for: call)
    }

    /// Inserts `prediction` at the start of `field` for `call`; when a failed prediction of
    /// the same element is kept, shows that one again instead, where it is.
    public mutating func predict<Element: Equatable>(_ prediction: Element, prependingTo field: inout [Element], for call: Call)
    where Change == OptimisticInsertion<Element> {
        predict([prediction], prependingTo: &field, for: call)
    }

    /// Inserts the elements of `prediction` at the start of `field` for `call`; when a failed
    /// prediction of the same elements is kept, shows that one again instead, where it is.
    public mutating func predict<Element: Equatable>(_ prediction: [Element], prependingTo field: inout [Element], for call: Call)
    where Change == OptimisticInsertion<Element> {
        predict(OptimisticInsertion(elements: prediction, atStart: true), in: &field, for: call)
    }

    /// Puts the elements of `change` into `field` for `call`, or, when a failed prediction of
    /// the same elements is kept, shows that one again where it is.
    private mutating func predict<Element: Equatable>(_ change: OptimisticInsertion<Element>, in field: inout [Element], for call: Call)
    where Change == OptimisticInsertion<Element> {
        if let resumed = resumeFailure(of: change) { return add(change, for: call, resuming: resumed) }
        add(change, for: call)
        if change.atStart {
            field.insert(contentsOf: change.elements, at: 0)
        } else {
            field.append(contentsOf: change.elements)
        }
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
        guard let position = entries.firstIndex(where: { matches($0.call) }) else { return }
        undo(at: position, in: &field)
    }

    /// Removes the predicted elements of every call that `matches` (of those made after the
    /// first `count`), newest first.
    public mutating func rollBackAll<Element: Equatable>(
        in field: inout [Element], after count: Int = 0, where matches: (Call) -> Bool = { _ in true }
    ) where Change == OptimisticInsertion<Element> {
        for position in positionsNewestFirst(after: count, where: matches) {
            undo(at: position, in: &field)
        }
    }

    /// Removes the predicted elements of the call at `position`, or, when they show a failed
    /// prediction again (a resend), leaves them marked failed again.
    private mutating func undo<Element: Equatable>(at position: Int, in field: inout [Element])
    where Change == OptimisticInsertion<Element> {
        let found = range(ofPredictionAt: position, in: field)
        let entry = entries.remove(at: position)
        if entry.resumed != nil {
            markFailedAgain(entry)
        } else if let found {
            field.removeSubrange(found)
        }
    }

    private mutating func replacePrediction<Element: Equatable>(
        with answer: [Element], in field: inout [Element], where matches: (Call) -> Bool, atStart: Bool
    ) where Change == OptimisticInsertion<Element> {
        var found: Range<Int>?
        if let position = entries.firstIndex(where: { matches($0.call) }) {
            found = range(ofPredictionAt: position, in: field)
            entries.remove(at: position)
        }
        if let found {
            field.replaceSubrange(found, with: answer)
        } else if atStart {
            field.insert(contentsOf: answer, at: 0)
        } else {
            field.append(contentsOf: answer)
        }
    }

    /// Where the predicted elements of the call at `position` are in `field`: the newest run
    /// of them for an append (the oldest for a prepend) that the calls which predicted after
    /// it have not taken, so that each of two equal predictions finds its own.
    private func range<Element: Equatable>(ofPredictionAt position: Int, in field: [Element]) -> Range<Int>?
    where Change == OptimisticInsertion<Element> {
        let atStart = entries[position].change.atStart
        // The later calls' elements stand after (before, for a prepend) this call's.
        var bound = atStart ? 0 : field.count
        for index in stride(from: entries.count - 1, through: position, by: -1) {
            let window = atStart ? bound..<field.count : 0..<bound
            guard let found = Self.range(of: entries[index].change, in: field, within: window) else { continue }
            if index == position { return found }
            bound = atStart ? found.upperBound : found.lowerBound
        }
        return nil
    }

    /// Where the predicted elements of `change` are in `window` of `field`: the newest run of
    /// them for an append, the oldest for a prepend.
    private static func range<Element: Equatable>(
        of change: OptimisticInsertion<Element>, in field: [Element], within window: Range<Int>
    ) -> Range<Int>? {
        let count = change.elements.count
        guard count <= window.count else { return nil }
        let starts = window.lowerBound...(window.upperBound - count)
        let matches = { (start: Int) in field[start..<start + count].elementsEqual(change.elements) }
        let start = change.atStart ? starts.first(where: matches) : starts.reversed().first(where: matches)
        return start.map { $0..<$0 + count }
    }
}
