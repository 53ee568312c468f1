/// The observers of a store's state, in the order they subscribed, each added and removed in
/// constant time (amortized), so that subscribing and cancelling n observers costs O(n).
///
/// The list holds each observer's closure; what it hands out to remove one is an ``Observer``,
/// which holds only the observer's place: a subscription holds it without keeping the
/// closure (and what the closure captures) alive once the list is gone.
@MainActor
final class ObserverList<State> {
    /// An observer's place in the list, to remove it.
    @MainActor
    final class Observer {
        /// The observer's index in `slots`, or nil once removed.
        fileprivate var index: Int?

        fileprivate init(index: Int) {
            self.index = index
        }
    }

    private struct Slot {
        let observer: Observer
        /// Delivers a state; returns false when the observer is gone for good. Nil once removed.
        var receive: ((State) -> Bool)?
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
    func add(_ receive: @escaping (State) -> Bool) -> Observer {
        let observer = Observer(index: slots.count)
        slots.append(Slot(observer: observer, receive: receive))
        return observer
    }

    /// Removes `observer`: it is not called again, even by a notification in progress.
    func remove(_ observer: Observer) {
        guard let index = observer.index else { return }
        observer.index = nil
        slots[index].receive = nil
        removedCount += 1
        compactIfWorthIt()
    }

    /// Delivers `state` to every observer that is still active when its turn comes, in order.
    /// Observers added meanwhile get the next notification, not this one.
    func notify(_ state: State) {
        notifying += 1
        let end = slots.count
        var index = 0
        while index < end {
            if let receive = slots[index].receive, !receive(state) {
                remove(slots[index].observer)
            }
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
        for (index, slot) in slots.enumerated() { slot.observer.index = index }
        removedCount = 0
    }
}
