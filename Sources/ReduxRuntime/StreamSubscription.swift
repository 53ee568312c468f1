/// A subscription to an `AsyncSequence` of push updates, keyed by an id, that a
/// ``StreamRunner`` keeps, and the actions its elements and its end become.
///
/// ```swift
/// StreamSubscription(id: RequestID("roomUpdates", key: roomID)) { [service] in
///     service.roomUpdates(roomID: roomID)
/// } element: {
///     .roomUpdatesReceived(roomID: roomID, $0)
/// } finished: {
///     .roomUpdatesFinished(roomID: roomID, error: $0.map(ChatError.init))
/// }
/// ```
///
/// The sequence is made and iterated inside the runner's task, and each element is turned into
/// its action there, so neither the sequence nor its elements need to be `Sendable`.
public struct StreamSubscription<Action: Sendable>: Sendable {
    /// The identity of the subscription: a runner keeps at most one per id.
    public let id: RequestID
    /// The sequence and the actions, behind an existential so that no closure captures the
    /// sequence's type (whose metatype need not be `Sendable`).
    let iteration: any StreamIteration<Action>

    /// Creates a subscription.
    /// - Parameters:
    ///   - id: The identity of the subscription, usually the stream's name and its params.
    ///   - elements: Makes the sequence; called once, when the subscription starts.
    ///   - element: Makes the action of an element.
    ///   - finished: Makes the action of the end of the sequence: `nil` when it ended normally,
    ///     the error it threw otherwise. Not called when the subscription is stopped.
    public init<Elements: AsyncSequence>(
        id: RequestID,
        elements: @escaping @Sendable () -> Elements,
        element: @escaping @Sendable (Elements.Element) -> Action,
        finished: @escaping @Sendable ((any Error)?) -> Action
    ) {
        self.id = id
        iteration = SequenceIteration(elements: elements, element: element, finished: finished)
    }
}

/// Iterates a subscription's sequence and makes the actions of its elements and its end.
protocol StreamIteration<Action>: Sendable {
    associatedtype Action: Sendable

    /// Makes the sequence, iterates it, hands each element's action to `deliver` (which returns
    /// false once the subscription is stopped) and returns the action of its end, or `nil` when
    /// the subscription was stopped or its task cancelled.
    func run(delivering deliver: @Sendable (Action) async -> Bool) async -> Action?
}

/// The ``StreamIteration`` of one `AsyncSequence` type.
private struct SequenceIteration<Elements: AsyncSequence, Action: Sendable>: StreamIteration {
    let elements: @Sendable () -> Elements
    let element: @Sendable (Elements.Element) -> Action
    let finished: @Sendable ((any Error)?) -> Action

    func run(delivering deliver: @Sendable (Action) async -> Bool) async -> Action? {
        do {
            for try await value in elements() {
                guard await deliver(element(value)) else { return nil }
            }
        } catch {
            return Task.isCancelled ? nil : finished(error)
        }
        return Task.isCancelled ? nil : finished(nil)
    }
}
