/// The observers of a store's state, in subscription order.
@MainActor
final class SubscriberList<State> {
    private var subscribers: [Subscriber<State>] = []

    func add(_ subscriber: Subscriber<State>) {
        subscribers.append(subscriber)
    }

    func remove(_ subscriber: Subscriber<State>) {
        subscriber.isActive = false
        subscribers.removeAll { $0 === subscriber }
    }

    /// Delivers `state` to every subscriber that is still active when its turn comes, so that
    /// observers may subscribe and cancel (themselves or others) while being notified.
    func notify(_ state: State) {
        for subscriber in subscribers where subscriber.isActive {
            if !subscriber.receive(state) {
                remove(subscriber)
            }
        }
    }
}

/// One observer of a store's state.
@MainActor
final class Subscriber<State> {
    var isActive = true
    private var last: State?
    private let isDuplicate: ((State, State) -> Bool)?
    private let deliver: (State) -> Bool

    /// - Parameters:
    ///   - isDuplicate: When given, a state for which it returns true against the last
    ///     delivered state is skipped.
    ///   - deliver: Delivers a state; returns false when the subscriber is gone for good.
    init(isDuplicate: ((State, State) -> Bool)?, deliver: @escaping (State) -> Bool) {
        self.isDuplicate = isDuplicate
        self.deliver = deliver
    }

    /// Delivers `state` unless it repeats the last one; returns false when the subscriber is gone.
    func receive(_ state: State) -> Bool {
        guard isActive else { return false }
        if let isDuplicate {
            if let last, isDuplicate(last, state) { return true }
            last = state
        }
        return deliver(state)
    }
}

/// Finishes an `AsyncStream` when the last reference to it goes away (its store is deallocated
/// or its subscriber removed), so that a `for await` loop over ``Store/states`` ends.
final class StreamFinisher<Element> {
    let continuation: AsyncStream<Element>.Continuation

    init(_ continuation: AsyncStream<Element>.Continuation) {
        self.continuation = continuation
    }

    deinit {
        continuation.finish()
    }
}
