/// The subscribers of one store (or scoped store) that want only the states that differ from
/// the last one (`subscribe(_:)` of an `Equatable` state): they compare each new state once,
/// all of them together, with one kept copy of the last state.
///
/// The comparison is made by an observer registered before the first such subscriber, so
/// that the store runs it before them after each run of the reducer; it is removed, and the
/// kept state released, when the last such subscriber cancels.
@MainActor
final class ChangeSubscribers<State> {
    /// The kept state and the comparison, while there are subscribers.
    private final class Comparison {
        /// The last state the subscribers were given.
        var last: State
        /// Whether the state of the current notification differs from the one before it.
        var changed = false
        var subscription: StoreSubscription?

        init(_ state: State) {
            last = state
        }
    }

    private var comparison: Comparison?
    private var count = 0

    /// Subscribes `observer` to the changes of `store`'s state: it gets the current state now,
    /// then each state that `isEqual` finds different from the last one.
    func subscribe<Store: StoreProtocol>(
        to store: Store,
        isEqual: @escaping (State, State) -> Bool,
        _ observer: @escaping @MainActor (State) -> Void
    ) -> StoreSubscription where Store.State == State {
        let comparison = self.comparison ?? startComparing(store, isEqual: isEqual)
        count += 1
        var isCurrentState = true
        let subscription = store.subscribeToEveryState { [weak comparison] state in
            guard isCurrentState || comparison?.changed == true else { return }
            isCurrentState = false
            observer(state)
        }
        return StoreSubscription { [weak self] in
            subscription.cancel()
            self?.unsubscribed()
        }
    }

    private func startComparing<Store: StoreProtocol>(
        _ store: Store,
        isEqual: @escaping (State, State) -> Bool
    ) -> Comparison where Store.State == State {
        let comparison = Comparison(store.state)
        self.comparison = comparison
        var isCurrentState = true
        comparison.subscription = store.subscribeToEveryState { [weak comparison] state in
            // The first delivery is the current state, the one `last` holds.
            guard let comparison, !isCurrentState else {
                isCurrentState = false
                return
            }
            comparison.changed = !isEqual(comparison.last, state)
            // An equal state keeps the old copy, so that the store's own stays unshared.
            if comparison.changed { comparison.last = state }
        }
        return comparison
    }

    private func unsubscribed() {
        count -= 1
        guard count == 0 else { return }
        comparison?.subscription?.cancel()
        comparison = nil
    }
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

    init(_ continuation: AsyncStream<Element>.Continuation) {
        self.continuation = continuation
    }

    deinit {
        continuation.finish()
    }
}
