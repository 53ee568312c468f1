import Foundation

/// A `Clock` whose time moves only when a test says so, for driving debounce, retry backoff and
/// timeouts without sleeping.
///
/// ```swift
/// let clock = TestClock()
/// let store = Store(..., environment: StoreEnvironment(clock: clock))
/// store.dispatch(.search("tea"))          // debounced by 300 ms
/// await clock.waitForSleepers(1)          // the debounce is sleeping on the clock
/// await clock.advance(by: .milliseconds(299))
/// // nothing started yet
/// await clock.advance(by: .milliseconds(1))
/// // the call starts
/// ```
///
/// ## Semantics
/// - Time starts at ``Instant/zero`` and moves only through ``advance(by:)``, ``advance(to:)``
///   and ``run()``; it never goes back.
/// - ``sleep(until:tolerance:)`` returns at once when the deadline has passed; otherwise the
///   caller becomes a *sleeper* until time reaches its deadline. Tolerance is ignored.
/// - Advancing resumes the sleepers whose deadlines it reaches one at a time, earliest deadline
///   first (ties in the order they went to sleep), setting ``now`` to each deadline before
///   resuming it, and yields in between so that resumed tasks may go back to sleep within the
///   same advance. That yielding is best effort: a task that sleeps again later measures from
///   the time the advance ended. So tests step time explicitly: ``waitForSleepers(_:timeout:fileID:filePath:line:column:)`` until
///   the expected sleep has begun, then advance.
/// - Cancelling a sleeping task resumes it at once by throwing `CancellationError`, and it stops
///   being a sleeper; a task cancelled before it sleeps throws without sleeping.
///
/// Self-contained: Foundation's `NSLock` only.
public final class TestClock: Clock, @unchecked Sendable {
    /// A point in a ``TestClock``'s time: the time elapsed since its start.
    public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
        /// The clock's start.
        public static let zero = Instant(offset: .zero)

        /// The time elapsed since the clock's start.
        public let offset: Duration

        /// Creates the instant `offset` after the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` after this one.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other` (negative when `other` is earlier).
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// `"+1.5 seconds"`.
        public var description: String { "+\(offset)" }
    }

    private struct Sleeper {
        let id: UInt64
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    // Everything below is guarded by `lock`.
    private let lock = NSLock()
    private var current: Instant
    private var sleepers: [Sleeper] = []
    private var cancelledBeforeSleeping: Set<UInt64> = []
    private var lastSleeperID: UInt64 = 0
    /// The calls of `waitForSleepers` and `waitForSleeper(wakingAt:)` waiting for sleepers;
    /// each is resumed with true when they come, with false when its time runs out.
    private var countWaiters: [(id: UInt64, isMet: ([Sleeper]) -> Bool, continuation: CheckedContinuation<Bool, Never>)] = []
    private var lastCountWaiterID: UInt64 = 0

    /// Creates a clock whose time is `now`.
    public init(now: Instant = .zero) {
        current = now
    }

    /// The current time.
    public var now: Instant {
        lock.withLock { current }
    }

    /// Zero: the clock measures any duration exactly.
    public var minimumResolution: Duration { .zero }

    /// The number of tasks sleeping on the clock.
    public var sleeperCount: Int {
        lock.withLock { sleepers.count }
    }

    /// The deadlines of the tasks sleeping on the clock, earliest first.
    ///
    /// ```swift
    /// XCTAssertEqual(clock.sleepingDeadlines, [TestClock.Instant(offset: .seconds(3))])
    /// ```
    public var sleepingDeadlines: [Instant] {
        lock.withLock { sleepers.map(\.deadline).sorted() }
    }

    /// Suspends until time reaches `deadline` (see "Semantics" above).
    /// - Throws: `CancellationError` when the task is cancelled before or while it sleeps.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = lock.withLock {
            lastSleeperID += 1
            return lastSleeperID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Start { case sleep([CheckedContinuation<Bool, Never>]), wake, cancel }
                let start: Start = lock.withLock {
                    if cancelledBeforeSleeping.remove(id) != nil { return .cancel }
                    if deadline <= current { return .wake }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return .sleep(takeReadyCountWaiters())
                }
                switch start {
                case .sleep(let ready): for waiter in ready { waiter.resume(returning: true) }
                case .wake: continuation.resume()
                case .cancel: continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            // A sleeper gone can meet a wait too: for the only sleeper left.
            let (sleeper, ready): (Sleeper?, [CheckedContinuation<Bool, Never>]) = lock.withLock {
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
                    // Not asleep yet (or already woken, in which case this entry is never read).
                    cancelledBeforeSleeping.insert(id)
                    return (nil, [])
                }
                let sleeper = sleepers.remove(at: index)
                return (sleeper, takeReadyCountWaiters())
            }
            sleeper?.continuation.resume(throwing: CancellationError())
            for waiter in ready { waiter.resume(returning: true) }
        }
    }

    /// Returns once at least `count` tasks sleep on the clock at the same time.
    ///
    /// If they do not within `timeout` of real time, it fails the running test (at the
    /// caller's line) and returns, rather than hang the test run.
    /// - Parameters:
    ///   - count: How many sleepers to wait for.
    ///   - timeout: How long to wait in real time before failing; only a failing test waits it.
    ///   - fileID: The caller's file ID, where a failure points; the default is the caller's.
    ///   - filePath: The caller's file path, for XCTest's failure location.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func waitForSleepers(
        _ count: Int = 1,
        timeout: Duration = .seconds(5),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        guard await wait(upTo: timeout, until: { $0.count >= count }) else {
            TestFailure(
                message: "\(count == 1 ? "No task" : "Fewer than \(count) tasks") went to sleep on the test clock within \(timeout) "
                    + "(now \(now), \(sleeperCount) sleeping).",
                fileID: fileID, filePath: filePath, line: line, column: column
            ).report()
            return
        }
    }

    /// Returns once a task sleeps on the clock until `deadline`: a way to tell a retry's
    /// backoff from the timeout sleep of the attempt before it, which may still be asleep.
    ///
    /// If none does within `timeout` of real time, it fails the running test (at the caller's
    /// line) and returns, rather than hang the test run.
    /// - Parameters:
    ///   - deadline: The deadline of the sleep to wait for.
    ///   - timeout: How long to wait in real time before failing; only a failing test waits it.
    ///   - fileID: The caller's file ID, where a failure points; the default is the caller's.
    ///   - filePath: The caller's file path, for XCTest's failure location.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func waitForSleeper(
        wakingAt deadline: Instant,
        timeout: Duration = .seconds(5),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        guard await wait(upTo: timeout, until: { $0.contains { $0.deadline == deadline } }) else {
            TestFailure(
                message: "No task went to sleep on the test clock until \(deadline) within \(timeout) (now \(now), "
                    + "\(sleeperCount) sleeping). If it is a retry's backoff: a request retries only failures that are "
                    + "retryable (RetryableFailure); the store's log says when it did not.",
                fileID: fileID, filePath: filePath, line: line, column: column
            ).report()
            return
        }
    }

    /// Returns once the only task sleeping on the clock sleeps until `deadline`: a retry's
    /// backoff once the attempt before it has ended, when that attempt's timeout would end at
    /// the same instant (a backoff of 1 s after an attempt started at 0.5 s with a timeout of
    /// 1 s), so that moving time to `deadline` ends the backoff and not the attempt.
    ///
    /// ```swift
    /// service.searchAnswers.answer(.failure(.offline))
    /// await clock.waitForOnlySleeper(wakingAt: TestClock.Instant(offset: .seconds(1.5)))
    /// await clock.advance(to: TestClock.Instant(offset: .seconds(1.5)))   // the retry starts
    /// ```
    ///
    /// If that does not happen within `timeout` of real time, it fails the running test (at
    /// the caller's line) and returns, rather than hang the test run.
    /// - Parameters:
    ///   - deadline: The deadline of the only sleep to wait for.
    ///   - timeout: How long to wait in real time before failing; only a failing test waits it.
    ///   - fileID: The caller's file ID, where a failure points; the default is the caller's.
    ///   - filePath: The caller's file path, for XCTest's failure location.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func waitForOnlySleeper(
        wakingAt deadline: Instant,
        timeout: Duration = .seconds(5),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        // Every sleep begins after the clock's start.
        await waitForOnlySleeper(
            wakingAt: deadline, sleepingSince: SleepMark(lastSleeperID: 0), timeout: timeout, fileID: fileID, filePath: filePath,
            line: line, column: column)
    }

    /// A point in the order that tasks begin to sleep on the clock: every sleep begun after
    /// it is after it.
    ///
    /// ```swift
    /// let mark = clock.sleepMark                        // the attempt's timeout sleeps already
    /// service.searchAnswers.answer(.failure(.offline))  // the attempt fails: its backoff begins
    /// await clock.waitForOnlySleeper(wakingAt: TestClock.Instant(offset: .seconds(1.5)), sleepingSince: mark)
    /// ```
    public struct SleepMark: Sendable, Hashable {
        fileprivate let lastSleeperID: UInt64
    }

    /// The mark of now: the sleeps begun from here on are after it (see
    /// ``waitForOnlySleeper(wakingAt:sleepingSince:timeout:fileID:filePath:line:column:)``).
    public var sleepMark: SleepMark {
        lock.withLock { SleepMark(lastSleeperID: lastSleeperID) }
    }

    /// Returns once the only task sleeping on the clock sleeps until `deadline` and began to
    /// sleep after `mark`: a retry's backoff, told apart from the timeout of the attempt
    /// before it even when both end at the same instant, because the timeout began first.
    ///
    /// ```swift
    /// await clock.waitForSleeper(wakingAt: attemptStart.advanced(by: .seconds(1)))   // the attempt's timeout
    /// let mark = clock.sleepMark
    /// service.searchAnswers.answer(.failure(.offline))
    /// await clock.waitForOnlySleeper(wakingAt: TestClock.Instant(offset: .seconds(1.5)), sleepingSince: mark)
    /// await clock.advance(to: TestClock.Instant(offset: .seconds(1.5)))   // the retry starts
    /// ```
    ///
    /// If that does not happen within `timeout` of real time, it fails the running test (at
    /// the caller's line) and returns, rather than hang the test run.
    /// - Parameters:
    ///   - deadline: The deadline of the only sleep to wait for.
    ///   - mark: A mark taken before the sleep to wait for began (``sleepMark``).
    ///   - timeout: How long to wait in real time before failing; only a failing test waits it.
    ///   - fileID: The caller's file ID, where a failure points; the default is the caller's.
    ///   - filePath: The caller's file path, for XCTest's failure location.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func waitForOnlySleeper(
        wakingAt deadline: Instant,
        sleepingSince mark: SleepMark,
        timeout: Duration = .seconds(5),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let isMet: ([Sleeper]) -> Bool = { $0.count == 1 && $0[0].deadline == deadline && $0[0].id > mark.lastSleeperID }
        guard await wait(upTo: timeout, until: isMet) else {
            let since = mark.lastSleeperID == 0 ? "" : ", that began to sleep after the mark,"
            TestFailure(
                message: "The test clock did not come to have one task sleeping, until \(deadline)\(since) within \(timeout) "
                    + "(now \(now), sleeping until \(sleepingDeadlines.map(\.description).joined(separator: ", ")))."
                    + " If it is a retry's backoff: a request retries only failures that are retryable "
                    + "(RetryableFailure); the store's log says when it did not.",
                fileID: fileID, filePath: filePath, line: line, column: column
            ).report()
            return
        }
    }

    /// Waits until `isMet` holds for the sleepers (true) or `timeout` of real time has passed
    /// (false).
    private func wait(upTo timeout: Duration, until isMet: @escaping ([Sleeper]) -> Bool) async -> Bool {
        let id: UInt64 = lock.withLock {
            lastCountWaiterID += 1
            return lastCountWaiterID
        }
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            self?.expireCountWaiter(id)
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let ready: Bool = lock.withLock {
                if isMet(sleepers) { return true }
                countWaiters.append((id, isMet, continuation))
                return false
            }
            if ready { continuation.resume(returning: true) }
        }
    }

    /// Resumes the waiter `id` with false, unless it has been resumed already.
    private func expireCountWaiter(_ id: UInt64) {
        let waiter: CheckedContinuation<Bool, Never>? = lock.withLock {
            guard let index = countWaiters.firstIndex(where: { $0.id == id }) else { return nil }
            return countWaiters.remove(at: index).continuation
        }
        waiter?.resume(returning: false)
    }

    /// Moves time forward by `duration`, resuming the sleepers it reaches in deadline order.
    ///
    /// ```swift
    /// await clock.advance(by: .milliseconds(300))          // the debounce ends
    /// await service.searchAnswers.waitForCalls(waiting: 1)  // … and its call has started
    /// ```
    ///
    /// It returns once the sleepers are resumed, not once their tasks have acted on it: a
    /// task resumed here runs on its own executor (a store's middlewares on the main actor),
    /// maybe after the test's next line. So a test that gives an answer, sends an action or
    /// reads the state whose outcome depends on what the woken task does first waits for a
    /// sign that it did: the action it dispatches (`TestStore.receive`), the call it makes
    /// (`MockAnswers.waitForCalls`), the sleep it begins (``waitForSleepers(_:timeout:fileID:filePath:line:column:)``),
    /// or its log line.
    public func advance(by duration: Duration = .zero) async {
        precondition(duration >= .zero, "TestClock cannot go back in time (advance by \(duration))")
        await advance(to: now.advanced(by: duration))
    }

    /// Moves time forward to `deadline` (if it is later than ``now``), resuming the sleepers it
    /// reaches in deadline order; like ``advance(by:)``, it does not wait for the resumed tasks
    /// to act.
    ///
    /// ```swift
    /// await clock.advance(to: TestClock.Instant(offset: .seconds(1.5)))   // the retry's backoff ends
    /// await service.searchAnswers.waitForCalls(waiting: 1)                 // … and the retry has started
    /// ```
    public func advance(to deadline: Instant) async {
        while true {
            await yieldToResumedTasks()
            let (next, ready): (Sleeper?, [CheckedContinuation<Bool, Never>]) = lock.withLock {
                guard let earliest = earliestSleeperIndex(), sleepers[earliest].deadline <= deadline else {
                    current = max(current, deadline)
                    return (nil, [])
                }
                let sleeper = sleepers.remove(at: earliest)
                current = max(current, sleeper.deadline)
                return (sleeper, takeReadyCountWaiters())
            }
            guard let next else { return }
            next.continuation.resume()
            for waiter in ready { waiter.resume(returning: true) }
        }
    }

    /// Advances to each sleeper's deadline in turn until no task sleeps on the clock (best
    /// effort for sleeps that begin after yielding; see "Semantics").
    public func run() async {
        while true {
            await yieldToResumedTasks()
            let deadline: Instant? = lock.withLock {
                earliestSleeperIndex().map { sleepers[$0].deadline }
            }
            guard let deadline else { return }
            await advance(to: deadline)
        }
    }

    /// The index of the sleeper with the earliest deadline, the first to sleep among equals.
    private func earliestSleeperIndex() -> Int? {
        sleepers.indices.min { sleepers[$0].deadline < sleepers[$1].deadline }
    }

    /// Removes and returns the waiters that the sleepers now satisfy (a sleeper came or went).
    private func takeReadyCountWaiters() -> [CheckedContinuation<Bool, Never>] {
        let ready = countWaiters.filter { $0.isMet(sleepers) }.map(\.continuation)
        countWaiters.removeAll { $0.isMet(sleepers) }
        return ready
    }

    /// Gives tasks just resumed a chance to run (and to sleep again) before time moves on.
    private func yieldToResumedTasks() async {
        for _ in 0..<10 { await Task.yield() }
    }
}
