// Drawn10TransitionTests.swift
// Written once by reduxgen from Drawn10.yaml (--tests); from now on this file is yours.
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
final class Drawn10TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn10State = Drawn10State()
    ) -> (ReduxTesting.TestStore<Drawn10State, Drawn10Action>, Drawn10ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn10ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn10Reducer.reduce,
            middlewares: [Drawn10Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.lookup(ref: Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.lookupDebounce)
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, Item.testSample)) {
            $0.lookupStatus[Int.testSample] = .succeeded
            $0.lookupByKey[Int.testSample] = Item.testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.lookup(ref: Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.lookupDebounce)
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLookupIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.lookup(ref: Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.lookupDebounce)
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, Item.testSample)) {
            $0.lookupStatus[Int.testSample] = .succeeded
            $0.lookupByKey[Int.testSample] = Item.testSample
        }
        await store.receive(.bump)
        await store.send(.lookup(ref: Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .loading
        }
        await store.receive(.lookupSuccess(ref: Int.testSample, Item.testSample)) {
            $0.lookupStatus[Int.testSample] = .succeeded
            $0.lookupByKey[Int.testSample] = Item.testSample
        }
        await store.receive(.bump)
        await store.send(.forceLookup(ref: Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.lookupDebounce)
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, Item.testSample)) {
            $0.lookupStatus[Int.testSample] = .succeeded
            $0.lookupByKey[Int.testSample] = Item.testSample
        }
        await store.receive(.bump)
        await clock.advance(by: Drawn10Spec.lookupCacheLifetime)
        await store.send(.lookup(ref: Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.lookupDebounce)
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, Item.testSample)) {
            $0.lookupStatus[Int.testSample] = .succeeded
            $0.lookupByKey[Int.testSample] = Item.testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testRateFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        for _ in 0...Drawn10Spec.rateRetry.attempts { service.rateAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn10Spec.rateRetry.attempts where Drawn10Spec.rateRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn10Spec.rateRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.rateFailure(ref: Int.testSample, ready: store.state.ready, ModelFailure.testSample)) {
            $0.rateStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        guard Drawn10Spec.ratePolicy == .latest else {
            return XCTFail("The request rate (\(Drawn10Spec.rateDeclaration)) has the policy \(Drawn10Spec.ratePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(ref: Int.testSample))
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testRateIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateItems.upsert(Item.testSample)
        }
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await store.receive(.rateSuccess(ref: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateItems.upsert(Item.testSample)
        }
        await store.send(.forceRate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateItems.upsert(Item.testSample)
        }
        await clock.advance(by: Drawn10Spec.rateCacheLifetime)
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    // MARK: fetch

    /// Whether `fetch`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func fetchStarts(_ store: ReduxTesting.TestStore<Drawn10State, Drawn10Action>, _ service: Drawn10ServiceMock) async -> Bool {
        guard Drawn10Reducer.shouldStartFetch(store.state) else {
            await store.send(.fetch(count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "fetch was called although its when: is false")
            return false
        }
        return true
    }

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn10Spec.fetchPolicy == .latest else {
            return XCTFail("The request fetch (\(Drawn10Spec.fetchDeclaration)) has the policy \(Drawn10Spec.fetchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(count: Int.testSample))
        await service.fetchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testFetchIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.upsert(Item.testSample)
        }
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await store.receive(.fetchSuccess(count: Int.testSample, Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.upsert(Item.testSample)
        }
        await store.send(.forceFetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.upsert(Item.testSample)
        }
        await clock.advance(by: Drawn10Spec.fetchCacheLifetime)
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    // MARK: search

    /// Whether `search`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func searchStarts(_ store: ReduxTesting.TestStore<Drawn10State, Drawn10Action>, _ service: Drawn10ServiceMock) async -> Bool {
        guard Drawn10Reducer.shouldStartSearch(store.state) else {
            await store.send(.search)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "search was called although its when: is false")
            return false
        }
        return true
    }

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search) {
            if let prediction = Drawn10Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(query: store.state.query, [Item].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search) {
            if let prediction = Drawn10Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(query: store.state.query, ModelFailure.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ModelFailure.testSample)
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess(query: store.state.query, [Item].testSample))
        await store.send(.searchFailure(query: store.state.query, ModelFailure.testSample))
        await store.finish()
    }

    func testSearchIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search) {
            if let prediction = Drawn10Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await store.send(.cancelSearch) {
            $0.searchInFlight = 0
            $0.searchStatus = .idle
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        service.searchAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testSearchErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search) {
            if let prediction = Drawn10Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(query: store.state.query, ModelFailure.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ModelFailure.testSample)
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.send(.dismissSearchError) {
            $0.searchStatus = .idle
        }
        await store.finish()
    }

    func testSearchQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn10Spec.searchPolicy == .queue else {
            return XCTFail("The request search (\(Drawn10Spec.searchDeclaration)) has the policy \(Drawn10Spec.searchPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search) {
            if let prediction = Drawn10Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await store.send(.search) {
            if let prediction = Drawn10Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 2
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchFailure(query: store.state.query, ModelFailure.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .failed(ModelFailure.testSample)
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.receive(.searchSuccess(query: store.state.query, [Item].testSample)) {
            $0.searchInFlight = 0
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.startPollingSearch)
        await store.receive(.search) {
            if let prediction = Drawn10Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(query: store.state.query, [Item].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn10Spec.searchPollInterval))
        await clock.advance(by: Drawn10Spec.searchPollInterval)
        await store.receive(.search) {
            if let prediction = Drawn10Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(query: store.state.query, [Item].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.send(.stopPollingSearch)
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

    // MARK: pane (Drawn10Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn10State(pane: Drawn10PaneState(id: Int.testSample)))
        await store.send(.pane(.setPage(Int.testSample))) {
            $0.pane!.page = Int.testSample
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.setPage(Int.testSample)))
        await store.finish()
    }
}
