/// A closure subscription to a ``Store``, returned by its `subscribe(_:)`.
///
/// The subscription stays active until ``cancel()`` is called or the store is deallocated.
/// Dropping this object does not cancel it.
@MainActor
public final class StoreSubscription {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Whether ``cancel()`` has been called.
    public var isCancelled: Bool { onCancel == nil }

    /// Stops delivering states to the observer. The observer is not called again, even when
    /// cancelling happens while the store is notifying its observers. Calling it again does nothing.
    public func cancel() {
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }
}
