// Drawn12TransitionTests.swift
// Written once by reduxgen from Drawn12.yaml (--tests); from now on this file is yours.
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
final class Drawn12TransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn12State, Drawn12Action>, Drawn12ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn12ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn12State(),
            reducer: Drawn12Reducer.reduce,
            middlewares: [Drawn12Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn12State, Drawn12Action>, _ service: Drawn12ServiceMock) async -> Bool {
        guard Drawn12Reducer.shouldStartLookup(store.state) else {
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
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess([Int].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupItems.append(contentsOf: [Int].testSample)
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(ModelFailure.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess([Int].testSample))
        await store.send(.lookupFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testLookupTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await store.receive(.lookupFailure(ModelFailure.timedOut(after: .seconds(1)))) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ModelFailure.timedOut(after: .seconds(1)))
        }
        await store.finish()
    }

    func testLookupIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await store.send(.cancelLookup) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .idle
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testLookupQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await store.send(.lookup) {
            $0.lookupInFlight = 2
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupFailure(ModelFailure.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.lookupSuccess([Int].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupItems.append(contentsOf: [Int].testSample)
        }
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.syncFailure(ModelFailure.testSample)) {
            $0.syncStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess(Item.testSample))
        await store.send(.syncFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSyncLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(String.testSample)) {
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(String.testSample))
        await service.syncAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            if let prediction = Drawn12Reducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            do { var predictions = $0.searchPredictions; predictions.confirm([Int].testSample, appendingTo: &$0.searchItems); $0.searchPredictions = predictions }
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            if let prediction = Drawn12Reducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.searchPredictions; predictions.rollBack(in: &$0.searchItems); $0.searchPredictions = predictions }
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess([Int].testSample))
        await store.send(.searchFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSearchQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            if let prediction = Drawn12Reducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await store.send(.search) {
            if let prediction = Drawn12Reducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
            $0.searchInFlight = 2
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.searchPredictions; predictions.rollBack(in: &$0.searchItems); $0.searchPredictions = predictions }
        }
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchInFlight = 0
            do { var predictions = $0.searchPredictions; predictions.confirm([Int].testSample, appendingTo: &$0.searchItems); $0.searchPredictions = predictions }
        }
        await store.finish()
    }

    func testSearchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSearch)
        await store.receive(.search) {
            if let prediction = Drawn12Reducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            do { var predictions = $0.searchPredictions; predictions.confirm([Int].testSample, appendingTo: &$0.searchItems); $0.searchPredictions = predictions }
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(5)))
        await clock.advance(by: .seconds(5))
        await store.receive(.search) {
            if let prediction = Drawn12Reducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            do { var predictions = $0.searchPredictions; predictions.confirm([Int].testSample, appendingTo: &$0.searchItems); $0.searchPredictions = predictions }
        }
        await store.send(.stopPollingSearch)
        await store.finish()
    }

    // MARK: bindings and triggers (page, query, ready)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }

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
