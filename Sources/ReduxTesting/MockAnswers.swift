import Foundation

/// The answers of one request of a generated service mock (`<Feature>ServiceMock`): each call
/// takes the oldest answer the test has given, or waits for the next one. So a test can
/// answer before or after the call comes, and a call stays in flight (its request `.loading`)
/// until it is answered.
public final class MockAnswers<Success: Sendable, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Result<Success, Failure>] = []
    private var waiting: [CheckedContinuation<Result<Success, Failure>, Never>] = []

    /// Creates a request's answers, none given yet.
    public init() {}

    /// Answers the oldest waiting call with `result`, or the next call to come.
    public func answer(_ result: Result<Success, Failure>) {
        let waiter: CheckedContinuation<Result<Success, Failure>, Never>? = lock.withLock {
            if waiting.isEmpty {
                answers.append(result)
                return nil
            }
            return waiting.removeFirst()
        }
        waiter?.resume(returning: result)
    }

    /// The answer of a call: the oldest one given, or the next one the test gives.
    public func next() async -> Result<Success, Failure> {
        await withCheckedContinuation { continuation in
            let ready: Result<Success, Failure>? = lock.withLock {
                if answers.isEmpty {
                    waiting.append(continuation)
                    return nil
                }
                return answers.removeFirst()
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// How many calls wait for an answer.
    public var waitingCalls: Int { lock.withLock { waiting.count } }
}

/// The elements of one stream of a generated service mock: every stream the loader starts
/// gets what the test sends, until the test ends them. What the test sends while no stream
/// runs (the loader starts its stream in a task, after the start action has been sent) is
/// kept for the next stream, so a test can send right after the start action.
public final class MockFeeds<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuations: [AsyncThrowingStream<Element, any Error>.Continuation] = []
    /// What was sent while no stream ran, in order: elements, then perhaps the end.
    private var pending: [Element] = []
    private var pendingEnd: (any Error)??

    /// Creates a stream's feeds, none running.
    public init() {}

    /// A new stream, fed until ``finish(throwing:)``; it starts with what was sent while no
    /// stream ran.
    public func stream() -> AsyncThrowingStream<Element, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Element.self, throwing: (any Error).self)
        let (elements, end): ([Element], (any Error)??) = lock.withLock {
            defer {
                pending.removeAll()
                pendingEnd = nil
            }
            return (pending, pendingEnd)
        }
        for element in elements { continuation.yield(element) }
        if let end {
            continuation.finish(throwing: end)
        } else {
            lock.withLock { continuations.append(continuation) }
        }
        return stream
    }

    /// Sends `element` to every running stream, or keeps it for the next one.
    public func yield(_ element: Element) {
        let running: [AsyncThrowingStream<Element, any Error>.Continuation] = lock.withLock {
            if continuations.isEmpty { pending.append(element) }
            return continuations
        }
        for continuation in running { continuation.yield(element) }
    }

    /// Ends every running stream, with `error` when given; with none running, the next
    /// stream ends after what was kept for it.
    public func finish(throwing error: (any Error)? = nil) {
        let ended: [AsyncThrowingStream<Element, any Error>.Continuation] = lock.withLock {
            if continuations.isEmpty { pendingEnd = .some(error) }
            defer { continuations.removeAll() }
            return continuations
        }
        for continuation in ended { continuation.finish(throwing: error) }
    }
}

/// Records calls in order, from any thread.
public final class MockCalls<Call: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Call] = []

    /// Creates an empty record.
    public init() {}

    /// Records `call`.
    public func record(_ call: Call) {
        lock.withLock { recorded.append(call) }
    }

    /// The calls so far, in the order they came.
    public var all: [Call] { lock.withLock { recorded } }
}
