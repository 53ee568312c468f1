// Drawn11PaneTransitionTests.swift
// Written once by reduxgen from Drawn11Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn11PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn11PaneState, Drawn11PaneAction>, Drawn11PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn11PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn11PaneState(id: Int.testSample),
            reducer: Drawn11PaneReducer.reduce,
            middlewares: [Drawn11PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample, ref: Int.testSample)) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn11PaneReducer.predictLookup(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, ref: Int.testSample, Item.testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample, ref: Int.testSample)) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn11PaneReducer.predictLookup(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(text: String.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.lookup(text: String.testSample, ref: Int.testSample)) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn11PaneReducer.predictLookup(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11PaneSpec.lookupTimeout)
        await store.receive(.lookupFailure(text: String.testSample, ref: Int.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn11PaneSpec.lookupTimeout))) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn11PaneSpec.lookupTimeout))
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample, ref: Int.testSample)) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn11PaneReducer.predictLookup(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(text: String.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.send(.dismissLookupError) {
            $0.lookupStatus = .idle
        }
        await store.finish()
    }

    func testLookupLatestCallSupersedesTheOneInFlight() async {
        guard Drawn11PaneSpec.lookupPolicy == .latest else {
            return XCTFail("The request lookup (\(Drawn11PaneSpec.lookupDeclaration)) has the policy \(Drawn11PaneSpec.lookupPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample, ref: Int.testSample)) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn11PaneReducer.predictLookup(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(text: String.testSample, ref: Int.testSample)) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn11PaneReducer.predictLookup(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
        }
        await service.lookupAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, ref: Int.testSample, Item.testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
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
