#if canImport(Foundation)
import Foundation
#endif

/// An `Equatable`, `Sendable` stand-in for any `Error`, used as the failure payload of requests
/// whose spec names no failure type.
///
/// ```swift
/// case .loadFailure(let error):
///     state.banner = error.message            // "The Internet connection appears to be offline."
///     state.canRetry = error.isRetryable
/// ```
///
/// It keeps the wrapped error itself (``underlying``), a ``message`` fit to show a user, whether
/// the call timed out (``isTimeout``), the error's ``description`` and the name of its dynamic
/// type (``typeName``).
///
/// Two `RequestError`s are equal when their description, type name and ``isTimeout`` are equal
/// (the underlying errors are not compared: `Error` is not `Equatable`), so two different errors
/// that print the same and have the same type compare equal. That is what a state needs for
/// change detection and for tests; branch on ``underlying`` (or give the request a `failure`
/// type in the spec) when the cases matter.
///
/// ## The message
/// ``message`` is, in this order:
/// - for a timeout, "The request timed out after 10.0 seconds.";
/// - the underlying error's `LocalizedError.errorDescription`, when its type is a
///   `LocalizedError` that gives one;
/// - for one of Foundation's errors (`URLError`, `CocoaError`, an `NSError`), its
///   `localizedDescription`: "The Internet connection appears to be offline." on Apple
///   platforms, "The operation could not be completed. (NSURLErrorDomain error -1009.)" on
///   Linux, never `Error Domain=NSURLErrorDomain Code=-1009 "(null)"`;
/// - otherwise its ``description``.
///
/// ## Retrying
/// It is a ``RetryableFailure``: see ``isRetryable`` for which failures a ``RetryPolicy``
/// retries.
public struct RequestError: Error, Hashable, Sendable, CustomStringConvertible, TimeoutFailure, RetryableFailure {
    /// The wrapped error.
    public let underlying: any Error
    /// A text fit to show a user; see "The message" above.
    public let message: String
    /// Whether the call timed out (the wrapped error is a ``RequestTimedOut``).
    public let isTimeout: Bool
    /// Whether a ``RetryPolicy`` retries this failure: it is a timeout, wraps a
    /// ``RetryableFailure`` that is retryable, or wraps one of Foundation's transient network
    /// errors (see ``RetryableFailure``).
    public let isRetryable: Bool
    /// The wrapped error's description, `String(describing: error)`.
    public let description: String
    /// The fully qualified name of the wrapped error's dynamic type, e.g. `"MyApp.ChatError"`.
    public let typeName: String

    /// Wraps `error`. Wrapping a `RequestError` returns it unchanged.
    ///
    /// ```swift
    /// .loadFailure(RequestError(URLError(.notConnectedToInternet)))
    /// ```
    public init(_ error: any Error) {
        if let error = error as? RequestError {
            self = error
            return
        }
        underlying = error
        description = String(describing: error)
        typeName = String(reflecting: type(of: error))
        isTimeout = error is RequestTimedOut
        isRetryable = isRetryableFailure(error)
        message = Self.message(of: error) ?? description
    }

    /// The error of a call that did not answer within `duration`: ``isTimeout`` is true and
    /// ``underlying`` is a ``RequestTimedOut``.
    ///
    /// ```swift
    /// .loadFailure(.timedOut(after: .seconds(10)))
    /// ```
    public static func timedOut(after duration: Duration) -> RequestError {
        RequestError(RequestTimedOut(after: duration))
    }

    /// Whether two errors have the same description, the same underlying type and the same
    /// timeout flag (the underlying errors themselves need not be `Equatable`).
    public static func == (lhs: RequestError, rhs: RequestError) -> Bool {
        lhs.description == rhs.description && lhs.typeName == rhs.typeName && lhs.isTimeout == rhs.isTimeout
    }

    /// Hashes what ``==(_:_:)`` compares: the description, the underlying type and the timeout flag.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
        hasher.combine(typeName)
        hasher.combine(isTimeout)
    }

    private static func message(of error: any Error) -> String? {
        if error is RequestTimedOut { return "The request \(error)." }
        #if canImport(Foundation)
        // Checking the dynamic type first keeps a bridged `NSError` from answering for errors
        // that are not `LocalizedError`s themselves.
        if type(of: error) is any LocalizedError.Type, let localized = error as? any LocalizedError,
            let description = localized.errorDescription
        {
            return description
        }
        #endif
        return FoundationErrors.message(of: error)
    }
}
