/// The observers of a store's state, in the order they subscribed, each added and removed in
/// constant time (amortized), so that subscribing and cancelling n observers costs O(n).
@MainActor
final class ObserverList<State> {
    /// One observer; the list holds it until it is removed.
    @MainActor
    final class Observer {
        fileprivate(set) var isActive = true
        /// Delivers a state; returns false when the observer is gone for good.
        fileprivate let receive: (State) -> Bool

        fileprivate init(_ receive: @escaping (State) -> Bool) {
            self.receive = receive
        }
    }

    private var observers: [Observer] = []
    /// How many of `observers` were removed and are still in the array.
    private var removedCount = 0
    /// How many `notify` calls are running (an observer may subscribe, and the store notify
    /// again, from inside one); the array is compacted only when none is.
    private var notifying = 0

    /// Whether no observer is active.
    var isEmpty: Bool { observers.count == removedCount }

    /// Adds an observer, called by the next ``notify(_:)``; returns it, to remove it.
    func add(_ receive: @escaping (State) -> Bool) -> Observer {
        let observer = Observer(receive)
        observers.append(observer)
        return observer
    }

    /// Removes `observer`: it is not called again, even by a notification in progress.
    func remove(_ observer: Observer) {
        guard observer.isActive else { return }
        observer.isActive = false
        removedCount += 1
        compactIfWorthIt()
    }

    /// Delivers `state` to every observer that is still active when its turn comes, in order.
    /// Observers added meanwhile get the next notification, not this one.
    func notify(_ state: State) {
        notifying += 1
        let end = observers.count
        var index = 0
        while index < end {
            let observer = observers[index]
            if observer.isActive, !observer.receive(state) {
                remove(observer)
            }
            index += 1
        }
        notifying -= 1
        compactIfWorthIt()
    }

    /// Drops the removed observers from the array once they are most of it, so that a removal
    /// costs constant time on average and notifying skips few of them.
    private func compactIfWorthIt() {
        guard notifying == 0, removedCount >= 16, removedCount * 2 >= observers.count else { return }
        observers.removeAll { !$0.isActive }
        removedCount = 0
    }
}
