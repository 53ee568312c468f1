/// A closure subscription to a ``Store``, returned by its `subscribe(_:)`.
///
/// The subscription stays active until ``cancel()`` is called or the store is deallocated.
/// Dropping this object does not cancel it.
///
/// ```swift
/// let subscription = store.subscribe { state in render(state) }
/// // When the screen goes away:
/// subscription.cancel()
/// ```
///
/// It is the observer's place in the store's list of observers. Once the observer is
/// removed (cancelled, or the store deallocated) it holds nothing the observer captured, so
/// a subscription that outlives its store keeps none of it alive.
@MainActor
public class StoreSubscription {
    init() {}

    /// Whether ``cancel()`` has been called.
    public private(set) var isCancelled = false

    /// Stops delivering states to the observer. The observer is not called again, even when
    /// cancelling happens while the store is notifying its observers. Calling it again does nothing.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        removeFromList()
    }

    /// Removes the observer from the list that notifies it, if it is still there. Each list's
    /// places override it.
    func removeFromList() {}
}
