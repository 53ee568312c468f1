/// A request's retry of failed calls, with exponential backoff.
package struct Retry: Hashable, Sendable {
    /// How many times a failed call is retried.
    package var attempts: Int
    /// The wait before the first retry, in seconds (a Swift literal without exponent or
    /// separators, `0.5`, as `SpecNumber.literal` writes it); each next retry waits twice as long.
    package var backoff: String

    /// Creates a retry.
    package init(attempts: Int, backoff: String) {
        self.attempts = attempts
        self.backoff = backoff
    }
}
