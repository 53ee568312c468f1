#if canImport(Foundation)
import Foundation
#endif

/// What the runtime knows of Foundation's own errors (`URLError`, `CocoaError`, `NSError`):
/// their message, and which network errors are worth retrying.
///
/// Foundation is imported for these errors' `localizedDescription`, the sentence a user can
/// read, which `String(describing:)` of them is not (it reads `Error Domain=… "(null)"`).
enum FoundationErrors {
    /// The `NSURLErrorDomain` codes of failures that may not happen again: timed out (-1001),
    /// cannot find host (-1003), cannot connect to host (-1004), network connection lost
    /// (-1005), DNS lookup failed (-1006), not connected to the internet (-1009),
    /// international roaming off (-1018), call is active (-1019), data not allowed (-1020).
    private static let transientURLErrorCodes: Set<Int> = [-1001, -1003, -1004, -1005, -1006, -1009, -1018, -1019, -1020]

    /// Whether `error` is one of Foundation's errors, as opposed to a Swift error type of an
    /// app or library (which Foundation would bridge with an unreadable generic message).
    static func isFoundationError(_ error: any Error) -> Bool {
        #if canImport(Foundation)
        return type(of: error) is NSError.Type || type(of: error) is any CustomNSError.Type
        #else
        return false
        #endif
    }

    /// The `localizedDescription` of one of Foundation's errors, or `nil` for other errors.
    static func message(of error: any Error) -> String? {
        #if canImport(Foundation)
        guard isFoundationError(error) else { return nil }
        return error.localizedDescription
        #else
        return nil
        #endif
    }

    /// Whether `error` is one of Foundation's network errors that a retry may get past.
    static func isTransientNetworkError(_ error: any Error) -> Bool {
        #if canImport(Foundation)
        guard isFoundationError(error) else { return false }
        let error = error as NSError
        return error.domain == NSURLErrorDomain && transientURLErrorCodes.contains(error.code)
        #else
        return false
        #endif
    }
}
