// Drawn07RowTransitionTests.swift
// Written once by reduxgen from Drawn07Row.yaml (--tests); from now on this file is yours.
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
final class Drawn07RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn07RowState, Drawn07RowAction>, Drawn07RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn07RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn07RowState(id: Int.testSample),
            reducer: Drawn07RowReducer.reduce,
            middlewares: [Drawn07RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(ref: Int.testSample, count: Int.testSample)) {
            var predictions = $0.syncPredictions.take()
            predictions.rollBackAll(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
            if let prediction = Drawn07RowReducer.predictSync(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
            $0.syncIsLoading = true
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(ref: Int.testSample, count: Int.testSample, id: store.state.id, Item.testSample)) {
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.syncItems)
            $0.syncPredictions = consume predictions
            $0.syncIsLoading = false
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(ref: Int.testSample, count: Int.testSample)) {
            var predictions = $0.syncPredictions.take()
            predictions.rollBackAll(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
            if let prediction = Drawn07RowReducer.predictSync(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
            $0.syncIsLoading = true
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(ref: Int.testSample, count: Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.syncError = ReduxRuntime.RequestError.testSample
            $0.syncIsLoading = false
            var predictions = $0.syncPredictions.take()
            predictions.markFailed(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(ref: Int.testSample, count: Int.testSample)) {
            var predictions = $0.syncPredictions.take()
            predictions.rollBackAll(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
            if let prediction = Drawn07RowReducer.predictSync(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
            $0.syncIsLoading = true
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(ref: Int.testSample, count: Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.syncError = ReduxRuntime.RequestError.testSample
            $0.syncIsLoading = false
            var predictions = $0.syncPredictions.take()
            predictions.markFailed(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.send(.sync(ref: Int.testSample, count: Int.testSample)) {
            var predictions = $0.syncPredictions.take()
            predictions.rollBackAll(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
            if let prediction = Drawn07RowReducer.predictSync(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
            $0.syncIsLoading = true
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(ref: Int.testSample, count: Int.testSample, id: store.state.id, Item.testSample)) {
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.syncItems)
            $0.syncPredictions = consume predictions
            $0.syncIsLoading = false
        }
        await store.finish()
    }

    func testSyncAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, _, _) = makeStore()
        // The reducer logic may end sync's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn07RowReducer.reduce(&state, .sync(ref: Int.testSample, count: Int.testSample))
        XCTAssertTrue(state.syncIsLoading)
        state.syncIsLoading = false
        Drawn07RowReducer.reduce(&state, .syncSuccess(ref: Int.testSample, count: Int.testSample, id: store.state.id, Item.testSample))
        XCTAssertEqual(state.syncStatus, .succeeded)
        XCTAssertFalse(state.syncIsLoading)
        await store.finish()
    }

    func testSyncLatestCallSupersedesTheOneInFlight() async {
        guard Drawn07RowSpec.syncPolicy == .latest else {
            return XCTFail("The request sync (\(Drawn07RowSpec.syncDeclaration)) has the policy \(Drawn07RowSpec.syncPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.sync(ref: Int.testSample, count: Int.testSample)) {
            var predictions = $0.syncPredictions.take()
            predictions.rollBackAll(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
            if let prediction = Drawn07RowReducer.predictSync(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
            $0.syncIsLoading = true
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(ref: Int.testSample, count: Int.testSample)) {
            var predictions = $0.syncPredictions.take()
            predictions.rollBackAll(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
            if let prediction = Drawn07RowReducer.predictSync(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
        }
        await service.syncAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(ref: Int.testSample, count: Int.testSample, id: store.state.id, Item.testSample)) {
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.syncItems)
            $0.syncPredictions = consume predictions
            $0.syncIsLoading = false
        }
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample, count: Int.testSample)) {
            if $0.searchStatus[Int.testSample]?.isLoading != true, let prediction = Drawn07RowReducer.predictSearch(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchByKey, at: Int.testSample, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(ref: Int.testSample, count: Int.testSample, id: store.state.id, Int.testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.searchByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample, count: Int.testSample)) {
            if $0.searchStatus[Int.testSample]?.isLoading != true, let prediction = Drawn07RowReducer.predictSearch(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchByKey, at: Int.testSample, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ref: Int.testSample, count: Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchByKey) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn07RowSpec.searchPolicy == .first else {
            return XCTFail("The request search (\(Drawn07RowSpec.searchDeclaration)) has the policy \(Drawn07RowSpec.searchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample, count: Int.testSample)) {
            if $0.searchStatus[Int.testSample]?.isLoading != true, let prediction = Drawn07RowReducer.predictSearch(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchByKey, at: Int.testSample, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[Int.testSample] = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(ref: Int.testSample, count: Int.testSample)) {
            if $0.searchStatus[Int.testSample]?.isLoading != true, let prediction = Drawn07RowReducer.predictSearch(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchByKey, at: Int.testSample, for: Int.testSample)
                $0.searchPredictions = consume predictions
            }
        }
        service.searchAnswers.answer(.success(Int.testSample))
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.searchSuccess(ref: Int.testSample, count: Int.testSample, id: store.state.id, Int.testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.searchByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.searchPredictions = consume predictions
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
