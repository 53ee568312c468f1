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

    /// Creates a subscription whose end carries an error of the stream's own failure type:
    /// what a spec's `failure:` on a stream generates.
    ///
    /// ```swift
    /// StreamSubscription(id: RequestID("roomUpdates", key: roomID), failure: ChatError.self) { [service] in
    ///     service.roomUpdates(roomID: roomID)
    /// } element: {
    ///     .roomUpdatesReceived(roomID: roomID, $0)
    /// } finished: {
    ///     .roomUpdatesFinished(roomID: roomID, error: $0)
    /// }
    /// ```
    ///
    /// An `AsyncSequence` says nothing of the errors it throws, so the sequence may end with an
    /// error of another type (a `URLError` from the network under a `ChatError` stream): the
    /// end then carries `Failure.unexpected(RequestError(error))`, never `nil`, which stands for
    /// a sequence that ended normally (see ``StreamFailure``).
    /// - Parameters:
    ///   - id: The identity of the subscription, usually the stream's name and its params.
    ///   - failure: The stream's failure type.
    ///   - elements: Makes the sequence; called once, when the subscription starts.
    ///   - element: Makes the action of an element.
    ///   - finished: Makes the action of the end of the sequence: `nil` when it ended normally,
    ///     its error otherwise. Not called when the subscription is stopped.
    public init<Elements: AsyncSequence, Failure: StreamFailure>(
        id: RequestID,
        failure: Failure.Type,
        elements: @escaping @Sendable () -> Elements,
        element: @escaping @Sendable (Elements.Element) -> Action,
        finished: @escaping @Sendable (Failure?) -> Action
    ) {
        self.init(id: id, elements: elements, element: element) { error in
            finished(error.map { ($0 as? Failure) ?? .unexpected(RequestError($0)) })
        }
    }
}

/// A stream's failure type (a spec's `failure:` on a stream) that can hold an error of another
/// type: the stream's sequence may throw any error, and the end of the stream carries it as
/// ``unexpected(_:)`` rather than as a normal end.
///
/// ```swift
/// enum ChatError: StreamFailure, Equatable {
///     case offline
///     case unexpected(RequestError)
/// }
/// ```
///
/// (An enum case `unexpected(_:)` with a ``RequestError`` satisfies the requirement, and keeps
/// the type `Equatable` and `Sendable`.) A stream without `failure:` ends with a
/// ``RequestError``, which holds any error already.
public protocol StreamFailure: Error {
    /// The failure of a stream whose sequence threw `error`, an error of another type.
    static func unexpected(_ error: RequestError) -> Self
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
