// Drawn09RowTransitionTests.swift
// Written once by reduxgen from Drawn09Row.yaml (--tests); from now on this file is yours.
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
final class Drawn09RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn09RowState, Drawn09RowAction>, Drawn09RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn09RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn09RowState(id: Int.testSample),
            reducer: Drawn09RowReducer.reduce,
            middlewares: [Drawn09RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn09RowReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(id: store.state.id, Item.testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn09RowReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.lookupError = ReduxRuntime.RequestError.testSample
            var predictions = $0.lookupPredictions.take()
            predictions.markFailed(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn09RowReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.lookupError = ReduxRuntime.RequestError.testSample
            var predictions = $0.lookupPredictions.take()
            predictions.markFailed(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.send(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn09RowReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(id: store.state.id, Item.testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupCallWhileOneIsInFlightIsDropped() async {
        guard Drawn09RowSpec.lookupPolicy == .first else {
            return XCTFail("The request lookup (\(Drawn09RowSpec.lookupDeclaration)) has the policy \(Drawn09RowSpec.lookupPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn09RowReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn09RowReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.lookupSuccess(id: store.state.id, Item.testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.lookupItems)
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
