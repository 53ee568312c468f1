import ReduxRuntime
import XCTest

@testable import GoldenFeatures

/// The generated reducer of Specs/Timeline.yaml: one test per transition of each request key's
/// variant (into modes, a keyed status, counted calls, cancel, dismiss, streams).
final class TimelineReducerTests: XCTestCase {
    private let first = Tweet(id: 1, text: "first")
    private let second = Tweet(id: 2, text: "second")

    private func reduce(_ state: TimelineState, _ actions: TimelineAction...) -> TimelineState {
        actions.reduce(state, TimelineReducer.reduce)
    }

    func testAppendAddsAPageAfterTheTweetsShown() {
        let state = reduce(TimelineState(tweets: [first]), .loadMore(page: 2), .loadMoreSuccess(page: 2, query: "", pageSize: 20, [second]))
        XCTAssertEqual(state.tweets, [first, second])
        XCTAssertEqual(state.loadMoreStatus, .succeeded)
    }

    func testPrependAddsNewTweetsBeforeTheTweetsShown() {
        let state = reduce(TimelineState(tweets: [first]), .refresh, .refreshSuccess(query: "", [second]))
        XCTAssertEqual(state.tweets, [second, first])
    }

    func testUpsertReplacesAnEqualIDAndAppendsANewOne() {
        let edited = Tweet(id: 1, text: "edited")
        var state = reduce(TimelineState(tweets: [first]), .post(text: "edited"), .postSuccess(text: "edited", edited))
        XCTAssertEqual(state.tweets, [edited])
        state = reduce(state, .post(text: "second"), .postSuccess(text: "second", second))
        XCTAssertEqual(state.tweets, [edited, second])
    }

    func testAssignReplacesTheField() {
        let state = reduce(TimelineState(suggestions: ["a"]), .suggest("b"), .suggestSuccess("b", ["b", "bc"]))
        XCTAssertEqual(state.suggestions, ["b", "bc"])
    }

    func testAKeyedRequestHasAStatusPerKeyAndStoresItsPayloadAtTheKey() {
        var state = reduce(TimelineState(), .loadLikes(id: 1), .loadLikes(id: 2))
        XCTAssertEqual(state.loadLikesStatus, [1: .loading, 2: .loading])
        state = reduce(state, .loadLikesSuccess(id: 2, 7))
        XCTAssertEqual(state.loadLikesStatus, [1: .loading, 2: .succeeded])
        XCTAssertEqual(state.likes, [2: 7])
        state = reduce(state, .loadLikesFailure(id: 1, RequestError(TimelineError.offline)))
        XCTAssertEqual(state.loadLikesStatus[1], .failed(RequestError(TimelineError.offline)))
    }

    func testAKeyedAnswerAppliesToItsOwnKeyWhateverItsStatus() {
        // The loader dispatches a current call's answer alone; the reducer applies it at its key.
        let state = reduce(TimelineState(), .loadLikes(id: 1), .loadLikesSuccess(id: 2, 7))
        XCTAssertEqual(state.likes, [2: 7])
        XCTAssertEqual(state.loadLikesStatus, [1: .loading, 2: .succeeded])
    }

    func testCancelOfAKeyMakesItIdleAndLeavesTheOtherKeysLoading() {
        let state = reduce(TimelineState(), .loadLikes(id: 1), .loadLikes(id: 2), .cancelLoadLikes(id: 1))
        XCTAssertEqual(state.loadLikesStatus, [2: .loading])
    }

    func testCancelAndDismissChangeNothingInTheWrongStatus() {
        let idle = TimelineState()
        XCTAssertEqual(reduce(idle, .cancelLoadMore), idle)
        XCTAssertEqual(reduce(idle, .dismissLoadMoreError), idle)
        let loading = reduce(idle, .loadMore(page: 1))
        XCTAssertEqual(reduce(loading, .dismissLoadMoreError), loading)
    }

    func testCancelMakesALoadingRequestIdle() {
        let state = reduce(TimelineState(), .loadMore(page: 1), .cancelLoadMore)
        XCTAssertEqual(state.loadMoreStatus, .idle)
        XCTAssertEqual(state.tweets, [])
    }

    func testDismissMakesAFailedRequestIdle() {
        let failed = reduce(TimelineState(), .loadMore(page: 1), .loadMoreFailure(page: 1, query: "", pageSize: 20, .offline))
        XCTAssertEqual(failed.loadMoreStatus, .failed(.offline))
        XCTAssertEqual(reduce(failed, .dismissLoadMoreError).loadMoreStatus, .idle)
    }

    func testAFailureIsKeptThroughLaterCallsUntilDismissed() {
        let failed = reduce(TimelineState(), .loadMore(page: 1), .loadMoreFailure(page: 1, query: "", pageSize: 20, .offline))
        XCTAssertEqual(failed.loadMoreError, .offline)
        let reloaded = reduce(failed, .loadMore(page: 1), .loadMoreSuccess(page: 1, query: "", pageSize: 20, [first]))
        XCTAssertEqual(reloaded.loadMoreStatus, .succeeded)
        XCTAssertEqual(reloaded.tweets, [first])
        XCTAssertEqual(reloaded.loadMoreError, .offline, "a later success leaves the failure shown")
        let failedAgain = reduce(reloaded, .loadMore(page: 2), .loadMoreFailure(page: 2, query: "", pageSize: 20, .timedOut(seconds: 10)))
        XCTAssertEqual(failedAgain.loadMoreError, .timedOut(seconds: 10), "a later failure replaces it")
        let cancelled = reduce(failedAgain, .loadMore(page: 3), .cancelLoadMore)
        XCTAssertEqual(cancelled.loadMoreError, .timedOut(seconds: 10), "a cancelled call keeps it")
        let dismissed = reduce(reloaded, .dismissLoadMoreError)
        XCTAssertNil(dismissed.loadMoreError, "dismiss clears it, though the status has succeeded since")
        XCTAssertEqual(dismissed.loadMoreStatus, .succeeded)
    }

    func testQueuedCallsAreCountedAndEveryAnswerApplies() {
        var state = reduce(TimelineState(), .post(text: "a"), .post(text: "b"))
        XCTAssertEqual(state.postInFlight, 2)
        state = reduce(state, .postSuccess(text: "a", first))
        XCTAssertEqual(state.postStatus, .loading, "one post is still in flight")
        state = reduce(state, .postSuccess(text: "b", second))
        XCTAssertEqual(state.postStatus, .succeeded)
        XCTAssertEqual(state.postInFlight, 0)
        XCTAssertEqual(state.tweets, [first, second])
        XCTAssertEqual(reduce(state, .postSuccess(text: "c", Tweet(id: 3, text: "c"))), state, "no call was in flight")
    }

    func testAFailedQueuedCallShowsItsErrorAndDismissKeepsTheOthersLoading() {
        var state = reduce(TimelineState(), .post(text: "a"), .post(text: "b"), .postFailure(text: "a", .offline))
        XCTAssertEqual(state.postStatus, .failed(.offline))
        state = reduce(state, .dismissPostError)
        XCTAssertEqual(state.postStatus, .loading)
        state = reduce(state, .postSuccess(text: "b", second))
        XCTAssertEqual(state.postStatus, .succeeded)
    }

    func testStreamsAreActiveFromStartToStopOrEnd() {
        var state = reduce(TimelineState(), .startUpdates(topic: "swift"), .startUpdates(topic: "redux"), .startConnection)
        XCTAssertEqual(state.updatesActive, ["swift", "redux"])
        XCTAssertTrue(state.connectionActive)
        state = reduce(state, .stopUpdates(topic: "swift"), .updatesFinished(topic: "redux", error: .offline), .stopConnection)
        XCTAssertEqual(state.updatesActive, [])
        XCTAssertFalse(state.connectionActive)
    }

    func testTheStateInitStartsEveryRequestIdleAndEveryStreamStopped() {
        let state = TimelineState()
        XCTAssertEqual(state.loadMoreStatus, .idle)
        XCTAssertEqual(state.loadLikesStatus, [:])
        XCTAssertEqual(state.postInFlight, 0)
        XCTAssertEqual(state.updatesActive, [])
        XCTAssertFalse(state.connectionActive)
        XCTAssertEqual(state.pageSize, 20)
    }
}
