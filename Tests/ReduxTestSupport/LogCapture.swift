import Foundation

/// Collects lines written from any task, such as a store environment's `log`:
/// `StoreEnvironment(log: capture.append)`.
public final class LogCapture: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var stored: [String] = []
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    public init() {}

    /// The lines so far, in the order they were appended.
    public var lines: [String] {
        lock.withLock { stored }
    }

    /// Appends `line`; callable from any task.
    @Sendable public func append(_ line: String) {
        let ready: [CheckedContinuation<Void, Never>] = lock.withLock {
            stored.append(line)
            let ready = waiters.filter { $0.count <= stored.count }.map(\.continuation)
            waiters.removeAll { $0.count <= stored.count }
            return ready
        }
        for waiter in ready { waiter.resume() }
    }

    /// Returns once at least `count` lines have been appended.
    public func waitForLines(_ count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready: Bool = lock.withLock {
                if stored.count >= count { return true }
                waiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }
}
