import Foundation

/// Where the calls of a corpus feature's service wait until the test answers them: each call
/// is listed with its service, request and arguments until it is answered, marked cancelled
/// once its task is cancelled. A board that honours cancellation ends a cancelled call at once
/// (`Reply.cancelled`); otherwise the call waits for its answer, which then comes late.
///
/// ```swift
/// let reply = await board.call("Drawn01", "load", [page.model])  // in the service
/// board.answer(call, with: .success(.int(3)))                     // in the test
/// ```
public final class CallBoard: @unchecked Sendable {
    /// What a call returns.
    public enum Reply: Sendable {
        case success(ModelValue?)
        case failure(ModelError)
        /// The call's task was cancelled and the board honours cancellation.
        case cancelled
    }

    private struct Waiting {
        let number: UInt64
        let service: String
        let request: String
        let arguments: [ModelValue]
        var isCancelled: Bool
        let continuation: CheckedContinuation<Reply, Never>

        var line: String {
            "\(service).\(request)(" + arguments.map(\.description).joined(separator: ", ") + ")" + (isCancelled ? " (cancelled)" : "")
        }
    }

    public let honorsCancellation: Bool
    private let lock = NSLock()
    private var waiting: [Waiting] = []
    private var cancelledEarly: Set<UInt64> = []
    private var lastNumber: UInt64 = 0

    /// How many calls have come so far.
    public var callCount: Int { lock.withLock { Int(lastNumber) } }

    public init(honorsCancellation: Bool) {
        self.honorsCancellation = honorsCancellation
    }

    /// A call of `service`'s `request` with `arguments` (params, then the values read): waits
    /// for its answer.
    public func call(_ service: String, _ request: String, _ arguments: [ModelValue]) async -> Reply {
        let number: UInt64 = lock.withLock {
            lastNumber += 1
            return lastNumber
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Reply, Never>) in
                let endsAtOnce: Bool = lock.withLock {
                    let isCancelled = cancelledEarly.remove(number) != nil || Task.isCancelled
                    if isCancelled && honorsCancellation { return true }
                    waiting.append(Waiting(number: number, service: service, request: request, arguments: arguments, isCancelled: isCancelled, continuation: continuation))
                    return false
                }
                if endsAtOnce { continuation.resume(returning: .cancelled) }
            }
        } onCancel: {
            cancel(number)
        }
    }

    /// The calls waiting, as ``ServiceCall/line`` prints them, and the streams subscribed to,
    /// sorted.
    public var lines: [String] {
        lock.withLock { waiting.map(\.line) + subscriptions.values.map(\.line) }.sorted()
    }

    // MARK: Streams

    /// The error a stream the test fails ends with.
    public struct StreamFailed: Error {}

    private struct Subscription {
        let line: String
        let continuation: AsyncThrowingStream<Int, any Error>.Continuation
    }

    private var subscriptions: [UInt64: Subscription] = [:]
    private var lastSubscription: UInt64 = 0

    /// How a subscription to `stream` of `service` is listed among the calls.
    public static func subscriptionLine(service: String, stream: String) -> String {
        "\(service).\(stream) (subscribed)"
    }

    /// The elements of `service`'s `stream`, which the test sends: listed until the stream
    /// ends or its task is cancelled.
    public func stream(_ service: String, _ stream: String) -> AsyncThrowingStream<Int, any Error> {
        AsyncThrowingStream { continuation in
            let number: UInt64 = lock.withLock {
                lastSubscription += 1
                subscriptions[lastSubscription] = Subscription(line: Self.subscriptionLine(service: service, stream: stream), continuation: continuation)
                return lastSubscription
            }
            continuation.onTermination = { [weak self] _ in
                guard let self else { return }
                _ = self.lock.withLock { self.subscriptions.removeValue(forKey: number) }
            }
        }
    }

    /// Sends `value` on the subscription to `stream` of `service`; false when there is none.
    @discardableResult
    public func send(_ value: Int, service: String, stream: String) -> Bool {
        guard let subscription = subscription(service: service, stream: stream, removing: false) else { return false }
        subscription.continuation.yield(value)
        return true
    }

    /// Ends the subscription to `stream` of `service`, with a failure when `failed`; false
    /// when there is none.
    @discardableResult
    public func end(service: String, stream: String, failed: Bool) -> Bool {
        guard let subscription = subscription(service: service, stream: stream, removing: true) else { return false }
        subscription.continuation.finish(throwing: failed ? StreamFailed() : nil)
        return true
    }

    private func subscription(service: String, stream: String, removing: Bool) -> Subscription? {
        lock.withLock {
            let line = Self.subscriptionLine(service: service, stream: stream)
            guard let number = subscriptions.first(where: { $0.value.line == line })?.key else { return nil }
            return removing ? subscriptions.removeValue(forKey: number) : subscriptions[number]
        }
    }

    /// Answers the oldest waiting call of `service`'s `request` with `arguments` that is
    /// cancelled or not as `isCancelled` says; false when there is none.
    @discardableResult
    public func answer(service: String, request: String, arguments: [ModelValue], isCancelled: Bool, with reply: Reply) -> Bool {
        let continuation: CheckedContinuation<Reply, Never>? = lock.withLock {
            guard let index = waiting.firstIndex(where: {
                $0.service == service && $0.request == request && $0.arguments == arguments && $0.isCancelled == isCancelled
            }) else { return nil }
            return waiting.remove(at: index).continuation
        }
        continuation?.resume(returning: reply)
        return continuation != nil
    }

    private func cancel(_ number: UInt64) {
        let ended: CheckedContinuation<Reply, Never>? = lock.withLock {
            guard let index = waiting.firstIndex(where: { $0.number == number }) else {
                cancelledEarly.insert(number)
                return nil
            }
            guard honorsCancellation else {
                waiting[index].isCancelled = true
                return nil
            }
            return waiting.remove(at: index).continuation
        }
        ended?.resume(returning: .cancelled)
    }
}
