// Drawn12RowTransitionTests.swift
// Written once by reduxgen from Drawn12Row.yaml (--tests); from now on this file is yours.
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
final class Drawn12RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn12RowState, Drawn12RowAction>, Drawn12RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn12RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn12RowState(id: Int.testSample),
            reducer: Drawn12RowReducer.reduce,
            middlewares: [Drawn12RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post(ref: Int.testSample, text: String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(ref: Int.testSample, text: String.testSample, id: store.state.id, ready: store.state.ready, page: store.state.page)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(ref: Int.testSample, text: String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.postFailure(ref: Int.testSample, text: String.testSample, id: store.state.id, ready: store.state.ready, page: store.state.page, ModelFailure.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess(ref: Int.testSample, text: String.testSample, id: store.state.id, ready: store.state.ready, page: store.state.page))
        await store.send(.postFailure(ref: Int.testSample, text: String.testSample, id: store.state.id, ready: store.state.ready, page: store.state.page, ModelFailure.testSample))
        await store.finish()
    }

    func testPostErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(ref: Int.testSample, text: String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.postFailure(ref: Int.testSample, text: String.testSample, id: store.state.id, ready: store.state.ready, page: store.state.page, ModelFailure.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissPostError) {
            $0.postStatus = .idle
        }
        await store.finish()
    }

    func testPostQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn12RowSpec.postPolicy == .queue else {
            return XCTFail("The request post (\(Drawn12RowSpec.postDeclaration)) has the policy \(Drawn12RowSpec.postPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.post(ref: Int.testSample, text: String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        await store.send(.post(ref: Int.testSample, text: String.testSample)) {
            $0.postInFlight = 2
        }
        service.postAnswers.answer(.failure(ModelFailure.testSample))
        service.postAnswers.answer(.success(()))
        await store.receive(.postFailure(ref: Int.testSample, text: String.testSample, id: store.state.id, ready: store.state.ready, page: store.state.page, ModelFailure.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.postSuccess(ref: Int.testSample, text: String.testSample, id: store.state.id, ready: store.state.ready, page: store.state.page)) {
            $0.postInFlight = 0
        }
        await store.finish()
    }

    func testPostPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingPost(ref: Int.testSample, text: String.testSample))
        await store.receive(.post(ref: Int.testSample, text: String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(ref: Int.testSample, text: String.testSample, id: store.state.id, ready: store.state.ready, page: store.state.page)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn12RowSpec.postPollInterval))
        await clock.advance(by: Drawn12RowSpec.postPollInterval)
        await store.receive(.post(ref: Int.testSample, text: String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(ref: Int.testSample, text: String.testSample, id: store.state.id, ready: store.state.ready, page: store.state.page)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
        }
        await store.send(.stopPollingPost)
        await store.finish()
    }

    // MARK: rate

    /// Whether `rate`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func rateStarts(_ store: ReduxTesting.TestStore<Drawn12RowState, Drawn12RowAction>, _ service: Drawn12RowServiceMock) async -> Bool {
        guard Drawn12RowReducer.shouldStartRate(store.state) else {
            await store.send(.rate(Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "rate was called although its when: is false")
            return false
        }
        return true
    }

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(Int.testSample)) {
            if let prediction = Drawn12RowReducer.predictRate(Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: Int.testSample)
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateSuccess(Int.testSample, id: store.state.id, [Int].testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.rateItems) { $0 == Int.testSample }
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(Int.testSample)) {
            if let prediction = Drawn12RowReducer.predictRate(Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: Int.testSample)
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.ratePredictions.take()
            predictions.markFailed(in: &$0.rateItems) { $0 == Int.testSample }
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(Int.testSample, id: store.state.id, [Int].testSample))
        await store.send(.rateFailure(Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testRateConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn12RowSpec.ratePolicy == .concurrent else {
            return XCTFail("The request rate (\(Drawn12RowSpec.rateDeclaration)) has the policy \(Drawn12RowSpec.ratePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(Int.testSample)) {
            if let prediction = Drawn12RowReducer.predictRate(Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: Int.testSample)
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(Int.testSample)) {
            if let prediction = Drawn12RowReducer.predictRate(Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: Int.testSample)
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 2
        }
        await service.rateAnswers.waitForCalls(waiting: 2)
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.ratePredictions.take()
            predictions.markFailed(in: &$0.rateItems) { $0 == Int.testSample }
            $0.ratePredictions = consume predictions
        }
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateSuccess(Int.testSample, id: store.state.id, [Int].testSample)) {
            $0.rateInFlight = 0
            var predictions = $0.ratePredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.rateItems) { $0 == Int.testSample }
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
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
