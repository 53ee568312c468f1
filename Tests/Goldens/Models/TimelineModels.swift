import Foundation
import ReduxRuntime

struct Tweet: Identifiable, Equatable, Sendable {
    var id: Int
    var text: String
}

enum TimelineError: Error, Equatable, TimeoutFailure, RetryableFailure, StreamFailure {
    case offline
    case timedOut(seconds: Double)
    /// An error of another type that the `updates` stream's sequence threw.
    case unexpected(RequestError)

    static func timedOut(after duration: Duration) -> TimelineError {
        .timedOut(seconds: Double(duration.components.seconds))
    }

    /// Both are worth another try: the retry policy of `loadMore` retries them.
    var isRetryable: Bool { true }
}
