// Drawn15TransitionTests.swift
// Written once by reduxgen from Drawn15.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each binding's setter, and each action after which requests start by themselves, has a
// test too.

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import ModelCorpus

@MainActor
final class Drawn15TransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn15State, Drawn15Action>, Drawn15ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn15ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn15State(),
            reducer: Drawn15Reducer.reduce,
            middlewares: [Drawn15Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample, text: String.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Item.testSample
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample, text: String.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(Item.testSample))
        await store.send(.fetchFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testFetchCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample, text: String.testSample)) {
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(count: Int.testSample, text: String.testSample))
        service.fetchAnswers.answer(.success(Item.testSample))
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Item.testSample
        }
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(()))
        await store.receive(.saveSuccess) {
            $0.saveStatus = .succeeded
        }
        await store.finish()
    }

    func testSaveFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        for _ in 0...1 { service.saveAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.saveFailure(ModelFailure.testSample)) {
            $0.saveStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess)
        await store.send(.saveFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSaveCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save)
        service.saveAnswers.answer(.success(()))
        service.saveAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.saveSuccess) {
            $0.saveStatus = .succeeded
        }
        await store.finish()
    }

    func testSavePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSave)
        await store.receive(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(()))
        await store.receive(.saveSuccess) {
            $0.saveStatus = .succeeded
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(()))
        await store.receive(.saveSuccess) {
            $0.saveStatus = .succeeded
        }
        await store.send(.stopPollingSave)
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(Int.testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = Int.testSample
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(ModelFailure.testSample)) {
            $0.rateStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(Int.testSample))
        await store.send(.rateFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testRateErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(ModelFailure.testSample)) {
            $0.rateStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissRateError) {
            $0.rateStatus = .idle
        }
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(ref: Int.testSample))
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(Int.testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = Int.testSample
        }
        await store.finish()
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            if !$0.postStatus.isLoading, let prediction = Drawn15Reducer.predictPost(count: Int.testSample, ref: Int.testSample, in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, upsertingInto: &$0.postItems, for: ()); $0.postPredictions = predictions }
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess([Item].testSample)) {
            $0.postStatus = .succeeded
            do { var predictions = $0.postPredictions; predictions.confirm([Item].testSample, upsertingInto: &$0.postItems); $0.postPredictions = predictions }
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            if !$0.postStatus.isLoading, let prediction = Drawn15Reducer.predictPost(count: Int.testSample, ref: Int.testSample, in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, upsertingInto: &$0.postItems, for: ()); $0.postPredictions = predictions }
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.postPredictions; predictions.rollBack(in: &$0.postItems); $0.postPredictions = predictions }
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess([Item].testSample))
        await store.send(.postFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testPostCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            if !$0.postStatus.isLoading, let prediction = Drawn15Reducer.predictPost(count: Int.testSample, ref: Int.testSample, in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, upsertingInto: &$0.postItems, for: ()); $0.postPredictions = predictions }
            }
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            if !$0.postStatus.isLoading, let prediction = Drawn15Reducer.predictPost(count: Int.testSample, ref: Int.testSample, in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, upsertingInto: &$0.postItems, for: ()); $0.postPredictions = predictions }
            }
        }
        service.postAnswers.answer(.success([Item].testSample))
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.postSuccess([Item].testSample)) {
            $0.postStatus = .succeeded
            do { var predictions = $0.postPredictions; predictions.confirm([Item].testSample, upsertingInto: &$0.postItems); $0.postPredictions = predictions }
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: bindings and triggers (page, query, ready)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, _, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.finish()
    }
}
