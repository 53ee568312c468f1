/// A failure that says whether making the same call again may succeed: what a
/// ``RetryPolicy`` asks before it retries.
///
/// ```swift
/// enum ChatError: Error, RetryableFailure {
///     case offline
///     case server(code: Int)
///     case notFound
///
///     var isRetryable: Bool {
///         switch self {
///         case .offline: true
///         case .server(let code): code >= 500 || code == 429
///         case .notFound: false
///         }
///     }
/// }
/// ```
///
/// A request retries a failure when one of these holds (see ``RetryPolicy``):
/// - the attempt ran out of the request's `timeout`;
/// - the failure is a `RetryableFailure` whose ``isRetryable`` is true, such as a
///   ``RequestError`` that wraps a timeout, a retryable failure or a transient network error;
/// - the failure is one of Foundation's transient network errors: a `URLError` (or an
///   `NSError` of `NSURLErrorDomain`) that says the request timed out, the host could not be
///   found or reached, the connection was lost, or the device is offline.
///
/// Any other failure ends the call at once: a 404, a rejected payment, your own error types
/// until they conform.
public protocol RetryableFailure: Error {
    /// Whether the same call may succeed if it is made again (a dropped connection, a
    /// timeout, a busy server), as opposed to a failure that would repeat (a missing resource,
    /// invalid input, a refused payment).
    var isRetryable: Bool { get }
}

/// Whether a request retries `error`; see ``RetryableFailure``.
func isRetryableFailure(_ error: any Error) -> Bool {
    // The dynamic type is checked first, so that an error is not bridged to an `NSError`
    // to answer the cast.
    if type(of: error) is any RetryableFailure.Type, let failure = error as? any RetryableFailure {
        return failure.isRetryable
    }
    return error is RequestTimedOut || FoundationErrors.isTransientNetworkError(error)
}
