/// The failed predictions that a request with `optimistic: { onFailure: keep }` leaves
/// shown, marked failed, for the user to send again.
///
/// ```swift
/// // the reducer, on `sendMessageFailure(text:_:)`:
/// var predictions = state.sendMessagePredictions.take()
/// predictions.markFailed(in: &state.messages)
/// state.sendMessagePredictions = predictions
///
/// // the view's props: which rows show "Not sent, tap to retry"
/// let failed = state.sendMessagePredictions.failed
/// ```
///
/// A failed prediction stays in the field as its call left it, and ``OptimisticCalls/failed``
/// lists it, until a later call predicts it again (a resend): the same elements for
/// `mode: append` or `prepend`, an element of the same id for `mode: upsert`. The resend
/// shows it again where it is, so it is never shown twice, as a call in flight like any
/// other: its success puts the answer there, its failure marks it failed again, and an undo
/// of it (a cancel, a call that supersedes it, a `when:` that skips it) leaves it marked
/// failed as before. A success of `mode: upsert` whose answer has a failed element's id ends
/// that element's mark too.
extension OptimisticCalls {
    /// Leaves the prediction of the oldest call that `matches` shown, marked failed: it no
    /// longer belongs to a call in flight, and ``failed`` lists it.
    public mutating func markFailed<Element: Equatable>(in field: inout [Element], where matches: (Call) -> Bool = { _ in true })
    where Change == OptimisticInsertion<Element> {
        guard let (change, _) = removeOldest(where: matches) else { return }
        failures.append(change)
    }

    /// Leaves the prediction of the oldest call that `matches` shown, marked failed: it no
    /// longer belongs to a call in flight, and ``failed`` lists it.
    public mutating func markFailed<Element>(in field: inout [Element], where matches: (Call) -> Bool = { _ in true })
    where Change == OptimisticUpsert<Element> {
        guard let (change, _) = removeOldest(where: matches) else { return }
        _ = endFailures(of: Set(change.elements.map(\.id)))
        failures.append(change)
    }

    /// Forgets the failed predictions whose elements `isForgotten` picks, leaving the field
    /// as it is: what a reducer logic does when it removes a failed row the user discarded.
    ///
    /// ```swift
    /// state.messages.removeAll { $0.id == id }
    /// state.sendMessagePredictions.forgetFailed { $0.id == id }
    /// ```
    public mutating func forgetFailed<Element>(where isForgotten: (Element) -> Bool)
    where Change == OptimisticInsertion<Element> {
        failures.removeAll { $0.elements.contains(where: isForgotten) }
    }

    /// Forgets the failed predictions of the elements `isForgotten` picks, leaving the field
    /// as it is: what a reducer logic does when it removes a failed row the user discarded.
    public mutating func forgetFailed<Element>(where isForgotten: (Element) -> Bool)
    where Change == OptimisticUpsert<Element> {
        _ = endFailures(of: Set(failures.flatMap(\.elements).filter(isForgotten).map(\.id)))
    }

    // MARK: A resend shows a failed prediction again

    /// Removes the newest failed prediction of exactly the elements of `change` and returns
    /// it: a new call shows it again, where it is.
    mutating func resumeFailure<Element: Equatable>(of change: Change) -> Change?
    where Change == OptimisticInsertion<Element> {
        guard let index = failures.lastIndex(where: { $0.elements == change.elements }) else { return nil }
        return failures.remove(at: index)
    }

    /// Ends the failure marks of the elements with these ids (a failure left without
    /// elements goes), and returns the marks ended, as one failure (`nil`: none).
    mutating func endFailures<Element>(of ids: Set<Element.ID>) -> Change? where Change == OptimisticUpsert<Element> {
        guard !ids.isEmpty, !failures.isEmpty else { return nil }
        var ended: [(Element, Element?)] = []
        failures = failures.compactMap { failure in
            let pairs = Array(zip(failure.elements, failure.replaced))
            ended += pairs.filter { ids.contains($0.0.id) }
            let kept = pairs.filter { !ids.contains($0.0.id) }
            guard !kept.isEmpty else { return nil }
            return OptimisticUpsert(elements: kept.map(\.0), replaced: kept.map(\.1))
        }
        return ended.isEmpty ? nil : OptimisticUpsert(elements: ended.map(\.0), replaced: ended.map(\.1))
    }
}

/// What the prediction of a call put into an array field, whose elements a failed prediction
/// that is kept shows: ``OptimisticInsertion`` (`mode: append`, `prepend`) and
/// ``OptimisticUpsert`` (`mode: upsert`).
///
/// ```swift
/// let failed: [Message] = state.sendMessagePredictions.failed
/// ```
public protocol OptimisticElementsChange: Sendable {
    /// The type of the field's elements.
    associatedtype Element
    /// The predicted elements, in order.
    var elements: [Element] { get }
}

extension OptimisticInsertion: OptimisticElementsChange {}
extension OptimisticUpsert: OptimisticElementsChange {}

extension OptimisticCalls where Change: OptimisticElementsChange {
    /// The elements of the failed predictions still shown, oldest failure first: for
    /// `mode: upsert`, an element's id tells its row.
    ///
    /// ```swift
    /// let failedIDs = Set(state.sendMessagePredictions.failed.map(\.id))
    /// ```
    public var failed: [Change.Element] { failures.flatMap(\.elements) }
}
