/// What a request of a generated preview service (`<Feature>PreviewService`, in debug builds)
/// answers every call with: a value, an error, after a delay, or never.
///
/// ```swift
/// #Preview {
///     ChatScreen(viewModel: .preview(service: TeamChatPreviewService(
///         loadMessages: .after(.seconds(1), .success([Message(id: 1, text: "Hello")])),
///         sendMessage: .failure(.offline)
///     )))
/// }
/// ```
///
/// Unlike a test's `MockAnswers` (in ReduxTesting), which gives each call the next answer
/// of a list, a preview answer is the same for every call, and needs nothing of a test
/// library: a preview is in the app's target.
public enum PreviewAnswer<Success: Sendable, Failure: Error>: Sendable {
    /// Every call returns `value`.
    case success(Success)
    /// Every call fails with `error`.
    case failure(Failure)
    /// Every call answers `answer` after `delay` of real time, to show the loading state.
    indirect case after(Duration, PreviewAnswer)
    /// No call ever answers: the request stays loading (the call's task stays suspended, even
    /// when it is cancelled).
    case never

    /// The answer of one call.
    public func answer() async throws(Failure) -> Success {
        switch self {
        case .success(let value):
            return value
        case .failure(let error):
            throw error
        case .after(let delay, let answer):
            try? await Task.sleep(for: delay)
            return try await answer.answer()
        case .never:
            await Self.suspendedForever()
        }
    }

    /// Suspends the calling task for good: nothing resumes it.
    private static func suspendedForever() async -> Never {
        while true {
            await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
        }
    }
}

extension PreviewAnswer where Success == Void {
    /// Every call succeeds: the answer of a request without a success payload.
    public static var success: PreviewAnswer { .success(()) }
}

/// The elements a stream of a generated preview service delivers: all of them at once, then
/// its end.
public enum PreviewElements {
    /// A stream of `elements`, then its end.
    ///
    /// ```swift
    /// PreviewElements.stream([Message(id: 2, text: "Hi")])
    /// ```
    public static func stream<Element: Sendable>(_ elements: [Element]) -> AsyncThrowingStream<Element, any Error> {
        AsyncThrowingStream { continuation in
            for element in elements { continuation.yield(element) }
            continuation.finish()
        }
    }
}

/// A logger that keeps nothing: the log of a preview.
public struct SilentLogger: StoreLogger {
    /// Creates the logger.
    public init() {}

    /// Drops `message`.
    public func log(_ level: StoreLogLevel, _ message: String) {}
}

extension StoreEnvironment {
    /// The environment of a SwiftUI preview: the real clock, persisted fields kept in a new
    /// `InMemoryStorage` (a preview never reads or writes the app's records), and a log that
    /// keeps nothing.
    ///
    /// ```swift
    /// let store = Store(initialState: TeamChatState(), reducer: TeamChatReducer.reduce, environment: .preview)
    /// ```
    public static var preview: StoreEnvironment {
        StoreEnvironment(logger: SilentLogger(), storage: InMemoryStorage())
    }
}
