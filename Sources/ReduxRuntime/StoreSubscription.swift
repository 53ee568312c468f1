/// A closure subscription to a ``Store``, returned by its `subscribe(_:)`.
///
/// The subscription stays active until ``cancel()`` is called or the store is deallocated.
/// Dropping this object does not cancel it.
///
/// It points to the observer's place in the store's list of observers: it holds the list
/// weakly and never the observer, so a subscription that outlives its store keeps nothing
/// the observer captured alive.
@MainActor
public final class StoreSubscription {
    /// The list that notifies the observer; nil once the list is gone.
    weak var list: (any SubscriptionList)?
    /// The observer's place in the list, or nil once it is removed. Not held: the list
    /// holds it while the observer is in the list, and only the list reads it.
    unowned(unsafe) var place: AnyObject?

    init(list: any SubscriptionList, place: AnyObject) {
        self.list = list
        self.place = place
    }

    /// Whether ``cancel()`` has been called.
    public private(set) var isCancelled = false

    /// Stops delivering states to the observer. The observer is not called again, even when
    /// cancelling happens while the store is notifying its observers. Calling it again does nothing.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        list?.remove(self)
    }
}

/// A list of observers that hands out ``StoreSubscription``s as their places.
@MainActor
protocol SubscriptionList: AnyObject {
    /// Removes the observer at `subscription`'s place, if it is still there.
    func remove(_ subscription: StoreSubscription)
}
