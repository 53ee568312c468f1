import ReduxRuntime
import ReferenceModel

/// The one model type of the drawn specs: an element that `upsert` finds by its id.
public struct Item: Identifiable, Hashable, Sendable, Codable {
    public var id: Int
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// The failure type of drawn requests with `failure: ModelFailure` (and what the test's
/// service throws for the others): a code, whether a retry may get past it, or a timeout.
public struct ModelFailure: Error, Hashable, Sendable, TimeoutFailure, RetryableFailure {
    public var code: Int
    public var isRetryable: Bool
    public var isTimeout = false

    public init(code: Int, isRetryable: Bool) {
        self.code = code
        self.isRetryable = isRetryable
    }

    public static func timedOut(after duration: Duration) -> ModelFailure {
        var failure = ModelFailure(code: 0, isRetryable: true)
        failure.isTimeout = true
        return failure
    }

    /// What the board's `failure` or `cancelled` reply throws.
    init(_ error: ModelError?) {
        switch error {
        case .failure(let code, let retryable)?: self.init(code: code, isRetryable: retryable)
        case .timeout?: self = .timedOut(after: .zero)
        case nil: self.init(code: 99, isRetryable: false)
        }
    }

    /// The failure as ``ModelError`` prints it.
    var modelError: ModelError {
        isTimeout ? .timeout : .failure(code: code, retryable: isRetryable)
    }
}
