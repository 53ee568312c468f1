/// The subscribers of one store (or scoped store) that want only the states that differ from
/// the last one (`subscribe(_:)` of an `Equatable` state): they compare each new state once,
/// all of them together, with one kept copy of the last state.
///
/// The comparison is made by an observer registered before the first such subscriber, so
/// that the store runs it before them after each run of the reducer. The subscribers hold
/// the comparison (a ``Store``'s list reads its flag beside each subscriber's observer);
/// when the last of them is cancelled it goes, with the kept state, and its observer removes
/// itself at the next state.
@MainActor
final class ChangeSubscribers<State> {
    /// The kept state and the comparison, while there are subscribers.
    private final class Comparison: StateChangeFlag {
        /// The last state the subscribers were given.
        var last: State

        init(_ state: State) {
            last = state
        }
    }

    private weak var comparison: Comparison?

    /// Subscribes `observer` to the changes of `store`'s state: it gets the current state now,
    /// then each state that `isEqual` finds different from the last one.
    func subscribe<Store: StoreProtocol>(
        to store: Store,
        isEqual: @escaping (State, State) -> Bool,
        _ observer: @escaping @MainActor (State) -> Void
    ) -> StoreSubscription where Store.State == State {
        let comparison = self.comparison ?? startComparing(store, isEqual: isEqual)
        var isCurrentState = true
        return store.subscribeToEveryState { state in
            guard isCurrentState || comparison.changed else { return }
            isCurrentState = false
            observer(state)
        }
    }

    /// Subscribes `observer` to the changes of `store`'s state, as the other overload does,
    /// with the store's list testing the comparison's flag before it calls the observer.
    func subscribe<Action>(
        to store: Store<State, Action>,
        isEqual: @escaping (State, State) -> Bool,
        _ observer: @escaping @MainActor (State) -> Void
    ) -> StoreSubscription {
        let comparison = self.comparison ?? startComparing(store, isEqual: isEqual)
        return store.subscribe(observer, whenChanged: comparison)
    }

    private func startComparing<Store: StoreProtocol>(
        _ store: Store,
        isEqual: @escaping (State, State) -> Bool
    ) -> Comparison where Store.State == State {
        let comparison = Comparison(store.state)
        self.comparison = comparison
        let link = SubscriptionLink()
        var isCurrentState = true
        link.subscription = store.subscribeToEveryState { [weak comparison] state in
            guard let comparison else {
                link.subscription?.cancel()
                return
            }
            // The first delivery is the current state, the one `last` holds.
            guard !isCurrentState else {
                isCurrentState = false
                return
            }
            comparison.changed = !isEqual(comparison.last, state)
            // An equal state keeps the old copy, so that the store's own stays unshared.
            if comparison.changed { comparison.last = state }
        }
        return comparison
    }
}

/// Whether the state of a store's current notification differs from the one before it, as
/// a comparison of states found it.
@MainActor
class StateChangeFlag {
    var changed = false
}

/// Lets a subscriber's observer cancel its own subscription, which exists only once
/// `subscribe` has returned.
@MainActor
final class SubscriptionLink {
    var subscription: StoreSubscription?
}

/// Finishes an `AsyncStream` when the last reference to it goes away (its store is deallocated
/// or its observer removed), so that a `for await` loop over ``Store/states`` ends.
final class StreamFinisher<Element> {
    let continuation: AsyncStream<Element>.Continuation
    /// The stream's observer, removed when the stream is terminated.
    weak var subscription: StoreSubscription?

    init(_ continuation: AsyncStream<Element>.Continuation) {
        self.continuation = continuation
    }

    deinit {
        continuation.finish()
    }
}
