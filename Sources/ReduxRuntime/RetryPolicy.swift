/// How a ``RequestRunner`` retries a failed call: how many times, how long it waits before
/// each retry (doubling the wait every time, exponential backoff), how much of each wait is
/// left to chance (jitter), and, through ``RetryableFailure``, which failures it retries at all.
///
/// ```swift
/// RetryPolicy(attempts: 3, backoff: .milliseconds(500))             // jitter 0.5
/// RetryPolicy(attempts: 3, backoff: .milliseconds(500), jitter: 0)  // exact waits
/// ```
///
/// With `RetryPolicy(attempts: 3, backoff: .milliseconds(500))` a call that keeps failing with
/// a retryable failure is made 4 times: once, then after waits of at most 0.5 s, 1 s and 2 s,
/// each shortened by up to half (the jitter) at random, so that clients that failed together
/// do not retry together. The waits are measured on the store's ``StoreEnvironment/clock`` and
/// drawn from its ``StoreEnvironment/random``. Only the last failure is dispatched.
///
/// ## Which failures are retried
/// A timeout (the request's `timeout`), a ``RetryableFailure`` whose `isRetryable` is true
/// (``RequestError`` is one: see ``RequestError/isRetryable``), and Foundation's transient
/// network errors (offline, timed out, host not found or unreachable, connection lost). Any
/// other failure (a 404, a rejected payment, an error type that does not conform to
/// ``RetryableFailure``) is dispatched at once; when the request's failure type cannot say,
/// the runner logs it through ``StoreEnvironment/log``.
public struct RetryPolicy: Hashable, Sendable {
    /// How many times a failed call is retried: at most `1 + attempts` calls are made.
    public var attempts: Int
    /// The longest wait before the first retry; each later retry may wait twice as long as
    /// the one before.
    public var backoff: Duration
    /// The part of each wait left to chance, from 0 (every wait is the full backoff) to 1 (a
    /// wait is anything from zero to the full backoff). 0.5 by default.
    public var jitter: Double

    /// Creates a retry policy.
    /// - Parameters:
    ///   - attempts: How many times a failed call is retried (0 or more).
    ///   - backoff: The longest wait before the first retry (zero or more).
    ///   - jitter: The part of each wait left to chance, from 0 to 1.
    public init(attempts: Int, backoff: Duration, jitter: Double = 0.5) {
        precondition(attempts >= 0, "RetryPolicy: attempts must not be negative, got \(attempts)")
        precondition(backoff >= .zero, "RetryPolicy: backoff must not be negative, got \(backoff)")
        precondition((0...1).contains(jitter), "RetryPolicy: jitter must be from 0 to 1, got \(jitter)")
        self.attempts = attempts
        self.backoff = backoff
        self.jitter = jitter
    }

    /// The longest wait before retry number `retry` (1-based): `backoff * 2^(retry - 1)`,
    /// the wait when the random draw is 0. The factor stops doubling at 2^30 so that the
    /// product cannot overflow.
    ///
    /// ```swift
    /// RetryPolicy(attempts: 3, backoff: .seconds(1)).delay(beforeRetry: 3)  // 4 seconds
    /// ```
    public func delay(beforeRetry retry: Int) -> Duration {
        precondition(retry >= 1, "RetryPolicy: retries are numbered from 1, got \(retry)")
        return backoff * (1 << min(retry - 1, 30))
    }

    /// The wait before retry number `retry` for a random draw `fraction` in 0..<1:
    /// ``delay(beforeRetry:)`` shortened by `jitter * fraction` of itself.
    ///
    /// ```swift
    /// RetryPolicy(attempts: 3, backoff: .seconds(1)).delay(beforeRetry: 1, random: 0.5)  // 0.75 seconds
    /// ```
    public func delay(beforeRetry retry: Int, random fraction: Double) -> Duration {
        let longest = delay(beforeRetry: retry)
        let cut = jitter * min(max(fraction, 0), 1)
        return longest - longest * cut
    }
}
