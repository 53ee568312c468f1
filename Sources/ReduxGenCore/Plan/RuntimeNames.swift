/// The modules generated code compiles against, and their types it names. Generated code
/// names them qualified (`ReduxRuntime.Store`), so that a type of the user's module with
/// the same name (`Store`, `Request`) cannot shadow them.
package enum RuntimeNames {
    /// The module of the store, the middlewares and the request runner.
    static let module = "ReduxRuntime"
    /// The module of `TestStore` and the service mocks' helpers.
    static let testingModule = "ReduxTesting"

    /// `ReduxRuntime.RequestError`: the failure of a request or stream without a failure type.
    package static let requestError = module + ".RequestError"
    /// `ReduxRuntime.StartCondition`.
    static let startCondition = module + ".StartCondition"
    /// `ReduxRuntime.RequestStatus`.
    static let requestStatus = module + ".RequestStatus"
    /// `ReduxRuntime.RequestID`.
    static let requestID = module + ".RequestID"
    /// `ReduxRuntime.OptimisticCalls`.
    static let optimisticCalls = module + ".OptimisticCalls"
    /// `ReduxRuntime.Uncompared`: a stream element that is not `Equatable`, in an action.
    static let uncompared = module + ".Uncompared"
    /// `ReduxRuntime.RequestPolicy`.
    static let requestPolicy = module + ".RequestPolicy"
    /// `ReduxRuntime.RetryPolicy`.
    static let retryPolicy = module + ".RetryPolicy"
    /// `ReduxRuntime.PreviewAnswer`: what a request of a preview service answers.
    static let previewAnswer = module + ".PreviewAnswer"
    /// `ReduxTesting.TestSampleError`: what a mock fails with for a `RequestError` sample.
    package static let testSampleError = testingModule + ".TestSampleError"
}
