// TimelineTransitionTests.swift
// Written once by reduxgen from Timeline.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// TimelineTestSamples.swift has those reduxgen wrote). When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.

import XCTest
import Foundation
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

@MainActor
final class TimelineTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<TimelineState, TimelineAction>, TimelineServiceMock, ReduxTesting.TestClock) {
        let service = TimelineServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: TimelineState(),
            reducer: TimelineReducer.reduce,
            middlewares: [TimelineLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: loadMore

    func testLoadMoreGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.loadMore(page: Int.testSample)) {
            $0.loadMoreStatus = .loading
        }
        service.loadMoreAnswers.answer(.success([Tweet].testSample))
        await store.receive(.loadMoreSuccess(page: Int.testSample, query: store.state.query, pageSize: store.state.pageSize, [Tweet].testSample)) {
            $0.loadMoreStatus = .succeeded
            $0.tweets.append(contentsOf: [Tweet].testSample)
        }
        await store.finish()
    }

    func testLoadMoreFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.loadMore(page: Int.testSample)) {
            $0.loadMoreStatus = .loading
        }
        var deadline = clock.now
        for attempt in 0...TimelineSpec.loadMoreRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: TimelineSpec.loadMoreTimeout))
            let mark = clock.sleepMark
            service.loadMoreAnswers.answer(.failure(TimelineError.testSample))
            guard attempt < TimelineSpec.loadMoreRetry.attempts && TimelineSpec.loadMoreRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: TimelineSpec.loadMoreRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadMoreFailure(page: Int.testSample, query: store.state.query, pageSize: store.state.pageSize, TimelineError.testSample)) {
            $0.loadMoreStatus = .failed(TimelineError.testSample)
            $0.loadMoreError = TimelineError.testSample
        }
        await store.finish()
    }

    func testLoadMoreTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.loadMore(page: Int.testSample)) {
            $0.loadMoreStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: TimelineSpec.loadMoreTimeout)
        for retry in 1...TimelineSpec.loadMoreRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: TimelineSpec.loadMoreRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: TimelineSpec.loadMoreTimeout)
        }
        await store.receive(.loadMoreFailure(page: Int.testSample, query: store.state.query, pageSize: store.state.pageSize, TimelineError.timedOut(after: TimelineSpec.loadMoreTimeout))) {
            $0.loadMoreStatus = .failed(TimelineError.timedOut(after: TimelineSpec.loadMoreTimeout))
            $0.loadMoreError = TimelineError.timedOut(after: TimelineSpec.loadMoreTimeout)
        }
        await store.finish()
    }

    func testLoadMoreIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.loadMore(page: Int.testSample)) {
            $0.loadMoreStatus = .loading
        }
        await store.send(.cancelLoadMore) {
            $0.loadMoreStatus = .idle
        }
        service.loadMoreAnswers.answer(.success([Tweet].testSample))
        await store.finish()
    }

    func testLoadMoreErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.loadMore(page: Int.testSample)) {
            $0.loadMoreStatus = .loading
        }
        var deadline = clock.now
        for attempt in 0...TimelineSpec.loadMoreRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: TimelineSpec.loadMoreTimeout))
            let mark = clock.sleepMark
            service.loadMoreAnswers.answer(.failure(TimelineError.testSample))
            guard attempt < TimelineSpec.loadMoreRetry.attempts && TimelineSpec.loadMoreRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: TimelineSpec.loadMoreRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadMoreFailure(page: Int.testSample, query: store.state.query, pageSize: store.state.pageSize, TimelineError.testSample)) {
            $0.loadMoreStatus = .failed(TimelineError.testSample)
            $0.loadMoreError = TimelineError.testSample
        }
        await store.send(.dismissLoadMoreError) {
            $0.loadMoreStatus = .idle
            $0.loadMoreError = nil
        }
        await store.finish()
    }

    func testLoadMoreKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await store.send(.loadMore(page: Int.testSample)) {
            $0.loadMoreStatus = .loading
        }
        var deadline = clock.now
        for attempt in 0...TimelineSpec.loadMoreRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: TimelineSpec.loadMoreTimeout))
            let mark = clock.sleepMark
            service.loadMoreAnswers.answer(.failure(TimelineError.testSample))
            guard attempt < TimelineSpec.loadMoreRetry.attempts && TimelineSpec.loadMoreRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: TimelineSpec.loadMoreRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadMoreFailure(page: Int.testSample, query: store.state.query, pageSize: store.state.pageSize, TimelineError.testSample)) {
            $0.loadMoreStatus = .failed(TimelineError.testSample)
            $0.loadMoreError = TimelineError.testSample
        }
        await store.send(.loadMore(page: Int.testSample)) {
            $0.loadMoreStatus = .loading
        }
        service.loadMoreAnswers.answer(.success([Tweet].testSample))
        await store.receive(.loadMoreSuccess(page: Int.testSample, query: store.state.query, pageSize: store.state.pageSize, [Tweet].testSample)) {
            $0.loadMoreStatus = .succeeded
            $0.tweets.append(contentsOf: [Tweet].testSample)
        }
        await store.finish()
    }

    func testLoadMoreLatestCallSupersedesTheOneInFlight() async {
        guard TimelineSpec.loadMorePolicy == .latest else {
            return XCTFail("The request loadMore (\(TimelineSpec.loadMoreDeclaration)) has the policy \(TimelineSpec.loadMorePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.loadMore(page: Int.testSample)) {
            $0.loadMoreStatus = .loading
        }
        await service.loadMoreAnswers.waitForCalls(waiting: 1)
        await store.send(.loadMore(page: Int.testSample))
        await service.loadMoreAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadMoreAnswers.answer(.success([Tweet].testSample))
        await store.receive(.loadMoreSuccess(page: Int.testSample, query: store.state.query, pageSize: store.state.pageSize, [Tweet].testSample)) {
            $0.loadMoreStatus = .succeeded
            $0.tweets.append(contentsOf: [Tweet].testSample)
        }
        await store.finish()
    }

    // MARK: refresh

    func testRefreshGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.refresh) {
            $0.refreshStatus = .loading
        }
        service.refreshAnswers.answer(.success([Tweet].testSample))
        await store.receive(.refreshSuccess(query: store.state.query, [Tweet].testSample)) {
            $0.refreshStatus = .succeeded
            $0.tweets.insert(contentsOf: [Tweet].testSample, at: 0)
        }
        await store.finish()
    }

    func testRefreshGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.refresh) {
            $0.refreshStatus = .loading
        }
        service.refreshAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.refreshFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.refreshStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testRefreshCallWhileOneIsInFlightIsDropped() async {
        guard TimelineSpec.refreshPolicy == .first else {
            return XCTFail("The request refresh (\(TimelineSpec.refreshDeclaration)) has the policy \(TimelineSpec.refreshPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.refresh) {
            $0.refreshStatus = .loading
        }
        await service.refreshAnswers.waitForCalls(waiting: 1)
        await store.send(.refresh)
        service.refreshAnswers.answer(.success([Tweet].testSample))
        service.refreshAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.refreshSuccess(query: store.state.query, [Tweet].testSample)) {
            $0.refreshStatus = .succeeded
            $0.tweets.insert(contentsOf: [Tweet].testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post(text: String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Tweet.testSample))
        await store.receive(.postSuccess(text: String.testSample, Tweet.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.tweets.upsert(Tweet.testSample)
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(text: String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(TimelineError.testSample))
        await store.receive(.postFailure(text: String.testSample, TimelineError.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(TimelineError.testSample)
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess(text: String.testSample, Tweet.testSample))
        await store.send(.postFailure(text: String.testSample, TimelineError.testSample))
        await store.finish()
    }

    func testPostErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(text: String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(TimelineError.testSample))
        await store.receive(.postFailure(text: String.testSample, TimelineError.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(TimelineError.testSample)
        }
        await store.send(.dismissPostError) {
            $0.postStatus = .idle
        }
        await store.finish()
    }

    func testPostQueuedCallsEachApplyTheirAnswer() async {
        guard TimelineSpec.postPolicy == .queue else {
            return XCTFail("The request post (\(TimelineSpec.postDeclaration)) has the policy \(TimelineSpec.postPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.post(text: String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        await store.send(.post(text: String.testSample)) {
            $0.postInFlight = 2
        }
        service.postAnswers.answer(.failure(TimelineError.testSample))
        service.postAnswers.answer(.success(Tweet.testSample))
        await store.receive(.postFailure(text: String.testSample, TimelineError.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .failed(TimelineError.testSample)
        }
        await store.receive(.postSuccess(text: String.testSample, Tweet.testSample)) {
            $0.postInFlight = 0
            $0.tweets.upsert(Tweet.testSample)
        }
        await store.finish()
    }

    // MARK: loadLikes

    func testLoadLikesGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.loadLikes(id: Tweet.ID.testSample)) {
            $0.loadLikesStatus[Tweet.ID.testSample] = .loading
        }
        service.loadLikesAnswers.answer(.success(Int.testSample))
        await store.receive(.loadLikesSuccess(id: Tweet.ID.testSample, Int.testSample)) {
            $0.loadLikesStatus[Tweet.ID.testSample] = .succeeded
            $0.likes[Tweet.ID.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testLoadLikesGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.loadLikes(id: Tweet.ID.testSample)) {
            $0.loadLikesStatus[Tweet.ID.testSample] = .loading
        }
        service.loadLikesAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadLikesFailure(id: Tweet.ID.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadLikesStatus[Tweet.ID.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadLikesIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.loadLikes(id: Tweet.ID.testSample)) {
            $0.loadLikesStatus[Tweet.ID.testSample] = .loading
        }
        await store.send(.cancelLoadLikes(id: Tweet.ID.testSample)) {
            $0.loadLikesStatus[Tweet.ID.testSample] = nil
        }
        service.loadLikesAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testLoadLikesErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.loadLikes(id: Tweet.ID.testSample)) {
            $0.loadLikesStatus[Tweet.ID.testSample] = .loading
        }
        service.loadLikesAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadLikesFailure(id: Tweet.ID.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadLikesStatus[Tweet.ID.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissLoadLikesError(id: Tweet.ID.testSample)) {
            $0.loadLikesStatus[Tweet.ID.testSample] = nil
        }
        await store.finish()
    }

    func testLoadLikesLatestCallSupersedesTheOneInFlight() async {
        guard TimelineSpec.loadLikesPolicy == .latest else {
            return XCTFail("The request loadLikes (\(TimelineSpec.loadLikesDeclaration)) has the policy \(TimelineSpec.loadLikesPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.loadLikes(id: Tweet.ID.testSample)) {
            $0.loadLikesStatus[Tweet.ID.testSample] = .loading
        }
        await service.loadLikesAnswers.waitForCalls(waiting: 1)
        await store.send(.loadLikes(id: Tweet.ID.testSample))
        await service.loadLikesAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadLikesAnswers.answer(.success(Int.testSample))
        await store.receive(.loadLikesSuccess(id: Tweet.ID.testSample, Int.testSample)) {
            $0.loadLikesStatus[Tweet.ID.testSample] = .succeeded
            $0.likes[Tweet.ID.testSample] = Int.testSample
        }
        await store.finish()
    }

    // MARK: suggest

    /// Whether `suggest`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func suggestStarts(_ store: ReduxTesting.TestStore<TimelineState, TimelineAction>, _ service: TimelineServiceMock) async -> Bool {
        guard TimelineReducer.shouldStartSuggest(store.state) else {
            await store.send(.suggest(String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "suggest was called although its when: is false")
            return false
        }
        return true
    }

    func testSuggestGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await suggestStarts(store, service) else { return }
        await store.send(.suggest(String.testSample)) {
            $0.suggestStatus = .loading
            $0.isSuggesting = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: TimelineSpec.suggestDebounce)
        service.suggestAnswers.answer(.success([String].testSample))
        await store.receive(.suggestSuccess(String.testSample, [String].testSample)) {
            $0.suggestStatus = .succeeded
            $0.suggestions = [String].testSample
            $0.isSuggesting = false
        }
        await store.finish()
    }

    func testSuggestGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        guard await suggestStarts(store, service) else { return }
        await store.send(.suggest(String.testSample)) {
            $0.suggestStatus = .loading
            $0.isSuggesting = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: TimelineSpec.suggestDebounce)
        service.suggestAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.suggestFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.suggestStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.isSuggesting = false
        }
        await store.finish()
    }

    func testSuggestAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, service, _) = makeStore()
        guard await suggestStarts(store, service) else { return }
        // The reducer logic may end suggest's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        TimelineReducer.reduce(&state, .suggest(String.testSample))
        XCTAssertTrue(state.isSuggesting)
        state.isSuggesting = false
        TimelineReducer.reduce(&state, .suggestSuccess(String.testSample, [String].testSample))
        XCTAssertEqual(state.suggestStatus, .succeeded)
        XCTAssertFalse(state.isSuggesting)
        await store.finish()
    }

    func testSuggestIsSkippedWhenItsWhenIsFalseAsItsDebounceEnds() async {
        let (store, service, _) = makeStore()
        guard await suggestStarts(store, service) else { return }
        // When suggest's when: is false as its debounce ends, the loader makes no call and dispatches
        // suggestSkipped: the status that the request action made loading is idle again.
        var state = store.state
        TimelineReducer.reduce(&state, .suggest(String.testSample))
        XCTAssertEqual(state.suggestStatus, .loading)
        XCTAssertTrue(state.isSuggesting)
        TimelineReducer.reduce(&state, .suggestSkipped)
        XCTAssertEqual(state.suggestStatus, .idle)
        XCTAssertFalse(state.isSuggesting)
        await store.finish()
    }

    // MARK: markRead

    func testMarkReadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.markRead(id: Tweet.ID.testSample)) {
            $0.markReadInFlight = 1
            $0.markReadStatus = .loading
        }
        service.markReadAnswers.answer(.success(()))
        await store.receive(.markReadSuccess(id: Tweet.ID.testSample)) {
            $0.markReadInFlight = 0
            $0.markReadStatus = .succeeded
        }
        await store.finish()
    }

    func testMarkReadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.markRead(id: Tweet.ID.testSample)) {
            $0.markReadInFlight = 1
            $0.markReadStatus = .loading
        }
        service.markReadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.markReadFailure(id: Tweet.ID.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.markReadInFlight = 0
            $0.markReadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testMarkReadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.markReadSuccess(id: Tweet.ID.testSample))
        await store.send(.markReadFailure(id: Tweet.ID.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testMarkReadConcurrentCallsEachApplyTheirAnswer() async {
        guard TimelineSpec.markReadPolicy == .concurrent else {
            return XCTFail("The request markRead (\(TimelineSpec.markReadDeclaration)) has the policy \(TimelineSpec.markReadPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.markRead(id: Tweet.ID.testSample)) {
            $0.markReadInFlight = 1
            $0.markReadStatus = .loading
        }
        await service.markReadAnswers.waitForCalls(waiting: 1)
        await store.send(.markRead(id: Tweet.ID.testSample)) {
            $0.markReadInFlight = 2
        }
        await service.markReadAnswers.waitForCalls(waiting: 2)
        service.markReadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.markReadFailure(id: Tweet.ID.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.markReadInFlight = 1
            $0.markReadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.markReadAnswers.answer(.success(()))
        await store.receive(.markReadSuccess(id: Tweet.ID.testSample)) {
            $0.markReadInFlight = 0
        }
        await store.finish()
    }
}
