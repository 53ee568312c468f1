// Drawn03TransitionTests.swift
// Written once by reduxgen from Drawn03.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each transition of the navigation (push, pop, present, …) has a test too.
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

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.upsert(Item.testSample)
            $0.lookupIsLoading = false
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.lookupIsLoading = false
        }
        await store.finish()
    }

    func testLookupAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, _, _) = makeStore()
        // The reducer logic may end lookup's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn03Reducer.reduce(&state, .lookup)
        XCTAssertTrue(state.lookupIsLoading)
        state.lookupIsLoading = false
        Drawn03Reducer.reduce(&state, .lookupSuccess(Item.testSample))
        XCTAssertEqual(state.lookupStatus, .succeeded)
        XCTAssertFalse(state.lookupIsLoading)
        await store.finish()
    }

    func testLookupCallWhileOneIsInFlightIsDropped() async {
        guard Drawn03Spec.lookupPolicy == .first else {
            return XCTFail("The request lookup (\(Drawn03Spec.lookupDeclaration)) has the policy \(Drawn03Spec.lookupPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup)
        service.lookupAnswers.answer(.success(Item.testSample))
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.upsert(Item.testSample)
            $0.lookupIsLoading = false
        }
        await store.finish()
    }

    // MARK: load

    /// Whether `load`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func loadStarts(_ store: ReduxTesting.TestStore<Drawn03State, Drawn03Action>, _ service: Drawn03ServiceMock) async -> Bool {
        guard Drawn03Reducer.shouldStartLoad(store.state) else {
            await store.send(.load(count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "load was called although its when: is false")
            return false
        }
        return true
    }

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(count: Int.testSample)) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, page: store.state.page, ready: store.state.ready, Int.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadValue = Int.testSample
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.upsert(Item.testSample)
            $0.lookupIsLoading = false
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(count: Int.testSample)) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(count: Int.testSample, page: store.state.page, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn03Spec.loadPolicy == .latest else {
            return XCTFail("The request load (\(Drawn03Spec.loadDeclaration)) has the policy \(Drawn03Spec.loadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(count: Int.testSample)) {
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load(count: Int.testSample))
        await service.loadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, page: store.state.page, ready: store.state.ready, Int.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadValue = Int.testSample
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.upsert(Item.testSample)
            $0.lookupIsLoading = false
        }
        await store.finish()
    }

    func testLoadIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(count: Int.testSample)) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, page: store.state.page, ready: store.state.ready, Int.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadValue = Int.testSample
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.upsert(Item.testSample)
            $0.lookupIsLoading = false
        }
        await store.send(.load(count: Int.testSample)) {
            $0.loadStatus = .loading
        }
        await store.receive(.loadSuccess(count: Int.testSample, page: store.state.page, ready: store.state.ready, Int.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadValue = Int.testSample
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.upsert(Item.testSample)
            $0.lookupIsLoading = false
        }
        await store.send(.forceLoad(count: Int.testSample)) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, page: store.state.page, ready: store.state.ready, Int.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadValue = Int.testSample
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.upsert(Item.testSample)
            $0.lookupIsLoading = false
        }
        await clock.advance(by: Drawn03Spec.loadCacheLifetime)
        await store.send(.load(count: Int.testSample)) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, page: store.state.page, ready: store.state.ready, Int.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadValue = Int.testSample
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.upsert(Item.testSample)
            $0.lookupIsLoading = false
        }
        await store.finish()
    }

    // MARK: fetch

    /// Whether `fetch`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func fetchStarts(_ store: ReduxTesting.TestStore<Drawn03State, Drawn03Action>, _ service: Drawn03ServiceMock) async -> Bool {
        guard Drawn03Reducer.shouldStartFetch(store.state) else {
            await store.send(.fetch(ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "fetch was called although its when: is false")
            return false
        }
        return true
    }

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(ref: Int.testSample)) {
            if $0.fetchStatus[Int.testSample]?.isLoading != true, let prediction = Drawn03Reducer.predictFetch(ref: Int.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchByKey, at: Int.testSample, for: Int.testSample)
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus[Int.testSample] = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(ref: Int.testSample, Item.testSample)) {
            $0.fetchStatus[Int.testSample] = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.fetchByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(ref: Int.testSample)) {
            if $0.fetchStatus[Int.testSample]?.isLoading != true, let prediction = Drawn03Reducer.predictFetch(ref: Int.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchByKey, at: Int.testSample, for: Int.testSample)
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus[Int.testSample] = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.fetchPredictions.take()
            predictions.rollBack(in: &$0.fetchByKey) { $0 == Int.testSample }
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testFetchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn03Spec.fetchPolicy == .first else {
            return XCTFail("The request fetch (\(Drawn03Spec.fetchDeclaration)) has the policy \(Drawn03Spec.fetchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(ref: Int.testSample)) {
            if $0.fetchStatus[Int.testSample]?.isLoading != true, let prediction = Drawn03Reducer.predictFetch(ref: Int.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchByKey, at: Int.testSample, for: Int.testSample)
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus[Int.testSample] = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(ref: Int.testSample)) {
            if $0.fetchStatus[Int.testSample]?.isLoading != true, let prediction = Drawn03Reducer.predictFetch(ref: Int.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchByKey, at: Int.testSample, for: Int.testSample)
                $0.fetchPredictions = consume predictions
            }
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.fetchSuccess(ref: Int.testSample, Item.testSample)) {
            $0.fetchStatus[Int.testSample] = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.fetchByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testFetchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.startPollingFetch(ref: Int.testSample))
        await store.receive(.fetch(ref: Int.testSample)) {
            if $0.fetchStatus[Int.testSample]?.isLoading != true, let prediction = Drawn03Reducer.predictFetch(ref: Int.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchByKey, at: Int.testSample, for: Int.testSample)
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus[Int.testSample] = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(ref: Int.testSample, Item.testSample)) {
            $0.fetchStatus[Int.testSample] = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.fetchByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.fetchPredictions = consume predictions
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn03Spec.fetchPollInterval))
        await clock.advance(by: Drawn03Spec.fetchPollInterval)
        await store.receive(.fetch(ref: Int.testSample)) {
            if $0.fetchStatus[Int.testSample]?.isLoading != true, let prediction = Drawn03Reducer.predictFetch(ref: Int.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchByKey, at: Int.testSample, for: Int.testSample)
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus[Int.testSample] = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(ref: Int.testSample, Item.testSample)) {
            $0.fetchStatus[Int.testSample] = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.fetchByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.fetchPredictions = consume predictions
        }
        await store.send(.stopPollingFetch(ref: Int.testSample))
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(text: String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn03Reducer.predictRate(text: String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(text: String.testSample, query: store.state.query, page: store.state.page, Item.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.upsert(Item.testSample)
            $0.lookupIsLoading = false
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(text: String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn03Reducer.predictRate(text: String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(text: String.testSample, query: store.state.query, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.ratePredictions.take()
            predictions.rollBack(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.rate(text: String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn03Reducer.predictRate(text: String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn03Spec.rateTimeout)
        await store.receive(.rateFailure(text: String.testSample, query: store.state.query, page: store.state.page, ReduxRuntime.RequestError.timedOut(after: Drawn03Spec.rateTimeout))) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn03Spec.rateTimeout))
            var predictions = $0.ratePredictions.take()
            predictions.rollBack(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        guard Drawn03Spec.ratePolicy == .latest else {
            return XCTFail("The request rate (\(Drawn03Spec.rateDeclaration)) has the policy \(Drawn03Spec.ratePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate(text: String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn03Reducer.predictRate(text: String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(text: String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn03Reducer.predictRate(text: String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
        }
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(text: String.testSample, query: store.state.query, page: store.state.page, Item.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.upsert(Item.testSample)
            $0.lookupIsLoading = false
        }
        await store.finish()
    }

    func testRatePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingRate(text: String.testSample))
        await store.receive(.rate(text: String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn03Reducer.predictRate(text: String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(text: String.testSample, query: store.state.query, page: store.state.page, Item.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.upsert(Item.testSample)
            $0.lookupIsLoading = false
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn03Spec.ratePollInterval))
        await clock.advance(by: Drawn03Spec.ratePollInterval)
        await store.receive(.rate(text: String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn03Reducer.predictRate(text: String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(text: String.testSample, query: store.state.query, page: store.state.page, Item.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, appendingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.upsert(Item.testSample)
            $0.lookupIsLoading = false
        }
        await store.send(.stopPollingRate)
        await store.finish()
    }

    // MARK: navigation (stack)

    func testPushAppendsARouteToThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn03Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.finish()
    }

    func testPopRemovesTheLastRoute() async {
        let (store, _, _) = makeStore()
        let route = Drawn03Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.send(.pop) {
            $0.path = []
        }
        await store.finish()
    }

    func testPopOnTheRootChangesNothing() async {
        let (store, _, _) = makeStore()
        await store.send(.pop)
        await store.finish()
    }

    func testSetPathReplacesThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn03Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.finish()
    }

    func testPopToRootEmptiesThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn03Route.home
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.send(.popToRoot) {
            $0.path = []
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, startUpdates → lookup)

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.finish()
    }

    func testStartUpdatesStartsLookup() async {
        let (store, service, _) = makeStore()
        await store.send(.startUpdates) {
            $0.updatesActive = true
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.upsert(Item.testSample)
            $0.lookupIsLoading = false
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.finish()
    }

    // MARK: rows (Drawn03Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn03State(rows: [Drawn03RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .lookup(text: String.testSample))) {
            if !$0.rows[id: Int.testSample]!.lookupStatus.isLoading, let prediction = Drawn03RowReducer.predictLookup(text: String.testSample, in: $0.rows[id: Int.testSample]!) {
                var predictions = $0.rows[id: Int.testSample]!.lookupPredictions.take()
                predictions.predict(prediction, in: &$0.rows[id: Int.testSample]!.lookupValue, for: ())
                $0.rows[id: Int.testSample]!.lookupPredictions = consume predictions
            }
            $0.rows[id: Int.testSample]!.lookupStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .lookup(text: String.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn03Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn03State(pane: Drawn03PaneState(id: Int.testSample)))
        await store.send(.pane(.upload(count: Int.testSample))) {
            if $0.pane!.uploadStatus[Int.testSample]?.isLoading != true, let prediction = Drawn03PaneReducer.predictUpload(count: Int.testSample, in: $0.pane!) {
                var predictions = $0.pane!.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.pane!.uploadByKey, at: Int.testSample, for: Int.testSample)
                $0.pane!.uploadPredictions = consume predictions
            }
            $0.pane!.uploadStatus[Int.testSample] = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.upload(count: Int.testSample)))
        await store.finish()
    }
}
