/// A request failure type that can say "the call timed out", so that a request's `timeout`
/// can produce it.
///
/// ``RequestError`` conforms; give a spec's own `failure` type a case for it:
///
/// ```swift
/// enum TimelineError: TimeoutFailure, Equatable {
///     case offline
///     case timedOut(after: Duration)
/// }
/// ```
///
/// (An enum case `timedOut(after:)` satisfies the requirement.)
public protocol TimeoutFailure: Error {
    /// The failure of a call that did not answer within `duration`.
    static func timedOut(after duration: Duration) -> Self
}

/// The error a ``RequestError`` wraps when its call timed out.
public struct RequestTimedOut: Error, Hashable, Sendable, CustomStringConvertible {
    /// How long the call ran before it was abandoned.
    public let duration: Duration

    /// Creates the error of a call abandoned after `duration`.
    public init(after duration: Duration) {
        self.duration = duration
    }

    /// `"timed out after 10.0 seconds"`.
    public var description: String { "timed out after \(duration)" }
}
