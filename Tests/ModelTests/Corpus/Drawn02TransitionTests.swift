// Drawn02TransitionTests.swift
// Written once by reduxgen from Drawn02.yaml (--tests); from now on this file is yours.
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
final class Drawn02TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn02State = Drawn02State()
    ) -> (ReduxTesting.TestStore<Drawn02State, Drawn02Action>, Drawn02ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn02ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn02Reducer.reduce,
            middlewares: [Drawn02Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample, ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateByKey[Int.testSample] = Item.testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample, ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(count: Int.testSample, ref: Int.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.rateStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testRateTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.rate(count: Int.testSample, ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02Spec.rateTimeout)
        await store.receive(.rateFailure(count: Int.testSample, ref: Int.testSample, query: store.state.query, ModelFailure.timedOut(after: Drawn02Spec.rateTimeout))) {
            $0.rateStatus[Int.testSample] = .failed(ModelFailure.timedOut(after: Drawn02Spec.rateTimeout))
        }
        await store.finish()
    }

    func testRateIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample, ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await store.send(.cancelRate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = nil
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        guard Drawn02Spec.ratePolicy == .latest else {
            return XCTFail("The request rate (\(Drawn02Spec.rateDeclaration)) has the policy \(Drawn02Spec.ratePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample, ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(count: Int.testSample, ref: Int.testSample))
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateByKey[Int.testSample] = Item.testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, Item.testSample)) {
            $0.lookupStatus[String.testSample] = .succeeded
            $0.lookupItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLookupTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02Spec.lookupTimeout)
        await store.receive(.lookupFailure(text: String.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn02Spec.lookupTimeout))) {
            $0.lookupStatus[String.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn02Spec.lookupTimeout))
        }
        await store.finish()
    }

    func testLookupCallWhileOneIsInFlightIsDropped() async {
        guard Drawn02Spec.lookupPolicy == .first else {
            return XCTFail("The request lookup (\(Drawn02Spec.lookupDeclaration)) has the policy \(Drawn02Spec.lookupPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(text: String.testSample))
        service.lookupAnswers.answer(.success(Item.testSample))
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.lookupSuccess(text: String.testSample, Item.testSample)) {
            $0.lookupStatus[String.testSample] = .succeeded
            $0.lookupItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testLookupPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingLookup(text: String.testSample))
        await store.receive(.lookup(text: String.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, Item.testSample)) {
            $0.lookupStatus[String.testSample] = .succeeded
            $0.lookupItems.upsert(Item.testSample)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn02Spec.lookupPollInterval))
        await clock.advance(by: Drawn02Spec.lookupPollInterval)
        await store.receive(.lookup(text: String.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, Item.testSample)) {
            $0.lookupStatus[String.testSample] = .succeeded
            $0.lookupItems.upsert(Item.testSample)
        }
        await store.send(.stopPollingLookup(text: String.testSample))
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(String.testSample)) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn02Reducer.predictFetch(String.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(String.testSample, Item.testSample)) {
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.fetchValue)
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(String.testSample)) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn02Reducer.predictFetch(String.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.fetchPredictions.take()
            predictions.rollBack(in: &$0.fetchValue)
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testFetchErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(String.testSample)) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn02Reducer.predictFetch(String.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.fetchPredictions.take()
            predictions.rollBack(in: &$0.fetchValue)
            $0.fetchPredictions = consume predictions
        }
        await store.send(.dismissFetchError) {
            $0.fetchStatus = .idle
        }
        await store.finish()
    }

    func testFetchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn02Spec.fetchPolicy == .first else {
            return XCTFail("The request fetch (\(Drawn02Spec.fetchDeclaration)) has the policy \(Drawn02Spec.fetchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.fetch(String.testSample)) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn02Reducer.predictFetch(String.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(String.testSample)) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn02Reducer.predictFetch(String.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.fetchSuccess(String.testSample, Item.testSample)) {
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.fetchValue)
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(ref: Int.testSample, text: String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(()))
        await store.receive(.syncSuccess(ref: Int.testSample, text: String.testSample, query: store.state.query)) {
            $0.syncStatus = .succeeded
        }
        await store.finish()
    }

    func testSyncFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(ref: Int.testSample, text: String.testSample)) {
            $0.syncStatus = .loading
        }
        for _ in 0...Drawn02Spec.syncRetry.attempts { service.syncAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn02Spec.syncRetry.attempts where Drawn02Spec.syncRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn02Spec.syncRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(ref: Int.testSample, text: String.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.syncStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSyncIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(ref: Int.testSample, text: String.testSample)) {
            $0.syncStatus = .loading
        }
        await store.send(.cancelSync) {
            $0.syncStatus = .idle
        }
        service.syncAnswers.answer(.success(()))
        await store.finish()
    }

    func testSyncErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(ref: Int.testSample, text: String.testSample)) {
            $0.syncStatus = .loading
        }
        for _ in 0...Drawn02Spec.syncRetry.attempts { service.syncAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn02Spec.syncRetry.attempts where Drawn02Spec.syncRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn02Spec.syncRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(ref: Int.testSample, text: String.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.syncStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissSyncError) {
            $0.syncStatus = .idle
        }
        await store.finish()
    }

    func testSyncLatestCallSupersedesTheOneInFlight() async {
        guard Drawn02Spec.syncPolicy == .latest else {
            return XCTFail("The request sync (\(Drawn02Spec.syncDeclaration)) has the policy \(Drawn02Spec.syncPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.sync(ref: Int.testSample, text: String.testSample)) {
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(ref: Int.testSample, text: String.testSample))
        await service.syncAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.syncAnswers.answer(.success(()))
        await store.receive(.syncSuccess(ref: Int.testSample, text: String.testSample, query: store.state.query)) {
            $0.syncStatus = .succeeded
        }
        await store.finish()
    }

    func testSyncIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(ref: Int.testSample, text: String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(()))
        await store.receive(.syncSuccess(ref: Int.testSample, text: String.testSample, query: store.state.query)) {
            $0.syncStatus = .succeeded
        }
        await store.send(.sync(ref: Int.testSample, text: String.testSample)) {
            $0.syncStatus = .loading
        }
        await store.receive(.syncSuccess(ref: Int.testSample, text: String.testSample, query: store.state.query)) {
            $0.syncStatus = .succeeded
        }
        await store.send(.forceSync(ref: Int.testSample, text: String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(()))
        await store.receive(.syncSuccess(ref: Int.testSample, text: String.testSample, query: store.state.query)) {
            $0.syncStatus = .succeeded
        }
        await clock.advance(by: Drawn02Spec.syncCacheLifetime)
        await store.send(.sync(ref: Int.testSample, text: String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(()))
        await store.receive(.syncSuccess(ref: Int.testSample, text: String.testSample, query: store.state.query)) {
            $0.syncStatus = .succeeded
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

    // MARK: rows (Drawn02Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn02State(rows: [Drawn02RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .save(String.testSample))) {
            $0.rows[id: Int.testSample]!.saveStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .save(String.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn02Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn02State(pane: Drawn02PaneState(id: Int.testSample)))
        await store.send(.pane(.archive(text: String.testSample))) {
            var predictions = $0.pane!.archivePredictions.take()
            predictions.rollBackAll(in: &$0.pane!.archiveItems)
            $0.pane!.archivePredictions = consume predictions
            if let prediction = Drawn02PaneReducer.predictArchive(text: String.testSample, in: $0.pane!) {
                var predictions = $0.pane!.archivePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.pane!.archiveItems, for: ())
                $0.pane!.archivePredictions = consume predictions
            }
            $0.pane!.archiveStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.archive(text: String.testSample)))
        await store.finish()
    }
}
