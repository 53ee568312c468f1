/// How a call failed: with a failure the service threw (a code, and whether a retry may get
/// past it), or by running out of its `timeout`.
public enum ModelError: Hashable, Sendable, CustomStringConvertible {
    case failure(code: Int, retryable: Bool)
    case timeout

    /// Whether `retry:` retries it: a timeout, or a retryable failure.
    public var isRetryable: Bool {
        switch self {
        case .failure(_, let retryable): return retryable
        case .timeout: return true
        }
    }

    public var description: String {
        switch self {
        case .failure(let code, let retryable): return "code \(code)" + (retryable ? ", retryable" : "")
        case .timeout: return "timeout"
        }
    }
}

/// A request's status, as the state shows it.
public enum ModelStatus: Hashable, Sendable, CustomStringConvertible {
    case idle, loading, succeeded
    case failed(ModelError)

    public var description: String {
        switch self {
        case .idle: return "idle"
        case .loading: return "loading"
        case .succeeded: return "succeeded"
        case .failed(let error): return "failed(\(error))"
        }
    }

    var isLoading: Bool { self == .loading }

    var isFailed: Bool {
        if case .failed = self { return true }
        return false
    }
}
