import ReduxRuntime

/// The error that `RequestError.testSample` wraps.
public struct TestSampleError: Error, Equatable, CustomStringConvertible {
    /// Creates the error.
    public init() {}

    /// Says that the error is the test's sample, in a failure's message.
    public var description: String { "the test's sample error" }
}

extension RequestError: TestSample {
    /// A `RequestError` wrapping ``TestSampleError``.
    public static var testSample: RequestError { RequestError(TestSampleError()) }
}
