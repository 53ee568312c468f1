import Foundation

/// Collects lines written from any task, such as a store environment's `log`:
/// `StoreEnvironment(log: capture.append)`.
public final class LogCapture: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var stored: [String] = []

    public init() {}

    /// The lines so far, in the order they were appended.
    public var lines: [String] {
        lock.withLock { stored }
    }

    /// Appends `line`; callable from any task.
    @Sendable public func append(_ line: String) {
        lock.withLock { stored.append(line) }
    }
}
