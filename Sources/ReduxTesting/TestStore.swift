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
/// step starts from the state the store actually reached.
@MainActor
public final class TestStore<State: Equatable, Action: Equatable> {
    /// The store under test. Actions dispatched to it directly are received actions.
    public let store: Store<State, Action>
    /// How long ``receive(_:timeout:assert:fileID:filePath:line:column:)`` and
    /// ``finish(timeout:fileID:filePath:line:column:)`` wait for work that is still running
    /// before they fail, unless given their own timeout. Only a failing test waits this long.
    public var timeout: Duration = .seconds(1)

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
    ///     retry and timeout without sleeping.
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
        store = Store(
            initialState: initialState, reducer: askedEffects.recording(reduced.recording(reducer)), middlewares: middlewares, environment: environment)
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

    deinit {
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated {
            guard !isFinished else { return }
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
            fail(
                "Must receive every action the middlewares dispatched before sending \(ValueDump.line(of: action)). "
                    + Self.unreceivedMessage(skipped.map(\.action))
            )
            assertedState = last.state
        }
        let unassertedEffects = askedEffects.removeAll()
        if !unassertedEffects.isEmpty {
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
    /// finished, or `timeout` has passed. Fails if no action arrives, if the action differs from
    /// `action` (showing both), or if the state after it differs from the state after the
    /// previous step with `update` applied.
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
        var outcome = WaitOutcome.received
        while reduced.received.isEmpty, outcome == .received {
            outcome = await wait(upTo: limit, orUntilReceived: true)
        }
        guard let entry = reduced.removeFirstReceived() else {
            let reason = outcome == .timedOut
                ? "nothing arrived within \(limit) while work was still running"
                : "all work finished without dispatching one"
            fail("Expected to receive \(ValueDump.line(of: action)), but \(reason).")
            return
        }
        guard entry.action == action else {
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

    /// Drops the received actions not asserted yet, accepting the state changes they made.
    public func skipReceivedActions() {
        if let last = reduced.removeAllReceived().last {
            assertedState = last.state
        }
    }

    /// Ends the test: waits for the store's tracked work, then fails for work still running
    /// after `timeout`, for received actions that were never asserted (listed, with the
    /// state changes they made) and for effects the reducer asked for that were never asserted.
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
        if store.hasPendingWork, await wait(upTo: limit, orUntilReceived: false) == .timedOut {
            fail(
                "Work that the middlewares started is still running \(limit) after finish() began waiting "
                    + "(an unanswered call or an endless stream?). Answer or cancel it before the test ends."
            )
        }
        let unassertedEffects = askedEffects.removeAll()
        if !unassertedEffects.isEmpty {
            fail(AskedEffects.unassertedMessage(unassertedEffects))
        }
        let left = reduced.removeAllReceived()
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

    private func check(_ actual: State, against update: ((inout State) -> Void)?, after step: String, fail: (String) -> Void) {
        var expected = assertedState
        update?(&expected)
        assertedState = actual
        guard expected != actual else { return }
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
        let store = store
        let settling = Task {
            await store.settle()
            first.report(.settled)
        }
        let timer = Task {
            try? await Task.sleep(for: limit)
            first.report(.timedOut)
        }
        let outcome = await first.wait()
        reduced.onReceive = nil
        timer.cancel()
        settling.cancel()
        return outcome
    }
}
