// Drawn07PaneTransitionTests.swift
// Written once by reduxgen from Drawn07Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn07PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn07PaneState, Drawn07PaneAction>, Drawn07PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn07PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn07PaneState(id: Int.testSample),
            reducer: Drawn07PaneReducer.reduce,
            middlewares: [Drawn07PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(ref: Int.testSample, count: Int.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Int.testSample))
        await store.receive(.uploadSuccess(ref: Int.testSample, count: Int.testSample, query: store.state.query, ready: store.state.ready, Int.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            $0.uploadItems.insert(Int.testSample, at: 0)
        }
        // rate's when: decides whether the follow-up calls the service.
        let rateCalls = Drawn07PaneReducer.shouldStartRate(store.state)
        await store.receive(.rate) {
            if rateCalls {
                if let prediction = Drawn07PaneReducer.predictRate(in: $0) {
                    var predictions = $0.ratePredictions.take()
                    predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                    $0.ratePredictions = consume predictions
                }
                $0.rateInFlight = 1
                $0.rateStatus = .loading
            }
        }
        if rateCalls {
            service.rateAnswers.answer(.success(Item.testSample))
            await store.receive(.rateSuccess(Item.testSample)) {
                $0.rateInFlight = 0
                $0.rateStatus = .succeeded
                var predictions = $0.ratePredictions.take()
                predictions.confirm(Item.testSample, upsertingInto: &$0.rateItems)
                $0.ratePredictions = consume predictions
            }
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(ref: Int.testSample, count: Int.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.uploadFailure(ref: Int.testSample, count: Int.testSample, query: store.state.query, ready: store.state.ready, ModelFailure.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess(ref: Int.testSample, count: Int.testSample, query: store.state.query, ready: store.state.ready, Int.testSample))
        await store.send(.uploadFailure(ref: Int.testSample, count: Int.testSample, query: store.state.query, ready: store.state.ready, ModelFailure.testSample))
        await store.finish()
    }

    func testUploadConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn07PaneSpec.uploadPolicy == .concurrent else {
            return XCTFail("The request upload (\(Drawn07PaneSpec.uploadDeclaration)) has the policy \(Drawn07PaneSpec.uploadPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.upload(ref: Int.testSample, count: Int.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(ref: Int.testSample, count: Int.testSample)) {
            $0.uploadInFlight = 2
        }
        await service.uploadAnswers.waitForCalls(waiting: 2)
        service.uploadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.uploadFailure(ref: Int.testSample, count: Int.testSample, query: store.state.query, ready: store.state.ready, ModelFailure.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .failed(ModelFailure.testSample)
        }
        service.uploadAnswers.answer(.success(Int.testSample))
        await store.receive(.uploadSuccess(ref: Int.testSample, count: Int.testSample, query: store.state.query, ready: store.state.ready, Int.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadItems.insert(Int.testSample, at: 0)
        }
        // rate's when: decides whether the follow-up calls the service.
        let rateCalls = Drawn07PaneReducer.shouldStartRate(store.state)
        await store.receive(.rate) {
            if rateCalls {
                if let prediction = Drawn07PaneReducer.predictRate(in: $0) {
                    var predictions = $0.ratePredictions.take()
                    predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                    $0.ratePredictions = consume predictions
                }
                $0.rateInFlight = 1
                $0.rateStatus = .loading
            }
        }
        if rateCalls {
            service.rateAnswers.answer(.success(Item.testSample))
            await store.receive(.rateSuccess(Item.testSample)) {
                $0.rateInFlight = 0
                $0.rateStatus = .succeeded
                var predictions = $0.ratePredictions.take()
                predictions.confirm(Item.testSample, upsertingInto: &$0.rateItems)
                $0.ratePredictions = consume predictions
            }
        }
        await store.finish()
    }

    // MARK: rate

    /// Whether `rate`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func rateStarts(_ store: ReduxTesting.TestStore<Drawn07PaneState, Drawn07PaneAction>, _ service: Drawn07PaneServiceMock) async -> Bool {
        guard Drawn07PaneReducer.shouldStartRate(store.state) else {
            await store.send(.rate)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "rate was called although its when: is false")
            return false
        }
        return true
    }

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            if let prediction = Drawn07PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            if let prediction = Drawn07PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.ratePredictions.take()
            predictions.markFailed(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(Item.testSample))
        await store.send(.rateFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testRateErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            if let prediction = Drawn07PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.ratePredictions.take()
            predictions.markFailed(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.send(.dismissRateError) {
            $0.rateStatus = .idle
        }
        await store.finish()
    }

    func testRateConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn07PaneSpec.ratePolicy == .concurrent else {
            return XCTFail("The request rate (\(Drawn07PaneSpec.rateDeclaration)) has the policy \(Drawn07PaneSpec.ratePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            if let prediction = Drawn07PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate) {
            if let prediction = Drawn07PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 2
        }
        await service.rateAnswers.waitForCalls(waiting: 2)
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.ratePredictions.take()
            predictions.markFailed(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateInFlight = 0
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, ready)

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
