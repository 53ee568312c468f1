import ReduxRuntime

/// The error that `RequestError.testSample` wraps: retryable, so that the generated test of
/// a request with `retry` sees its retries.
public struct TestSampleError: Error, Equatable, CustomStringConvertible, RetryableFailure {
    /// Creates the error.
    public init() {}

    /// Says that the error is the test's sample, in a failure's message.
    public var description: String { "the test's sample error" }

    /// True: a retry policy retries it.
    public var isRetryable: Bool { true }
}

extension RequestError: TestSample {
    /// A `RequestError` wrapping ``TestSampleError``.
    public static var testSample: RequestError { RequestError(TestSampleError()) }
}
