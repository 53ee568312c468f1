/// The observers of a store's state, in the order they subscribed, each added and removed in
/// constant time (amortized), so that subscribing and cancelling n observers costs O(n).
///
/// The list holds each observer's closure; what it hands out to remove one is a
/// ``StoreSubscription``, which holds only the observer's place: it does not keep the
/// closure (and what the closure captures) alive once the list is gone.
@MainActor
final class ObserverList<State>: SubscriptionList {
    private struct Slot {
        let subscription: StoreSubscription
        /// Delivers a state, with what changed in it. Nil once removed.
        var receive: (@MainActor (State, StateChange) -> Void)?
    }

    private var slots: [Slot] = []
    /// How many of `slots` were removed and are still in the array.
    private var removedCount = 0
    /// How many `notify` calls are running (an observer may subscribe, and the store notify
    /// again, from inside one); the array is compacted only when none is.
    private var notifying = 0

    /// Whether no observer is active.
    var isEmpty: Bool { slots.count == removedCount }

    /// Adds an observer, called by the next ``notify(_:)``; returns its place, to remove it.
    func add(_ receive: @escaping @MainActor (State, StateChange) -> Void) -> StoreSubscription {
        let subscription = StoreSubscription(list: self, index: slots.count)
        slots.append(Slot(subscription: subscription, receive: receive))
        return subscription
    }

    /// Removes the observer of `subscription`: it is not called again, even by a notification
    /// in progress.
    func remove(_ subscription: StoreSubscription) {
        guard let index = subscription.index else { return }
        subscription.index = nil
        slots[index].receive = nil
        removedCount += 1
        compactIfWorthIt()
    }

    /// Delivers `state` and what `change` says of it to every observer that is still active
    /// when its turn comes, in order. Observers added meanwhile get the next notification,
    /// not this one.
    func notify(_ state: State, _ change: StateChange) {
        notifying += 1
        let end = slots.count
        var index = 0
        while index < end {
            // Taken out first: the observer may add or remove observers.
            if let receive = slots[index].receive { receive(state, change) }
            index += 1
        }
        notifying -= 1
        compactIfWorthIt()
    }

    /// Drops the removed observers from the array once they are most of it, so that a removal
    /// costs constant time on average and notifying skips few of them.
    private func compactIfWorthIt() {
        guard notifying == 0, removedCount >= 16, removedCount * 2 >= slots.count else { return }
        slots.removeAll { $0.receive == nil }
        for (index, slot) in slots.enumerated() { slot.subscription.index = index }
        removedCount = 0
    }
}
