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

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn09PaneReducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            var predictions = $0.sendPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn09PaneReducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.sendPredictions.take()
            predictions.rollBack(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.finish()
    }

    func testSendTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.send) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn09PaneReducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn09PaneSpec.sendTimeout)
        await store.receive(.sendFailure(ReduxRuntime.RequestError.timedOut(after: Drawn09PaneSpec.sendTimeout))) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn09PaneSpec.sendTimeout))
            var predictions = $0.sendPredictions.take()
            predictions.rollBack(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        guard Drawn09PaneSpec.sendPolicy == .latest else {
            return XCTFail("The request send (\(Drawn09PaneSpec.sendDeclaration)) has the policy \(Drawn09PaneSpec.sendPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn09PaneReducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send) {
            var predictions = $0.sendPredictions.take()
            predictions.rollBackAll(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
            if let prediction = Drawn09PaneReducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
        }
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            var predictions = $0.sendPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: rate

    /// Whether `rate`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func rateStarts(_ store: ReduxTesting.TestStore<Drawn09PaneState, Drawn09PaneAction>, _ service: Drawn09PaneServiceMock) async -> Bool {
        guard Drawn09PaneReducer.shouldStartRate(store.state) else {
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
            if let prediction = Drawn09PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateSuccess([Int].testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            if let prediction = Drawn09PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.rateItems, for: ())
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
            predictions.rollBack(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess([Int].testSample))
        await store.send(.rateFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testRateQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn09PaneSpec.ratePolicy == .queue else {
            return XCTFail("The request rate (\(Drawn09PaneSpec.rateDeclaration)) has the policy \(Drawn09PaneSpec.ratePolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            if let prediction = Drawn09PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await store.send(.rate) {
            if let prediction = Drawn09PaneReducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 2
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.ratePredictions.take()
            predictions.rollBack(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.receive(.rateSuccess([Int].testSample)) {
            $0.rateInFlight = 0
            var predictions = $0.ratePredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, bump → rate)

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

    func testBumpStartsRate() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        // rate's when: decides whether the follow-up calls the service.
        let rateCalls = Drawn09PaneReducer.shouldStartRate(store.state)
        await store.receive(.rate) {
            if rateCalls {
                if let prediction = Drawn09PaneReducer.predictRate(in: $0) {
                    var predictions = $0.ratePredictions.take()
                    predictions.predict(prediction, prependingTo: &$0.rateItems, for: ())
                    $0.ratePredictions = consume predictions
                }
                $0.rateInFlight = 1
                $0.rateStatus = .loading
            }
        }
        if rateCalls {
            service.rateAnswers.answer(.success([Int].testSample))
            await store.receive(.rateSuccess([Int].testSample)) {
                $0.rateInFlight = 0
                $0.rateStatus = .succeeded
                var predictions = $0.ratePredictions.take()
                predictions.confirm([Int].testSample, prependingTo: &$0.rateItems)
                $0.ratePredictions = consume predictions
            }
        }
        await store.finish()
    }
}
