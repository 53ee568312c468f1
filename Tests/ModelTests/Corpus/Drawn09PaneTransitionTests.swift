// Drawn09PaneTransitionTests.swift
// Written once by reduxgen from Drawn09Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn09PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn09PaneState, Drawn09PaneAction>, Drawn09PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn09PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn09PaneState(id: Int.testSample),
            reducer: Drawn09PaneReducer.reduce,
            middlewares: [Drawn09PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: submit

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.submit) {
            if let prediction = Drawn09PaneReducer.predictSubmit(in: $0) {
                do { var predictions = $0.submitPredictions; predictions.predict(prediction, in: &$0.submitValue, for: ()); $0.submitPredictions = predictions }
            }
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success([Int].testSample))
        await store.receive(.submitSuccess([Int].testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .succeeded
            do { var predictions = $0.submitPredictions; predictions.confirm([Int].testSample, in: &$0.submitValue); $0.submitPredictions = predictions }
        }
        await store.finish()
    }

    func testSubmitFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.submit) {
            if let prediction = Drawn09PaneReducer.predictSubmit(in: $0) {
                do { var predictions = $0.submitPredictions; predictions.predict(prediction, in: &$0.submitValue, for: ()); $0.submitPredictions = predictions }
            }
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        for _ in 0...2 { service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.submitFailure(ReduxRuntime.RequestError.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.submitPredictions; predictions.rollBack(in: &$0.submitValue); $0.submitPredictions = predictions }
        }
        await store.finish()
    }

    func testSubmitAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.submitSuccess([Int].testSample))
        await store.send(.submitFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSubmitQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, clock) = makeStore()
        await store.send(.submit) {
            if let prediction = Drawn09PaneReducer.predictSubmit(in: $0) {
                do { var predictions = $0.submitPredictions; predictions.predict(prediction, in: &$0.submitValue, for: ()); $0.submitPredictions = predictions }
            }
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        await store.send(.submit) {
            if let prediction = Drawn09PaneReducer.predictSubmit(in: $0) {
                do { var predictions = $0.submitPredictions; predictions.predict(prediction, in: &$0.submitValue, for: ()); $0.submitPredictions = predictions }
            }
            $0.submitInFlight = 2
        }
        for _ in 0...2 { service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        service.submitAnswers.answer(.success([Int].testSample))
        await store.receive(.submitFailure(ReduxRuntime.RequestError.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.submitPredictions; predictions.rollBack(in: &$0.submitValue); $0.submitPredictions = predictions }
        }
        await store.receive(.submitSuccess([Int].testSample)) {
            $0.submitInFlight = 0
            do { var predictions = $0.submitPredictions; predictions.confirm([Int].testSample, in: &$0.submitValue); $0.submitPredictions = predictions }
        }
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(String.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateValue = String.testSample
        }
        await store.receive(.submit) {
            if let prediction = Drawn09PaneReducer.predictSubmit(in: $0) {
                do { var predictions = $0.submitPredictions; predictions.predict(prediction, in: &$0.submitValue, for: ()); $0.submitPredictions = predictions }
            }
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success([Int].testSample))
        await store.receive(.submitSuccess([Int].testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .succeeded
            do { var predictions = $0.submitPredictions; predictions.confirm([Int].testSample, in: &$0.submitValue); $0.submitPredictions = predictions }
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(String.testSample))
        await store.send(.rateFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testRateErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissRateError) {
            $0.rateStatus = .idle
        }
        await store.finish()
    }

    func testRateQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await store.send(.rate) {
            $0.rateInFlight = 2
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.rateSuccess(String.testSample)) {
            $0.rateInFlight = 0
            $0.rateValue = String.testSample
        }
        await store.receive(.submit) {
            if let prediction = Drawn09PaneReducer.predictSubmit(in: $0) {
                do { var predictions = $0.submitPredictions; predictions.predict(prediction, in: &$0.submitValue, for: ()); $0.submitPredictions = predictions }
            }
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success([Int].testSample))
        await store.receive(.submitSuccess([Int].testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .succeeded
            do { var predictions = $0.submitPredictions; predictions.confirm([Int].testSample, in: &$0.submitValue); $0.submitPredictions = predictions }
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, setQuery → submit, ready)

    func testSetQueryAssignsQuery() async {
        let (store, service, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.receive(.submit) {
            if let prediction = Drawn09PaneReducer.predictSubmit(in: $0) {
                do { var predictions = $0.submitPredictions; predictions.predict(prediction, in: &$0.submitValue, for: ()); $0.submitPredictions = predictions }
            }
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success([Int].testSample))
        await store.receive(.submitSuccess([Int].testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .succeeded
            do { var predictions = $0.submitPredictions; predictions.confirm([Int].testSample, in: &$0.submitValue); $0.submitPredictions = predictions }
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
