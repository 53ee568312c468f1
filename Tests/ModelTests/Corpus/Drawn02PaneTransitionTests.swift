// Drawn02PaneTransitionTests.swift
// Written once by reduxgen from Drawn02Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn02PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn02PaneState, Drawn02PaneAction>, Drawn02PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn02PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn02PaneState(id: Int.testSample),
            reducer: Drawn02PaneReducer.reduce,
            middlewares: [Drawn02PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            if !$0.rateStatus.isLoading, let prediction = Drawn02PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Int.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Int.testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate) {
            if !$0.rateStatus.isLoading, let prediction = Drawn02PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        for _ in 0...Drawn02PaneSpec.rateRetry.attempts { service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn02PaneSpec.rateRetry.attempts where Drawn02PaneSpec.rateRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn02PaneSpec.rateRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.rateFailure(page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.ratePredictions.take()
            predictions.rollBack(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateCallWhileOneIsInFlightIsDropped() async {
        guard Drawn02PaneSpec.ratePolicy == .first else {
            return XCTFail("The request rate (\(Drawn02PaneSpec.rateDeclaration)) has the policy \(Drawn02PaneSpec.ratePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            if !$0.rateStatus.isLoading, let prediction = Drawn02PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate) {
            if !$0.rateStatus.isLoading, let prediction = Drawn02PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
        }
        service.rateAnswers.answer(.success(Int.testSample))
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.rateSuccess(page: store.state.page, Int.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Int.testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate) {
            if !$0.rateStatus.isLoading, let prediction = Drawn02PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Int.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Int.testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.send(.rate) {
            if !$0.rateStatus.isLoading, let prediction = Drawn02PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        await store.receive(.rateSuccess(page: store.state.page, Int.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Int.testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.send(.forceRate) {
            if !$0.rateStatus.isLoading, let prediction = Drawn02PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Int.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Int.testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await clock.advance(by: Drawn02PaneSpec.rateCacheLifetime)
        await store.send(.rate) {
            if !$0.rateStatus.isLoading, let prediction = Drawn02PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Int.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Int.testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRatePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingRate)
        await store.receive(.forceRate) {
            if !$0.rateStatus.isLoading, let prediction = Drawn02PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Int.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Int.testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn02PaneSpec.ratePollInterval))
        await clock.advance(by: Drawn02PaneSpec.ratePollInterval)
        await store.receive(.forceRate) {
            if !$0.rateStatus.isLoading, let prediction = Drawn02PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(page: store.state.page, Int.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Int.testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.send(.stopPollingRate)
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
