#if canImport(FoundationEssentials)
import FoundationEssentials
#elseif canImport(Foundation)
import Foundation
#endif

/// An `Equatable`, `Sendable` stand-in for any `Error`, used as the failure payload of requests
/// whose spec names no failure type.
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
/// ``message`` is the underlying error's `LocalizedError.errorDescription` when its type is a
/// `LocalizedError` that gives one, and its description otherwise. `LocalizedError` comes from
/// Foundation (`FoundationEssentials` where it exists, which is small), the one import of the
/// runtime.
public struct RequestError: Error, Hashable, Sendable, CustomStringConvertible, TimeoutFailure {
    /// The wrapped error.
    public let underlying: any Error
    /// A text fit to show a user: the wrapped error's `errorDescription` when it is a
    /// `LocalizedError` that has one, else its ``description``.
    public let message: String
    /// Whether the call timed out (the wrapped error is a ``RequestTimedOut``).
    public let isTimeout: Bool
    /// The wrapped error's description, `String(describing: error)`.
    public let description: String
    /// The fully qualified name of the wrapped error's dynamic type, e.g. `"MyApp.ChatError"`.
    public let typeName: String

    /// Wraps `error`. Wrapping a `RequestError` returns it unchanged.
    public init(_ error: any Error) {
        if let error = error as? RequestError {
            self = error
            return
        }
        underlying = error
        description = String(describing: error)
        typeName = String(reflecting: type(of: error))
        isTimeout = error is RequestTimedOut
        message = Self.localizedDescription(of: error) ?? description
    }

    /// The error of a call that did not answer within `duration`: ``isTimeout`` is true and
    /// ``underlying`` is a ``RequestTimedOut``.
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

    private static func localizedDescription(of error: any Error) -> String? {
        if error is RequestTimedOut { return "The request \(error)." }
        #if canImport(FoundationEssentials) || canImport(Foundation)
        // Checking the dynamic type first keeps a bridged `NSError` from answering for errors
        // that are not `LocalizedError`s themselves.
        guard type(of: error) is any LocalizedError.Type, let localized = error as? any LocalizedError else {
            return nil
        }
        return localized.errorDescription
        #else
        return nil
        #endif
    }
}
