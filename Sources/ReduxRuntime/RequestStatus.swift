/// The view state of one asynchronous request: never started, running, done, or failed.
///
/// The generated state holds one `RequestStatus` per request of the spec. The generated reducer
/// moves it `idle`/`succeeded`/`failed` → `loading` on the request action, and `loading` →
/// `succeeded` or `failed` on the success or failure action (only while it is `loading`).
///
/// `Failure` is the spec's failure type, or ``RequestError`` when the spec names none. Because
/// `Error` refines `Sendable`, a status is always `Sendable`; it is `Equatable` and `Hashable`
/// when its failure is.
public enum RequestStatus<Failure: Error>: Sendable {
    /// The request has not been started.
    case idle
    /// The request is running.
    case loading
    /// The last run of the request succeeded.
    case succeeded
    /// The last run of the request failed with the given error.
    case failed(Failure)

    /// Whether the request has not been started.
    public var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }

    /// Whether the request is running.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// Whether the last run of the request succeeded.
    public var isSucceeded: Bool {
        if case .succeeded = self { return true }
        return false
    }

    /// Whether the last run of the request failed.
    public var isFailed: Bool { failure != nil }

    /// The error of the last run if it failed, else `nil`.
    public var failure: Failure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }
}

extension RequestStatus: Equatable where Failure: Equatable {}

extension RequestStatus: Hashable where Failure: Hashable {}
