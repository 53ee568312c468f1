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

    // MARK: fetch

    /// Whether `fetch`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func fetchStarts(_ store: ReduxTesting.TestStore<Drawn12State, Drawn12Action>, _ service: Drawn12ServiceMock) async -> Bool {
        guard Drawn12Reducer.shouldStartFetch(store.state) else {
            await store.send(.fetch(count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "fetch was called although its when: is false")
            return false
        }
        return true
    }

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn12Spec.fetchDebounce)
        service.fetchAnswers.answer(.success(()))
        await store.receive(.fetchSuccess(count: Int.testSample, page: store.state.page)) {
            $0.fetchStatus = .succeeded
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn12Spec.fetchDebounce)
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(count: Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.fetchError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testFetchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn12Spec.fetchDebounce)
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(count: Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.fetchError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn12Spec.fetchDebounce)
        service.fetchAnswers.answer(.success(()))
        await store.receive(.fetchSuccess(count: Int.testSample, page: store.state.page)) {
            $0.fetchStatus = .succeeded
        }
        await store.finish()
    }

    func testFetchIsSkippedWhenItsWhenIsFalseAsItsDebounceEnds() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        // When fetch's when: is false as its debounce ends, the loader makes no call and dispatches
        // fetchSkipped: the status that the request action made loading is idle again.
        var state = store.state
        Drawn12Reducer.reduce(&state, .fetch(count: Int.testSample))
        XCTAssertEqual(state.fetchStatus, .loading)
        Drawn12Reducer.reduce(&state, .fetchSkipped)
        XCTAssertEqual(state.fetchStatus, .idle)
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess([Item].testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn12Spec.loadTimeout)
        await store.receive(.loadFailure(ReduxRuntime.RequestError.timedOut(after: Drawn12Spec.loadTimeout))) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn12Spec.loadTimeout))
        }
        await store.finish()
    }

    func testLoadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn12Spec.loadPolicy == .latest else {
            return XCTFail("The request load (\(Drawn12Spec.loadDeclaration)) has the policy \(Drawn12Spec.loadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load)
        await service.loadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess([Item].testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testLoadPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingLoad)
        await store.receive(.load) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess([Item].testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.upsert(contentsOf: [Item].testSample)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn12Spec.loadPollInterval))
        await clock.advance(by: Drawn12Spec.loadPollInterval)
        await store.receive(.load) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess([Item].testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.upsert(contentsOf: [Item].testSample)
        }
        await store.send(.stopPollingLoad)
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            if let prediction = Drawn12Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            if let prediction = Drawn12Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(ModelFailure.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ModelFailure.testSample)
            var predictions = $0.ratePredictions.take()
            predictions.markFailed(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(Item.testSample))
        await store.send(.rateFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testRateTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.rate) {
            if let prediction = Drawn12Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn12Spec.rateTimeout)
        await store.receive(.rateFailure(ModelFailure.timedOut(after: Drawn12Spec.rateTimeout))) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ModelFailure.timedOut(after: Drawn12Spec.rateTimeout))
            var predictions = $0.ratePredictions.take()
            predictions.markFailed(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn12Spec.ratePolicy == .concurrent else {
            return XCTFail("The request rate (\(Drawn12Spec.rateDeclaration)) has the policy \(Drawn12Spec.ratePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            if let prediction = Drawn12Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate) {
            if let prediction = Drawn12Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 2
        }
        await service.rateAnswers.waitForCalls(waiting: 2)
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(ModelFailure.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .failed(ModelFailure.testSample)
            var predictions = $0.ratePredictions.take()
            predictions.markFailed(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateInFlight = 0
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, page, setPage → load, ready, bump → load)

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.finish()
    }

    func testSetPageAssignsPage() async {
        let (store, service, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.receive(.load) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess([Item].testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.upsert(contentsOf: [Item].testSample)
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

    func testBumpStartsLoad() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        await store.receive(.load) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess([Item].testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }
}
