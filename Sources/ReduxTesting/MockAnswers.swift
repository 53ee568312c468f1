import Foundation

/// The answers of one request of a generated service mock (`<Feature>ServiceMock`): each call
/// takes the oldest answer the test has given, or waits for the next one. So a test can
/// answer before or after the call comes, and a call stays in flight (its request `.loading`)
/// until it is answered.
///
/// ```swift
/// let answers = MockAnswers<[Message], ChatError>()
/// answers.answer(.success([hello]))       // the next call returns [hello]
/// let result = await answers.next()       // what the mock's method returns
/// ```
///
/// ## Cancellation
/// A call whose task is cancelled (a call that `latest` superseded, a cancel action, a
/// timeout) takes no answer: answers go to the calls still running, in order. It returns at
/// once with ``cancelledAnswer``, which the runtime drops as it drops every answer of a
/// cancelled call: `.failure(CancellationError())` when `Failure` is `any Error`, the failure
/// type's ``TestSample/testSample`` when it has one, or what ``init(whenCancelled:)`` says.
/// With none of these, a cancelled call waits until an answer comes that no running call
/// waits for.
public final class MockAnswers<Success: Sendable, Failure: Error>: @unchecked Sendable {
    private typealias Continuation = CheckedContinuation<Result<Success, Failure>, Never>

    private let lock = NSLock()
    private var answers: [Result<Success, Failure>] = []
    /// The running calls waiting for an answer, oldest first.
    private var waiting: [(id: UInt64, continuation: Continuation)] = []
    /// The cancelled calls waiting for an answer that no running call waits for, oldest first
    /// (only when there is no ``cancelledAnswer``).
    private var waitingCancelled: [Continuation] = []
    /// Calls whose cancellation came before they started waiting.
    private var cancelledEarly: Set<UInt64> = []
    private var lastCallID: UInt64 = 0
    /// How many calls were cancelled so far, whether they were waiting or not yet.
    private var cancelledCount = 0

    /// What a cancelled call returns at once; see "Cancellation" above.
    public let cancelledAnswer: Result<Success, Failure>?

    /// Creates a request's answers, none given yet; a cancelled call returns the default
    /// ``cancelledAnswer`` (see "Cancellation" above).
    public init() {
        if let cancellation = CancellationError() as? Failure {
            cancelledAnswer = .failure(cancellation)
        } else if let sampleType = Failure.self as? any TestSample.Type, let sample = sampleType.testSample as? Failure {
            cancelledAnswer = .failure(sample)
        } else {
            cancelledAnswer = nil
        }
    }

    /// Creates a request's answers, none given yet, whose cancelled calls return `answer`.
    ///
    /// ```swift
    /// let answers = MockAnswers<Receipt, PaymentError>(whenCancelled: .failure(.cancelled))
    /// ```
    public init(whenCancelled answer: Result<Success, Failure>) {
        cancelledAnswer = answer
    }

    /// Answers the oldest waiting call that is still running with `result`, or, with none, a
    /// cancelled call still waiting, or else the next call to come.
    public func answer(_ result: Result<Success, Failure>) {
        let waiter: Continuation? = lock.withLock {
            if !waiting.isEmpty { return waiting.removeFirst().continuation }
            if !waitingCancelled.isEmpty { return waitingCancelled.removeFirst() }
            answers.append(result)
            return nil
        }
        waiter?.resume(returning: result)
    }

    /// The answer of a call: the oldest one given, or the next one the test gives; for a
    /// cancelled call, ``cancelledAnswer`` (see "Cancellation" above).
    public func next() async -> Result<Success, Failure> {
        let id: UInt64 = lock.withLock {
            lastCallID &+= 1
            return lastCallID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: Continuation) in
                let ready: Result<Success, Failure>? = lock.withLock {
                    if cancelledEarly.remove(id) != nil || Task.isCancelled {
                        if let cancelledAnswer { return cancelledAnswer }
                        waitingCancelled.append(continuation)
                        return nil
                    }
                    if answers.isEmpty {
                        waiting.append((id, continuation))
                        return nil
                    }
                    return answers.removeFirst()
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            cancel(id)
        }
    }

    /// How many running calls wait for an answer.
    public var waitingCalls: Int { lock.withLock { waiting.count } }

    /// How many calls were cancelled so far (superseded by `latest`, cancelled, timed out).
    public var cancelledCalls: Int { lock.withLock { cancelledCount } }

    /// Waits until `waiting` running calls wait for their answers and `cancelled` calls have
    /// been cancelled, so that a test gives its answers to the calls it means. Fails the
    /// running test if that does not happen within `timeout` (real time: a call that never
    /// comes is a failure, not a hang).
    ///
    /// ```swift
    /// await store.send(.search)
    /// await store.send(.search)               // `latest`: the first call is cancelled
    /// await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
    /// service.searchAnswers.answer(.success(repos))
    /// ```
    public func waitForCalls(
        waiting: Int, cancelled: Int = 0, timeout: Duration = .seconds(10),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while waitingCalls < waiting || cancelledCalls < cancelled {
            guard ContinuousClock.now < deadline else {
                TestFailure(
                    message: "expected \(waiting) waiting and \(cancelled) cancelled calls, "
                        + "found \(waitingCalls) waiting and \(cancelledCalls) cancelled after \(timeout)",
                    fileID: fileID, filePath: filePath, line: line, column: column
                ).report()
                return
            }
            await Task.yield()
        }
    }

    /// Takes the call `id` out of the line of running calls: it returns ``cancelledAnswer``, or
    /// waits for an answer no running call waits for.
    private func cancel(_ id: UInt64) {
        let cancelled: (Continuation, Result<Success, Failure>)? = lock.withLock {
            cancelledCount += 1
            guard let index = waiting.firstIndex(where: { $0.id == id }) else {
                // Not waiting yet (or answered already): `next` finds the mark when it starts.
                cancelledEarly.insert(id)
                return nil
            }
            let continuation = waiting.remove(at: index).continuation
            guard let cancelledAnswer else {
                waitingCancelled.append(continuation)
                return nil
            }
            return (continuation, cancelledAnswer)
        }
        if let (continuation, answer) = cancelled { continuation.resume(returning: answer) }
    }
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
