// Drawn12PaneTransitionTests.swift
// Written once by reduxgen from Drawn12Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn12PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn12PaneState, Drawn12PaneAction>, Drawn12PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn12PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn12PaneState(id: Int.testSample),
            reducer: Drawn12PaneReducer.reduce,
            middlewares: [Drawn12PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictRate(ref: Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, Item.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictRate(ref: Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.ratePredictions.take()
            predictions.rollBack(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        guard Drawn12PaneSpec.ratePolicy == .latest else {
            return XCTFail("The request rate (\(Drawn12PaneSpec.rateDeclaration)) has the policy \(Drawn12PaneSpec.ratePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictRate(ref: Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(ref: Int.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictRate(ref: Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
        }
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, Item.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictRate(ref: Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, Item.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.send(.rate(ref: Int.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictRate(ref: Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        await store.receive(.rateSuccess(ref: Int.testSample, Item.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.send(.forceRate(ref: Int.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictRate(ref: Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, Item.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await clock.advance(by: Drawn12PaneSpec.rateCacheLifetime)
        await store.send(.rate(ref: Int.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictRate(ref: Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, Item.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.rateItems)
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
