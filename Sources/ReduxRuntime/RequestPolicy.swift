/// What a ``RequestRunner`` does with a request whose id is already running.
public enum RequestPolicy: Sendable {
    /// Cancel the call in flight and start the new one; the old call's response is dropped.
    case latest
    /// Keep the call in flight and ignore the new one.
    case first
}
