// Drawn03TransitionTests.swift
// Written once by reduxgen from Drawn03.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each binding's setter, and each action after which requests start by themselves, has a
// test too.
// Each child's action has a test that it reaches its child (the child's own transition, on
// the child the action names) and one that it is ignored without it, through the reducer
// alone (the children's middlewares are not in the test store).

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import ModelCorpus

@MainActor
final class Drawn03TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn03State = Drawn03State()
    ) -> (ReduxTesting.TestStore<Drawn03State, Drawn03Action>, Drawn03ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn03ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn03Reducer.reduce,
            middlewares: [Drawn03Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(()))
        await store.receive(.fetchSuccess) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess)
        await store.send(.fetchFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testFetchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await store.send(.cancelFetch) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .idle
        }
        service.fetchAnswers.answer(.success(()))
        await store.finish()
    }

    func testFetchQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await store.send(.fetch) {
            $0.fetchInFlight = 2
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.fetchAnswers.answer(.success(()))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.fetchSuccess) {
            $0.fetchInFlight = 0
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn03Reducer.predictSync(in: $0) {
                do { var predictions = $0.syncPredictions; predictions.predict(prediction, in: &$0.syncValue, for: ()); $0.syncPredictions = predictions }
            }
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            do { var predictions = $0.syncPredictions; predictions.confirm(Item.testSample, in: &$0.syncValue); $0.syncPredictions = predictions }
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn03Reducer.predictSync(in: $0) {
                do { var predictions = $0.syncPredictions; predictions.predict(prediction, in: &$0.syncValue, for: ()); $0.syncPredictions = predictions }
            }
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.syncFailure(ModelFailure.testSample)) {
            $0.syncStatus = .failed(ModelFailure.testSample)
            do { var predictions = $0.syncPredictions; predictions.rollBack(in: &$0.syncValue); $0.syncPredictions = predictions }
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess(Item.testSample))
        await store.send(.syncFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSyncIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn03Reducer.predictSync(in: $0) {
                do { var predictions = $0.syncPredictions; predictions.predict(prediction, in: &$0.syncValue, for: ()); $0.syncPredictions = predictions }
            }
            $0.syncStatus = .loading
        }
        await store.send(.cancelSync) {
            $0.syncStatus = .idle
            do { var predictions = $0.syncPredictions; predictions.rollBackAll(in: &$0.syncValue); $0.syncPredictions = predictions }
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn03Reducer.predictSync(in: $0) {
                do { var predictions = $0.syncPredictions; predictions.predict(prediction, in: &$0.syncValue, for: ()); $0.syncPredictions = predictions }
            }
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn03Reducer.predictSync(in: $0) {
                do { var predictions = $0.syncPredictions; predictions.predict(prediction, in: &$0.syncValue, for: ()); $0.syncPredictions = predictions }
            }
        }
        service.syncAnswers.answer(.success(Item.testSample))
        service.syncAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            do { var predictions = $0.syncPredictions; predictions.confirm(Item.testSample, in: &$0.syncValue); $0.syncPredictions = predictions }
        }
        await store.finish()
    }

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn03State, Drawn03Action>, _ service: Drawn03ServiceMock) async -> Bool {
        guard Drawn03Reducer.shouldStartLookup(store.state) else {
            await store.send(.lookup)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testLookupFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        for _ in 0...2 { service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess(Item.testSample))
        await store.send(.lookupFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    // MARK: bindings and triggers (query, ready, poke → lookup)

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

    func testPokeStartsLookup() async {
        let (store, service, clock) = makeStore()
        await store.send(.poke)
        // lookup's when: decides whether the follow-up calls the service.
        let lookupCalls = Drawn03Reducer.shouldStartLookup(store.state)
        await store.receive(.lookup) {
            if lookupCalls {
                $0.lookupStatus = .loading
            }
        }
        if lookupCalls {
            await clock.waitForSleepers(1)
            await clock.advance(by: .seconds(0.25))
            service.lookupAnswers.answer(.success(Item.testSample))
            await store.receive(.lookupSuccess(Item.testSample)) {
                $0.lookupStatus = .succeeded
                $0.lookupItems.upsert(Item.testSample)
            }
        }
        await store.finish()
    }

    // MARK: rows (Drawn03Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn03State(rows: [Drawn03RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .load)) {
            $0.rows[id: Int.testSample]!.loadStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .load))
        await store.finish()
    }

    // MARK: pane (Drawn03Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn03State(pane: Drawn03PaneState(id: Int.testSample)))
        await store.send(.pane(.setQuery(String.testSample))) {
            $0.pane!.query = String.testSample
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.setQuery(String.testSample)))
        await store.finish()
    }
}
