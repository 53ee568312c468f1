import ReduxTestSupport
import ReduxTesting
import XCTest

@testable import ReduxRuntime

/// A debounced call run with a `StartCondition` checks it on the state when its quiet ends:
/// false makes no call, cancels a `latest` call in flight, and dispatches the skipped action
/// unless a call is still in flight.
@MainActor
final class RequestStartConditionTests: XCTestCase {
    private struct SearchState: Equatable, Sendable {
        var isOnline = true
        var answers: [String] = []
    }

    private enum SearchAction: Hashable, Sendable {
        case search(String)
        case goOffline
        case answered(String)
        case skipped
    }

    private let clock = TestClock()
    private let log = LogCapture()
    private let calls = ControlledCalls<String, Result<String, Offline>>()
    private let reduced = Recorder<SearchAction>()

    /// A store whose `search(query)` runs a call debounced by 300 ms under `policy`, which
    /// starts only while the state is online.
    private func makeStore(policy: RequestPolicy = .latest) -> Store<SearchState, SearchAction> {
        let calls = calls, reduced = reduced
        let searching = Middleware<SearchState, SearchAction> { context in
            let runner = RequestRunner(context: context)
            return { action, next in
                next(action)
                guard case .search(let query) = action else { return }
                let request = Request<SearchAction>(id: RequestID("search"), policy: policy, debounce: .milliseconds(300)) { () async throws(Offline) -> String in
                    try await calls.call(query).get()
                } success: {
                    .answered($0)
                } failure: { _ in
                    .answered("failed")
                }
                runner.run(request, checking: StartCondition(skipping: .skipped, because: "offline") { $0.isOnline })
            }
        }
        return Store(
            initialState: SearchState(),
            reducer: { state, action in
                reduced.record(action)
                var state = state
                switch action {
                case .goOffline: state.isOnline = false
                case .answered(let answer): state.answers.append(answer)
                case .search, .skipped: break
                }
                return state
            },
            middlewares: [searching],
            environment: StoreEnvironment(clock: clock, log: log.append))
    }

    /// Returns once the runner has checked the condition at the end of the quiet and skipped
    /// the call (its log line). Advancing the clock resumes the debounce's sleep but does not
    /// wait for the runner to act on it, so an answer given right after the advance may reach
    /// the runner first, and then no call is in flight when the condition is checked.
    private func waitForTheSkip() async {
        await awaitCompletion(of: "the skip at the end of the quiet") { [log] in await log.waitForLines(1) }
        XCTAssertEqual(log.lines, ["reduxgen: skipped search: offline"])
    }

    func testACallWhoseConditionTurnsFalseDuringItsQuietIsSkippedAndTellsTheReducer() async {
        let store = makeStore()
        store.dispatch(.search("a"))
        await waitForSleepers(1, on: clock)
        store.dispatch(.goOffline)
        await clock.advance(by: .milliseconds(300))
        await settle(store)
        let count = await calls.count
        XCTAssertEqual(count, 0, "a call started although its condition was false when its quiet ended")
        XCTAssertEqual(reduced.values, [.search("a"), .goOffline, .skipped])
        XCTAssertEqual(log.lines, ["reduxgen: skipped search: offline"])
    }

    func testUnderLatestTheSkipCancelsTheCallInFlight() async {
        let store = makeStore()
        store.dispatch(.search("a"))
        await waitForSleepers(1, on: clock)
        await clock.advance(by: .milliseconds(300))
        await awaitCompletion(of: "the first call") { [calls] in await calls.waitForCalls(1) }
        store.dispatch(.search("ab"))
        await waitForSleepers(1, on: clock)
        store.dispatch(.goOffline)
        await clock.advance(by: .milliseconds(300))
        await waitForTheSkip()
        await calls.answer(0, with: .success("a"))
        await settle(store)
        XCTAssertEqual(store.state.answers, [], "the answer of the call the skip cancelled was dispatched")
        XCTAssertEqual(reduced.values.last, .skipped)
    }

    func testUnderFirstTheCallInFlightGoesOnAndNothingIsDispatchedForTheSkip() async {
        let store = makeStore(policy: .first)
        store.dispatch(.search("a"))
        await waitForSleepers(1, on: clock)
        await clock.advance(by: .milliseconds(300))
        await awaitCompletion(of: "the first call") { [calls] in await calls.waitForCalls(1) }
        store.dispatch(.search("ab"))
        await waitForSleepers(1, on: clock)
        store.dispatch(.goOffline)
        await clock.advance(by: .milliseconds(300))
        await waitForTheSkip()
        await calls.answer(0, with: .success("a"))
        await settle(store)
        XCTAssertEqual(store.state.answers, ["a"])
        XCTAssertEqual(reduced.values, [.search("a"), .search("ab"), .goOffline, .answered("a")])
    }

    func testUnderFirstASkipAfterTheCallInFlightHasAnsweredTellsTheReducer() async {
        let store = makeStore(policy: .first)
        store.dispatch(.search("a"))
        await waitForSleepers(1, on: clock)
        await clock.advance(by: .milliseconds(300))
        await awaitCompletion(of: "the first call") { [calls] in await calls.waitForCalls(1) }
        store.dispatch(.search("ab"))
        await waitForSleepers(1, on: clock)
        store.dispatch(.goOffline)
        await calls.answer(0, with: .success("a"))
        await awaitCompletion(of: "the first answer") { [reduced] in await reduced.waitForCount(4) }
        await clock.advance(by: .milliseconds(300))
        await settle(store)
        XCTAssertEqual(store.state.answers, ["a"])
        XCTAssertEqual(reduced.values, [.search("a"), .search("ab"), .goOffline, .answered("a"), .skipped])
    }

    func testACallWhoseConditionStillHoldsStarts() async {
        let store = makeStore()
        store.dispatch(.search("a"))
        await waitForSleepers(1, on: clock)
        await clock.advance(by: .milliseconds(300))
        await awaitCompletion(of: "the call") { [calls] in await calls.waitForCalls(1) }
        await calls.answer(0, with: .success("a"))
        await settle(store)
        XCTAssertEqual(store.state.answers, ["a"])
    }
}
