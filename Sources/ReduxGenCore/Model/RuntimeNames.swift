/// The modules generated code compiles against, and their types it names. Generated code
/// names them qualified (`ReduxRuntime.Store`), so that a type of the user's module with
/// the same name (`Store`, `Request`) cannot shadow them.
enum RuntimeNames {
    /// The module of the store, the middlewares and the request runner.
    static let module = "ReduxRuntime"
    /// The module of `TestStore` and the service mocks' helpers.
    static let testingModule = "ReduxTesting"

    /// `ReduxRuntime.RequestError`: the failure of a request or stream without a failure type.
    static let requestError = "RequestError"
    /// `ReduxRuntime.RequestStatus`.
    static let requestStatus = "RequestStatus"
    /// `ReduxRuntime.RequestID`.
    static let requestID = "RequestID"
    /// `ReduxRuntime.RetryPolicy`.
    static let retryPolicy = "RetryPolicy"
}
