import Foundation
import ReduxRuntime

/// A log kept in memory for a test to read: what a ``TestStore`` and a test environment
/// (`StoreEnvironment(clock: TestClock())`) give the store, so that a test prints nothing.
///
/// ```swift
/// let store = TestStore(initialState: InboxState(), reducer: InboxReducer.reduce, middlewares: [loader])
/// await store.send(.loadInbox) { $0.loadInboxStatus = .loading }
/// await store.send(.loadInbox)                  // dropped: a call is in flight (policy first)
/// #expect(store.log.messages(atLeast: .info) == ["reduxgen: dropped loadInbox: a call is in flight (policy first)"])
/// ```
///
/// A message at the `fault` level (a `settle()` that gave up with work still running) fails
/// the running test, at the line where the log was made (for a test store's log, where the
/// store was made), unless the log was made with `failsOnFaults: false`.
public final class TestLog: StoreLogger, @unchecked Sendable {
    /// One message, at its level.
    public struct Entry: Equatable, Sendable, CustomStringConvertible {
        /// How much it matters.
        public let level: StoreLogLevel
        /// The message.
        public let message: String

        /// Creates an entry.
        public init(_ level: StoreLogLevel, _ message: String) {
            self.level = level
            self.message = message
        }

        /// `[warning] message`.
        public var description: String { "[\(level)] \(message)" }
    }

    /// Whether a `fault` fails the running test.
    public let failsOnFaults: Bool
    private let lock = NSLock()
    private var stored: [Entry] = []
    /// How many waits of a test store report their own failure instead of this log's.
    private var waitsReportingFaults = 0
    private let location: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)

    /// Creates an empty log.
    /// - Parameters:
    ///   - failsOnFaults: Whether a `fault` fails the running test; true by default.
    ///   - fileID: Where a fault's failure points; the caller's line by default.
    ///   - filePath: The file path where a fault's failure points.
    ///   - line: The line where a fault's failure points.
    ///   - column: The column where a fault's failure points.
    public init(
        failsOnFaults: Bool = true,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.failsOnFaults = failsOnFaults
        location = (fileID, filePath, line, column)
    }

    /// Every message so far, oldest first.
    public var entries: [Entry] {
        lock.withLock { stored }
    }

    /// The text of every message so far, oldest first.
    public var messages: [String] {
        entries.map(\.message)
    }

    /// The text of the messages at `level` or above, oldest first.
    public func messages(atLeast level: StoreLogLevel) -> [String] {
        entries.filter { $0.level >= level }.map(\.message)
    }

    /// Forgets the messages so far.
    public func removeAll() {
        lock.withLock { stored.removeAll() }
    }

    /// Keeps `message`; a `fault` fails the running test (see above).
    public func log(_ level: StoreLogLevel, _ message: String) {
        let fails: Bool = lock.withLock {
            // A test store's wait that gave up reports that itself: its fault is not kept twice.
            if level == .fault, waitsReportingFaults > 0 { return false }
            stored.append(Entry(level, message))
            return level == .fault && failsOnFaults
        }
        guard fails else { return }
        TestFailure(message: message, fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
            .report()
    }

    /// Runs `body`, a test store's wait that reports its own failure when the store's
    /// settle gives up: the fault logged meanwhile is neither kept nor reported.
    @MainActor
    func reportingFaultsItself<Result>(_ body: @MainActor () async -> Result) async -> Result {
        lock.withLock { waitsReportingFaults += 1 }
        defer { lock.withLock { waitsReportingFaults -= 1 } }
        return await body()
    }
}

/// Passes every message to a test store's log and to the logger the test gave it.
struct TeeLogger: StoreLogger {
    let first: TestLog
    let second: any StoreLogger

    func log(_ level: StoreLogLevel, _ message: String) {
        first.log(level, message)
        second.log(level, message)
    }
}
