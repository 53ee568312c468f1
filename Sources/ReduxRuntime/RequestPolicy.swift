/// What a ``RequestRunner`` does with a call whose ``RequestID`` already has one in flight.
///
/// A call is in flight from its start (after its debounce, if any) until its answer is
/// dispatched or dropped, retries and their backoff included.
public enum RequestPolicy: Hashable, Sendable {
    /// Cancel the call in flight (and any queued one) and start the new one; the old call's
    /// answer is dropped. The policy of searches and reloads.
    case latest
    /// Keep the call in flight and drop the new one, logging the drop through
    /// ``StoreEnvironment/log``: nothing is dropped silently.
    case first
    /// Run calls one after another in dispatch order: none is dropped or cancelled. The policy
    /// of sends and other mutations.
    case queue
    /// Run every call at once.
    case concurrent
}
