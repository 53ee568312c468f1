// Drawn14RowTransitionTests.swift
// Written once by reduxgen from Drawn14Row.yaml (--tests); from now on this file is yours.
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
final class Drawn14RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn14RowState, Drawn14RowAction>, Drawn14RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn14RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn14RowState(id: Int.testSample),
            reducer: Drawn14RowReducer.reduce,
            middlewares: [Drawn14RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn14RowState, Drawn14RowAction>, _ service: Drawn14RowServiceMock) async -> Bool {
        guard Drawn14RowReducer.shouldStartLookup(store.state) else {
            await store.send(.lookup)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn14RowReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(id: store.state.id, [Item].testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn14RowReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.lookupPredictions.take()
            predictions.markFailed(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn14RowReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn14RowSpec.lookupTimeout)
        await store.receive(.lookupFailure(id: store.state.id, ReduxRuntime.RequestError.timedOut(after: Drawn14RowSpec.lookupTimeout))) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn14RowSpec.lookupTimeout))
            var predictions = $0.lookupPredictions.take()
            predictions.markFailed(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupLatestCallSupersedesTheOneInFlight() async {
        guard Drawn14RowSpec.lookupPolicy == .latest else {
            return XCTFail("The request lookup (\(Drawn14RowSpec.lookupDeclaration)) has the policy \(Drawn14RowSpec.lookupPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn14RowReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn14RowReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
        }
        await service.lookupAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(id: store.state.id, [Item].testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.finish()
    }

    func testLookupIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn14RowReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(id: store.state.id, [Item].testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.send(.lookup) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn14RowReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        await store.receive(.lookupSuccess(id: store.state.id, [Item].testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await store.send(.forceLookup) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn14RowReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(id: store.state.id, [Item].testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
        }
        await clock.advance(by: Drawn14RowSpec.lookupCacheLifetime)
        await store.send(.lookup) {
            var predictions = $0.lookupPredictions.take()
            predictions.rollBackAll(in: &$0.lookupItems)
            $0.lookupPredictions = consume predictions
            if let prediction = Drawn14RowReducer.predictLookup(in: $0) {
                var predictions = $0.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ())
                $0.lookupPredictions = consume predictions
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(id: store.state.id, [Item].testSample)) {
            $0.lookupStatus = .succeeded
            var predictions = $0.lookupPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.lookupItems)
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
