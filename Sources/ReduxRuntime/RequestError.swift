/// An `Equatable`, `Sendable` stand-in for any `Error`, used as the failure payload of requests
/// whose spec names no failure type.
///
/// It keeps the wrapped error's `description` (`String(describing: error)`) and the name of its
/// dynamic type (`String(reflecting: type(of: error))`); the original error value is not kept.
/// Two `RequestError`s are equal when both the description and the type name are equal, so two
/// different errors that print the same and have the same type compare equal. That is what a
/// state needs for change detection and for tests; branch on the concrete error in the service
/// (or give the request a `failure` type in the spec) when the cases matter.
public struct RequestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The wrapped error's description, `String(describing: error)`.
    public let description: String
    /// The fully qualified name of the wrapped error's dynamic type, e.g. `"MyApp.ChatError"`.
    public let typeName: String

    /// Wraps `error`. Wrapping a `RequestError` returns it unchanged.
    public init(_ error: any Error) {
        if let error = error as? RequestError {
            self = error
        } else {
            description = String(describing: error)
            typeName = String(reflecting: type(of: error))
        }
    }
}
