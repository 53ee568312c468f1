/// How a ``RequestRunner`` retries a failed call: how many times, and how long it waits before
/// each retry, doubling the wait every time (exponential backoff).
///
/// With `RetryPolicy(attempts: 3, backoff: .milliseconds(500))` a call that keeps failing is
/// made 4 times: once, then after 0.5 s, 1 s and 2 s (measured on the store's
/// ``StoreEnvironment/clock``). Only the last failure is dispatched.
public struct RetryPolicy: Hashable, Sendable {
    /// How many times a failed call is retried: at most `1 + attempts` calls are made.
    public var attempts: Int
    /// The wait before the first retry; each later retry waits twice as long as the one before.
    public var backoff: Duration

    /// Creates a retry policy.
    /// - Parameters:
    ///   - attempts: How many times a failed call is retried (0 or more).
    ///   - backoff: The wait before the first retry (zero or more).
    public init(attempts: Int, backoff: Duration) {
        precondition(attempts >= 0, "RetryPolicy: attempts must not be negative, got \(attempts)")
        precondition(backoff >= .zero, "RetryPolicy: backoff must not be negative, got \(backoff)")
        self.attempts = attempts
        self.backoff = backoff
    }

    /// The wait before retry number `retry` (1-based): `backoff * 2^(retry - 1)`. The factor
    /// stops doubling at 2^30 so that the product cannot overflow.
    public func delay(beforeRetry retry: Int) -> Duration {
        precondition(retry >= 1, "RetryPolicy: retries are numbered from 1, got \(retry)")
        return backoff * (1 << min(retry - 1, 30))
    }
}
