/// A request's retry of failed calls, with exponential backoff.
public struct Retry: Hashable, Sendable {
    /// How many times a failed call is retried.
    public var attempts: Int
    /// The wait before the first retry, in seconds (a Swift literal without exponent or
    /// separators, `0.5`, as `SpecNumber.literal` writes it); each next retry waits twice as long.
    public var backoff: String

    /// Creates a retry.
    public init(attempts: Int, backoff: String) {
        self.attempts = attempts
        self.backoff = backoff
    }
}
