import Foundation
import ReduxRuntime

/// A store for tests that asserts every state change and every action the middlewares
/// dispatch, exhaustively.
///
/// ```swift
/// let store = TestStore(
///     initialState: TeamChatState(unread: 0),
///     reducer: TeamChatReducer.reduce,
///     middlewares: [TeamChatLoader(service: service).middleware]
/// )
/// await store.send(.loadMessages(page: 1)) { $0.loadMessagesStatus = .loading }
/// await store.receive(.loadMessagesSuccess([hello])) {
///     $0.messages = [hello]
///     $0.loadMessagesStatus = .succeeded
/// }
/// await store.finish()
/// ```
///
/// It runs a real `Store` with the reducer and middlewares, and records every action that
/// reaches the reducer with the state after it.
/// - ``send(_:assert:fileID:filePath:line:column:)`` dispatches an action; the state after it
///   must equal the state after the previous step with `assert` applied.
/// - Every other action that reaches the reducer (dispatched by a middleware, at once or later
///   from its asynchronous work) is *received*: ``receive(_:timeout:assert:fileID:filePath:line:column:)``
///   asserts the oldest one and its state change, waiting for it if needed.
/// - Every effect that the reducer asks for (a generated `perform(_:)`, see `EffectOutbox`)
///   is recorded: ``receiveEffect(_:fileID:filePath:line:column:)`` asserts the oldest one.
/// - ``finish(timeout:fileID:filePath:line:column:)`` waits for the store's work and fails for
///   work still running, for received actions (and their state changes) and for effects
///   never asserted.
///   If the test does not call it, the store reports the received actions and the effects it
///   knows of when it is deallocated.
///
/// Failures go to ``TestFailure/report()`` (XCTest or Swift Testing, at the failing call's
/// line) unless another reporter is given. A failed step does not derail the next ones: each
/// step starts from the state the store actually reached. Values inside an `Uncompared`
/// (which `==` does not look at) are compared by their dumps, so a received stream element
/// that differs fails.
///
/// ## Nothing on disk, nothing printed
/// The store's environment keeps what it was given; what it was not given, the test store
/// replaces: persisted fields are kept in a new `InMemoryStorage` (never in the app's files),
/// and the runtime's messages go to ``log``, which the test can read (and which fails the
/// test on a `fault`), never to the console.
///
/// ## Work that never ends
/// ``receive(_:timeout:assert:fileID:filePath:line:column:)`` and
/// ``finish(timeout:fileID:filePath:line:column:)`` wait at most ``timeout`` (1 second, of
/// real time) for work that is still running, then fail naming it: each request with its spec
/// line, each stream, each task of a middleware, and how long what sleeps on the store's
/// clock still sleeps (a debounce, a retry's backoff, a poll) — with a test clock, advance it.
///
/// ## Exhaustivity
/// By default every change and every received action must be asserted. With
/// ``exhaustivity`` `.off`, as for a test of one aspect of a big feature, `receive` skips the
/// received actions before the one it asks for, a state assertion checks only what its
/// closure sets, and received actions and effects never asserted fail nothing:
///
/// ```swift
/// store.exhaustivity = .off
/// await store.send(.enterRoom(id: 7, name: "general")) { $0.roomID = 7 }
/// await store.receive(.loadMessagesSuccess([hello])) { $0.messages = [hello] }
/// ```
@MainActor
public final class TestStore<State: Equatable, Action: Equatable> {
    /// Whether every change and received action must be asserted (`.on`, the default) or only
    /// those the test asks about (`.off`); see "Exhaustivity".
    public enum Exhaustivity: Sendable {
        /// Every state change, received action and effect must be asserted.
        case on
        /// `receive` skips the actions before the one asked for, a state assertion checks
        /// only what its closure sets, and what was never asserted fails nothing.
        case off
    }

    /// The store under test. Actions dispatched to it directly are received actions.
    public let store: Store<State, Action>
    /// How long ``receive(_:timeout:assert:fileID:filePath:line:column:)`` and
    /// ``finish(timeout:fileID:filePath:line:column:)`` wait for work that is still running
    /// before they fail, unless given their own timeout. Only a failing test waits this long.
    public var timeout: Duration = .seconds(1)
    /// Whether every change must be asserted; `.on` by default. See "Exhaustivity".
    public var exhaustivity: Exhaustivity = .on
    /// What the store's runtime logged: a call dropped by a `first` policy, a skipped call, a
    /// record that could not be read. It receives the messages even when the environment was
    /// given a logger of its own.
    public let log: TestLog

    private let reduced = ReducedActions<State, Action>()
    let askedEffects = AskedEffects()
    private let reporter: TestFailureReporter
    /// The state the store reached at the last step the test asserted.
    private var assertedState: State
    private var isFinished = false
    private let creation: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)

    /// Creates a test store running a `Store` with this reducer and these middlewares.
    /// - Parameters:
    ///   - initialState: The state before any action.
    ///   - reducer: The feature's reducer, such as a generated `TeamChatReducer.reduce`.
    ///   - middlewares: The feature's middlewares, outermost first, as for `Store`.
    ///   - environment: The store's environment: give it a ``TestClock`` to drive debounce,
    ///     retry and timeout without sleeping. Its storage and logger, when it has the app's
    ///     defaults, are replaced by an `InMemoryStorage` and ``log``.
    ///   - failureReporter: Receives every failure; by default ``TestFailure/report()``, which
    ///     fails the running test.
    ///   - fileID: The file ID where the store is created: the failure a store reports when it
    ///     is deallocated points there.
    ///   - filePath: The file path where the store is created.
    ///   - line: The line where the store is created.
    ///   - column: The column where the store is created.
    public init(
        initialState: State,
        reducer: @escaping (inout State, Action) -> Void,
        middlewares: [Middleware<State, Action>] = [],
        environment: StoreEnvironment = StoreEnvironment(),
        failureReporter: @escaping TestFailureReporter = { $0.report() },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        // Actions that middlewares dispatch during their setup are received actions: the
        // first `receive` asserts the change from `initialState`.
        assertedState = initialState
        let (log, isolated) = Self.isolating(environment, fileID: fileID, filePath: filePath, line: line, column: column)
        self.log = log
        store = Store(
            initialState: initialState, reducer: askedEffects.recording(reduced.recording(reducer)), middlewares: middlewares, environment: isolated)
        reporter = failureReporter
        creation = (fileID, filePath, line, column)
    }

    /// Creates a test store whose reducer returns the new state instead of changing it in
    /// place, as a hand-written `(State, Action) -> State` reducer does.
    ///
    /// ```swift
    /// let store = TestStore(initialState: 0) { (count: Int, action: CounterAction) in count + 1 }
    /// ```
    /// - Parameters: See the in-place initializer.
    public convenience init(
        initialState: State,
        reducer: @escaping (State, Action) -> State,
        middlewares: [Middleware<State, Action>] = [],
        environment: StoreEnvironment = StoreEnvironment(),
        failureReporter: @escaping TestFailureReporter = { $0.report() },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            initialState: initialState,
            reducer: { state, action in state = reducer(state, action) },
            middlewares: middlewares,
            environment: environment,
            failureReporter: failureReporter,
            fileID: fileID,
            filePath: filePath,
            line: line,
            column: column
        )
    }

    /// `environment` with an in-memory storage and a test log in place of the app's
    /// defaults, and the log a test store reads: the environment's own when it is a
    /// ``TestLog``, else a new one that also gets the messages of the logger it was given.
    private static func isolating(
        _ environment: StoreEnvironment,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> (TestLog, StoreEnvironment) {
        var isolated = environment.replacingDefaults(storage: InMemoryStorage(), logger: TestLog(fileID: fileID, filePath: filePath, line: line, column: column))
        if let log = isolated.logger as? TestLog { return (log, isolated) }
        let log = TestLog(fileID: fileID, filePath: filePath, line: line, column: column)
        isolated.logger = TeeLogger(first: log, second: isolated.logger)
        return (log, isolated)
    }

    deinit {
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated {
            guard !isFinished, exhaustivity == .on else { return }
            let left = reduced.received
            let effects = askedEffects.unasserted
            guard !left.isEmpty || !effects.isEmpty else { return }
            let messages = (left.isEmpty ? [] : [Self.unreceivedMessage(left.map(\.action))])
                + (effects.isEmpty ? [] : [AskedEffects.unassertedMessage(effects)])
            reporter(
                TestFailure(
                    message: messages.joined(separator: "\n")
                        + "\n(Reported when the test store was deallocated; call finish() to check for unfinished work too.)",
                    fileID: creation.fileID,
                    filePath: creation.filePath,
                    line: creation.line,
                    column: creation.column
                )
            )
        }
    }

    /// The store's current state.
    public var state: State { store.state }

    /// Dispatches `action` and asserts the state after it.
    ///
    /// Fails if received actions are still unasserted (they are then skipped), or if the state
    /// after `action` differs from the state after the previous step with `update` applied; the
    /// failure shows the difference, `-` expected and `+` actual. Actions that the middlewares
    /// dispatch meanwhile are received actions, for ``receive(_:timeout:assert:fileID:filePath:line:column:)``.
    /// - Parameters:
    ///   - action: The action to dispatch.
    ///   - update: Changes the previous state into the expected one; nil when the action
    ///     changes nothing.
    ///   - fileID: The caller's file ID, where a failure points; the default is the caller's.
    ///   - filePath: The caller's file path, for XCTest's failure location.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func send(
        _ action: Action,
        assert update: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let fail = failure(fileID, filePath, line, column)
        let skipped = reduced.removeAllReceived()
        if let last = skipped.last {
            if exhaustivity == .on {
                fail(
                    "Must receive every action the middlewares dispatched before sending \(ValueDump.line(of: action)). "
                        + Self.unreceivedMessage(skipped.map(\.action))
                )
            }
            assertedState = last.state
        }
        let unassertedEffects = askedEffects.removeAll()
        if !unassertedEffects.isEmpty, exhaustivity == .on {
            fail(
                "Must assert every effect the reducer asked for before sending \(ValueDump.line(of: action)). "
                    + AskedEffects.unassertedMessage(unassertedEffects)
            )
        }
        reduced.beginSend(action)
        store.dispatch(action)
        let actual = reduced.endSend() ?? assertedState
        check(actual, against: update, after: "send(\(ValueDump.line(of: action)))", fail: fail)
    }

    /// Asserts the oldest action that the middlewares dispatched and the test has not asserted
    /// yet, and the state after it.
    ///
    /// If there is none yet, waits (without sleeping) until one arrives, all tracked work has
    /// finished, or `timeout` has passed. Fails if no action arrives (naming the work still
    /// running), if the action differs from `action` (showing both), or if the state after it
    /// differs from the state after the previous step with `update` applied. With
    /// ``exhaustivity`` `.off`, the received actions before the first one equal to `action`
    /// are skipped, and the state check is only of what `update` sets.
    /// - Parameters:
    ///   - action: The action expected.
    ///   - timeout: How long to wait while work is running; ``timeout`` by default.
    ///   - update: Changes the previous state into the expected one; nil when the action
    ///     changes nothing.
    ///   - fileID: The caller's file ID, where a failure points; the default is the caller's.
    ///   - filePath: The caller's file path, for XCTest's failure location.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func receive(
        _ action: Action,
        timeout: Duration? = nil,
        assert update: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let fail = failure(fileID, filePath, line, column)
        let limit = timeout ?? self.timeout
        let deadline = ContinuousClock.now.advanced(by: limit)
        var outcome = WaitOutcome.received
        while !hasReceived(action), outcome == .received {
            outcome = await wait(upTo: ContinuousClock.now.duration(to: deadline), orUntilReceived: true)
        }
        if exhaustivity == .off, let index = reduced.received.firstIndex(where: { DumpComparison.same($0.action, action) }), index > 0 {
            assertedState = reduced.removeFirstReceived(index).last!.state
        }
        guard hasReceived(action), let entry = reduced.removeFirstReceived() else {
            let reason: String
            switch outcome {
            case .timedOut(let unsettled):
                reason = "nothing arrived within \(limit) while work was still running:" + unsettled.runningList + "\n" + unsettled.advice
            default:
                reason = "all work finished without dispatching one."
            }
            fail("Expected to receive \(ValueDump.line(of: action)), but \(reason)")
            return
        }
        guard DumpComparison.same(entry.action, action) else {
            let diff = LineDiff.text(
                expected: ValueDump.lines(of: action, spreadingOutermost: false),
                actual: ValueDump.lines(of: entry.action, spreadingOutermost: false)
            )
            fail("Received an action other than the expected one (- expected, + received):\n\(diff)")
            assertedState = entry.state
            return
        }
        check(entry.state, against: update, after: "receive(\(ValueDump.line(of: action)))", fail: fail)
    }

    /// Whether `receive(action)` has what it asserts: any received action, or with
    /// ``exhaustivity`` `.off` one equal to `action`.
    private func hasReceived(_ action: Action) -> Bool {
        switch exhaustivity {
        case .on: !reduced.received.isEmpty
        case .off: reduced.received.contains { DumpComparison.same($0.action, action) }
        }
    }

    /// Drops the received actions not asserted yet, accepting the state changes they made.
    public func skipReceivedActions() {
        if let last = reduced.removeAllReceived().last {
            assertedState = last.state
        }
    }

    /// Ends the test: waits for the store's tracked work, then fails for work still running
    /// after `timeout` (naming it), for received actions that were never asserted (listed,
    /// with the state changes they made) and for effects the reducer asked for that were never
    /// asserted (with ``exhaustivity`` `.off`, only for work still running).
    /// - Parameters:
    ///   - timeout: How long to wait for running work; ``timeout`` by default.
    ///   - fileID: The caller's file ID, where a failure points; the default is the caller's.
    ///   - filePath: The caller's file path, for XCTest's failure location.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        isFinished = true
        let fail = failure(fileID, filePath, line, column)
        let limit = timeout ?? self.timeout
        if case .timedOut(let unsettled) = await wait(upTo: limit, orUntilReceived: false) {
            fail("Work that the middlewares started is still running \(limit) after finish() began waiting:" + unsettled.runningList + "\n" + unsettled.advice)
        }
        let unassertedEffects = askedEffects.removeAll()
        let left = reduced.removeAllReceived()
        guard exhaustivity == .on else {
            if let last = left.last { assertedState = last.state }
            return
        }
        if !unassertedEffects.isEmpty {
            fail(AskedEffects.unassertedMessage(unassertedEffects))
        }
        guard let last = left.last else { return }
        var message = Self.unreceivedMessage(left.map(\.action))
        if last.state != assertedState {
            let diff = LineDiff.text(expected: ValueDump.lines(of: assertedState), actual: ValueDump.lines(of: last.state))
            message += "\nThe state changes they made were not asserted either (- asserted, + actual):\n\(diff)"
        }
        fail(message)
        assertedState = last.state
    }

    // MARK: - Checking

    /// Checks `actual` against the state after the previous step with `update` applied; with
    /// ``exhaustivity`` `.off`, against `actual` with `update` applied, which differs only
    /// where `update` sets something else.
    private func check(_ actual: State, against update: ((inout State) -> Void)?, after step: String, fail: (String) -> Void) {
        var expected = exhaustivity == .on ? assertedState : actual
        update?(&expected)
        assertedState = actual
        guard !DumpComparison.same(expected, actual) else { return }
        let diff = LineDiff.text(expected: ValueDump.lines(of: expected), actual: ValueDump.lines(of: actual))
        fail("The state after \(step) is not the expected one (- expected, + actual):\n\(diff)")
    }

    func failure(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) -> (String) -> Void {
        { [reporter] message in
            reporter(TestFailure(message: message, fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }

    private static func unreceivedMessage(_ actions: [Action]) -> String {
        let count = actions.count == 1 ? "1 action" : "\(actions.count) actions"
        let list = actions.map { "  " + ValueDump.line(of: $0) }.joined(separator: "\n")
        return "\(count) dispatched by the middlewares not asserted with receive(_:):\n\(list)"
    }

    // MARK: - Waiting

    /// Waits until an action is received (if `orUntilReceived`), all tracked work has finished,
    /// or `limit` has passed, whichever comes first.
    private func wait(upTo limit: Duration, orUntilReceived: Bool) async -> WaitOutcome {
        guard store.hasPendingWork else { return .settled }
        let first = FirstOutcome()
        if orUntilReceived {
            reduced.onReceive = { first.report(.received) }
        }
        let store = store, log = log
        // The settle gives up after `limit`; this store reports that itself, at the caller's line.
        let settling = Task {
            let unsettled = await log.reportingFaultsItself {
                await store.settle(timeout: max(limit, .zero))
            }
            first.report(unsettled.map { .timedOut($0) } ?? .settled)
        }
        let outcome = await first.wait()
        reduced.onReceive = nil
        settling.cancel()
        return outcome
    }
}
