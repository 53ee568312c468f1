// Drawn13TransitionTests.swift
// Written once by reduxgen from Drawn13.yaml (--tests); from now on this file is yours.
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
final class Drawn13TransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn13State, Drawn13Action>, Drawn13ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn13ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn13State(),
            reducer: Drawn13Reducer.reduce,
            middlewares: [Drawn13Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: load

    /// Whether `load`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func loadStarts(_ store: ReduxTesting.TestStore<Drawn13State, Drawn13Action>, _ service: Drawn13ServiceMock) async -> Bool {
        guard Drawn13Reducer.shouldStartLoad(store.state) else {
            await store.send(.load)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "load was called although its when: is false")
            return false
        }
        return true
    }

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(Item.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            $0.loadItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.loadFailure(ModelFailure.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(Item.testSample))
        await store.send(.loadFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testLoadIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await store.send(.cancelLoad) {
            $0.loadInFlight = 0
            $0.loadStatus = .idle
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testLoadConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load) {
            $0.loadInFlight = 2
        }
        await service.loadAnswers.waitForCalls(waiting: 2)
        service.loadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.loadFailure(ModelFailure.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .failed(ModelFailure.testSample)
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(Item.testSample)) {
            $0.loadInFlight = 0
            $0.loadItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive(text: String.testSample, ref: Int.testSample)) {
            $0.archiveStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(text: String.testSample, ref: Int.testSample, Item.testSample)) {
            $0.archiveStatus[String.testSample] = .succeeded
            $0.archiveItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive(text: String.testSample, ref: Int.testSample)) {
            $0.archiveStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(text: String.testSample, ref: Int.testSample, ModelFailure.testSample)) {
            $0.archiveStatus[String.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testArchiveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.archiveSuccess(text: String.testSample, ref: Int.testSample, Item.testSample))
        await store.send(.archiveFailure(text: String.testSample, ref: Int.testSample, ModelFailure.testSample))
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn13Reducer.predictFetch(in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ()); $0.fetchPredictions = predictions }
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
            do { var predictions = $0.fetchPredictions; predictions.confirm(Item.testSample, prependingTo: &$0.fetchItems); $0.fetchPredictions = predictions }
        }
        await store.finish()
    }

    func testFetchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn13Reducer.predictFetch(in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ()); $0.fetchPredictions = predictions }
            }
            $0.fetchStatus = .loading
        }
        for _ in 0...1 { service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.25)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.fetchPredictions; predictions.rollBack(in: &$0.fetchItems); $0.fetchPredictions = predictions }
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(Item.testSample))
        await store.send(.fetchFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testFetchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn13Reducer.predictFetch(in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ()); $0.fetchPredictions = predictions }
            }
            $0.fetchStatus = .loading
        }
        await store.send(.cancelFetch) {
            $0.fetchStatus = .idle
            do { var predictions = $0.fetchPredictions; predictions.rollBackAll(in: &$0.fetchItems); $0.fetchPredictions = predictions }
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testFetchCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn13Reducer.predictFetch(in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ()); $0.fetchPredictions = predictions }
            }
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn13Reducer.predictFetch(in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ()); $0.fetchPredictions = predictions }
            }
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
            do { var predictions = $0.fetchPredictions; predictions.confirm(Item.testSample, prependingTo: &$0.fetchItems); $0.fetchPredictions = predictions }
        }
        await store.finish()
    }

    func testFetchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingFetch)
        await store.receive(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn13Reducer.predictFetch(in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ()); $0.fetchPredictions = predictions }
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
            do { var predictions = $0.fetchPredictions; predictions.confirm(Item.testSample, prependingTo: &$0.fetchItems); $0.fetchPredictions = predictions }
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn13Reducer.predictFetch(in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ()); $0.fetchPredictions = predictions }
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
            do { var predictions = $0.fetchPredictions; predictions.confirm(Item.testSample, prependingTo: &$0.fetchItems); $0.fetchPredictions = predictions }
        }
        await store.send(.stopPollingFetch)
        await store.finish()
    }

    // MARK: bindings and triggers (query, setQuery → fetch, page, ready, bump → load, bump → fetch, poke → load)

    func testSetQueryAssignsQuery() async {
        let (store, service, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.receive(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn13Reducer.predictFetch(in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ()); $0.fetchPredictions = predictions }
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
            do { var predictions = $0.fetchPredictions; predictions.confirm(Item.testSample, prependingTo: &$0.fetchItems); $0.fetchPredictions = predictions }
        }
        await store.finish()
    }

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

    func testBumpStartsLoadAndFetch() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        // load's when: decides whether the follow-up calls the service.
        let loadCalls = Drawn13Reducer.shouldStartLoad(store.state)
        await store.receive(.load) {
            if loadCalls {
                $0.loadInFlight = 1
                $0.loadStatus = .loading
            }
        }
        await store.receive(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn13Reducer.predictFetch(in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ()); $0.fetchPredictions = predictions }
            }
            $0.fetchStatus = .loading
        }
        if loadCalls {
            service.loadAnswers.answer(.success(Item.testSample))
            await store.receive(.loadSuccess(Item.testSample)) {
                $0.loadInFlight = 0
                $0.loadStatus = .succeeded
                $0.loadItems.insert(Item.testSample, at: 0)
            }
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchStatus = .succeeded
            do { var predictions = $0.fetchPredictions; predictions.confirm(Item.testSample, prependingTo: &$0.fetchItems); $0.fetchPredictions = predictions }
        }
        await store.finish()
    }

    func testPokeStartsLoad() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        // load's when: decides whether the follow-up calls the service.
        let loadCalls = Drawn13Reducer.shouldStartLoad(store.state)
        await store.receive(.load) {
            if loadCalls {
                $0.loadInFlight = 1
                $0.loadStatus = .loading
            }
        }
        if loadCalls {
            service.loadAnswers.answer(.success(Item.testSample))
            await store.receive(.loadSuccess(Item.testSample)) {
                $0.loadInFlight = 0
                $0.loadStatus = .succeeded
                $0.loadItems.insert(Item.testSample, at: 0)
            }
        }
        await store.finish()
    }
}
