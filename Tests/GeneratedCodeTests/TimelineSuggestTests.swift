import Foundation
import ReduxRuntime
import ReduxTestSupport
import ReduxTesting
import XCTest

@testable import GoldenFeatures

/// Specs/Timeline.yaml's `suggest` waits 0.3 s of quiet and has `when: state.isOnline`: the
/// condition is checked again when the quiet ends, so a suggestion typed just before the
/// connection drops is never asked, and its status does not stay loading. Its spinner
/// (`loadingInto: isSuggesting`) shows from each suggest until its answer or its skip, and the
/// reducer logic may stop it without losing the answer.
@MainActor
final class TimelineSuggestTests: XCTestCase {
    /// A service whose `suggest` the test answers; the other requests are not called here.
    private struct Service: TimelineService {
        let suggestions = ControlledCalls<String, [String]>()

        func loadMore(page: Int, query: String, pageSize: Int) async throws(TimelineError) -> [Tweet] { [] }
        func refresh(query: String) async throws -> [Tweet] { [] }
        func post(text: String) async throws(TimelineError) -> Tweet { Tweet(id: 0, text: text) }
        func loadLikes(id: Int) async throws -> Int { 0 }
        func suggest(_ payload: String) async throws -> [String] { await suggestions.call(payload) }
        func markRead(id: Int) async throws {}
        func updates(topic: String) -> AsyncThrowingStream<Tweet, any Error> { AsyncThrowingStream { $0.finish() } }
        func connection() -> AsyncStream<Bool> { AsyncStream { $0.finish() } }
    }

    private let service = Service()
    private let clock = TestClock()

    /// A test store whose reducer logic keeps `isOnline` as the connection stream says, and
    /// stops the spinner when the user types on (`setQuery`), as an app's would.
    private func makeStore() -> TestStore<TimelineState, TimelineAction> {
        TestStore(
            initialState: TimelineState(),
            reducer: { state, action in
                TimelineReducer.reduce(&state, action)
                if case .connectionReceived(let online) = action { state.isOnline = online }
                if case .setQuery = action { state.isSuggesting = false }
            },
            middlewares: [TimelineLoader(service: service).middleware],
            environment: StoreEnvironment(clock: clock))
    }

    func testASuggestionTypedJustBeforeGoingOfflineIsNeverAsked() async {
        let store = makeStore()
        await store.send(.suggest("sw")) {
            $0.suggestStatus = .loading
            $0.isSuggesting = true
        }
        await clock.waitForSleepers(1)
        await store.send(.connectionReceived(false)) { $0.isOnline = false }
        await clock.advance(by: TimelineSpec.suggestDebounce)
        await store.receive(.suggestSkipped) {
            $0.suggestStatus = .idle
            $0.isSuggesting = false
        }
        await store.finish()
        let calls = await service.suggestions.count
        XCTAssertEqual(calls, 0, "suggest was called although the timeline was offline when its quiet ended")
    }

    func testASuggestionWhileStillOnlineIsAskedOnceItsQuietEnds() async {
        let store = makeStore()
        await store.send(.suggest("sw")) {
            $0.suggestStatus = .loading
            $0.isSuggesting = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: TimelineSpec.suggestDebounce)
        await service.suggestions.answer(0, with: ["swift"])
        await store.receive(.suggestSuccess("sw", ["swift"])) {
            $0.suggestStatus = .succeeded
            $0.suggestions = ["swift"]
            $0.isSuggesting = false
        }
        await store.finish()
    }

    func testTheLogicStopsTheSpinnerAndTheSuggestionsStillArrive() async {
        let store = makeStore()
        await store.send(.suggest("sw")) {
            $0.suggestStatus = .loading
            $0.isSuggesting = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: TimelineSpec.suggestDebounce)
        await store.send(.setQuery("swi")) { $0.isSuggesting = false }
        await service.suggestions.answer(0, with: ["swift"])
        await store.receive(.suggestSuccess("sw", ["swift"])) {
            $0.suggestStatus = .succeeded
            $0.suggestions = ["swift"]
        }
        await store.finish()
    }

    func testOfflineASuggestionIsSkippedAtOnce() async {
        let store = makeStore()
        await store.send(.connectionReceived(false)) { $0.isOnline = false }
        await store.send(.suggest("sw"))
        await store.finish()
        let calls = await service.suggestions.count
        XCTAssertEqual(calls, 0)
    }
}
