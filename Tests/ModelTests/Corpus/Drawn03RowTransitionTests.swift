// Drawn03RowTransitionTests.swift
// Written once by reduxgen from Drawn03Row.yaml (--tests); from now on this file is yours.
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
final class Drawn03RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn03RowState, Drawn03RowAction>, Drawn03RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn03RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn03RowState(id: Int.testSample),
            reducer: Drawn03RowReducer.reduce,
            middlewares: [Drawn03RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn03RowReducer.predictLookup(text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, in: &$0.lookupValue, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(String.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, id: store.state.id, String.testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm(String.testSample, in: &$0.lookupValue)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn03RowReducer.predictLookup(text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, in: &$0.lookupValue, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(text: String.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.lookupError = ReduxRuntime.RequestError.testSample
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupValue)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn03RowReducer.predictLookup(text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, in: &$0.lookupValue, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn03RowSpec.lookupTimeout)
        await store.receive(.lookupFailure(text: String.testSample, id: store.state.id, ReduxRuntime.RequestError.timedOut(after: Drawn03RowSpec.lookupTimeout))) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn03RowSpec.lookupTimeout))
            $0.lookupError = ReduxRuntime.RequestError.timedOut(after: Drawn03RowSpec.lookupTimeout)
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupValue)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn03RowReducer.predictLookup(text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, in: &$0.lookupValue, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(text: String.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.lookupError = ReduxRuntime.RequestError.testSample
            var predictions = $0.lookupPredictions.take()
            predictions.rollBack(in: &$0.lookupValue)
            $0.lookupPredictions = consume predictions
        }
        await store.send(.lookup(text: String.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn03RowReducer.predictLookup(text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, in: &$0.lookupValue, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(String.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, id: store.state.id, String.testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm(String.testSample, in: &$0.lookupValue)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupCallWhileOneIsInFlightIsDropped() async {
        guard Drawn03RowSpec.lookupPolicy == .first else {
            return XCTFail("The request lookup (\(Drawn03RowSpec.lookupDeclaration)) has the policy \(Drawn03RowSpec.lookupPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn03RowReducer.predictLookup(text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, in: &$0.lookupValue, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(text: String.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn03RowReducer.predictLookup(text: String.testSample, in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, in: &$0.lookupValue, for: ())
                $0.lookupPredictions = consume predictions
            }
        }
        service.lookupAnswers.answer(.success(String.testSample))
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.lookupSuccess(text: String.testSample, id: store.state.id, String.testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm(String.testSample, in: &$0.lookupValue)
            $0.lookupPredictions = consume predictions
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
