// Drawn05RowTransitionTests.swift
// Written once by reduxgen from Drawn05Row.yaml (--tests); from now on this file is yours.
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
final class Drawn05RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn05RowState, Drawn05RowAction>, Drawn05RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn05RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn05RowState(id: Int.testSample),
            reducer: Drawn05RowReducer.reduce,
            middlewares: [Drawn05RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn05RowReducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(id: store.state.id, ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.fetchItems)
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn05RowReducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(id: store.state.id, ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.fetchError = ReduxRuntime.RequestError.testSample
            var predictions = $0.fetchPredictions.take()
            predictions.rollBack(in: &$0.fetchItems)
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testFetchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn05RowReducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(id: store.state.id, ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.fetchError = ReduxRuntime.RequestError.testSample
            var predictions = $0.fetchPredictions.take()
            predictions.rollBack(in: &$0.fetchItems)
            $0.fetchPredictions = consume predictions
        }
        await store.send(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn05RowReducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(id: store.state.id, ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.fetchItems)
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testFetchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn05RowSpec.fetchPolicy == .first else {
            return XCTFail("The request fetch (\(Drawn05RowSpec.fetchDeclaration)) has the policy \(Drawn05RowSpec.fetchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn05RowReducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn05RowReducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ())
                $0.fetchPredictions = consume predictions
            }
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.fetchSuccess(id: store.state.id, ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.fetchItems)
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testFetchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingFetch)
        await store.receive(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn05RowReducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(id: store.state.id, ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.fetchItems)
            $0.fetchPredictions = consume predictions
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn05RowSpec.fetchPollInterval))
        await clock.advance(by: Drawn05RowSpec.fetchPollInterval)
        await store.receive(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn05RowReducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(id: store.state.id, ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.fetchItems)
            $0.fetchPredictions = consume predictions
        }
        await store.send(.stopPollingFetch)
        await store.finish()
    }

    // MARK: load

    /// Whether `load`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func loadStarts(_ store: ReduxTesting.TestStore<Drawn05RowState, Drawn05RowAction>, _ service: Drawn05RowServiceMock) async -> Bool {
        guard Drawn05RowReducer.shouldStartLoad(store.state) else {
            await store.send(.load(ref: Int.testSample, count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "load was called although its when: is false")
            return false
        }
        return true
    }

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(ref: Int.testSample, count: Int.testSample)) {
            if let prediction = Drawn05RowReducer.predictLoad(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: (ref: Int.testSample, count: Int.testSample))
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess(ref: Int.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, [Item].testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.loadItems) { $0.ref == Int.testSample && $0.count == Int.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.receive(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn05RowReducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(id: store.state.id, ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.fetchItems)
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(ref: Int.testSample, count: Int.testSample)) {
            if let prediction = Drawn05RowReducer.predictLoad(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: (ref: Int.testSample, count: Int.testSample))
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(ref: Int.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.loadError = ReduxRuntime.RequestError.testSample
            var predictions = $0.loadPredictions.take()
            predictions.rollBack(in: &$0.loadItems) { $0.ref == Int.testSample && $0.count == Int.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(ref: Int.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, [Item].testSample))
        await store.send(.loadFailure(ref: Int.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLoadKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(ref: Int.testSample, count: Int.testSample)) {
            if let prediction = Drawn05RowReducer.predictLoad(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: (ref: Int.testSample, count: Int.testSample))
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(ref: Int.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.loadError = ReduxRuntime.RequestError.testSample
            var predictions = $0.loadPredictions.take()
            predictions.rollBack(in: &$0.loadItems) { $0.ref == Int.testSample && $0.count == Int.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.send(.load(ref: Int.testSample, count: Int.testSample)) {
            if let prediction = Drawn05RowReducer.predictLoad(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: (ref: Int.testSample, count: Int.testSample))
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess(ref: Int.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, [Item].testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.loadItems) { $0.ref == Int.testSample && $0.count == Int.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.receive(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn05RowReducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(id: store.state.id, ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.fetchItems)
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn05RowSpec.loadPolicy == .concurrent else {
            return XCTFail("The request load (\(Drawn05RowSpec.loadDeclaration)) has the policy \(Drawn05RowSpec.loadPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(ref: Int.testSample, count: Int.testSample)) {
            if let prediction = Drawn05RowReducer.predictLoad(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: (ref: Int.testSample, count: Int.testSample))
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load(ref: Int.testSample, count: Int.testSample)) {
            if let prediction = Drawn05RowReducer.predictLoad(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: (ref: Int.testSample, count: Int.testSample))
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 2
        }
        await service.loadAnswers.waitForCalls(waiting: 2)
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(ref: Int.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.loadError = ReduxRuntime.RequestError.testSample
            var predictions = $0.loadPredictions.take()
            predictions.rollBack(in: &$0.loadItems) { $0.ref == Int.testSample && $0.count == Int.testSample }
            $0.loadPredictions = consume predictions
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess(ref: Int.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, [Item].testSample)) {
            $0.loadInFlight = 0
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.loadItems) { $0.ref == Int.testSample && $0.count == Int.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.receive(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn05RowReducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(id: store.state.id, ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.fetchItems)
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.startPollingLoad(ref: Int.testSample, count: Int.testSample))
        await store.receive(.load(ref: Int.testSample, count: Int.testSample)) {
            if let prediction = Drawn05RowReducer.predictLoad(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: (ref: Int.testSample, count: Int.testSample))
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess(ref: Int.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, [Item].testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.loadItems) { $0.ref == Int.testSample && $0.count == Int.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.receive(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn05RowReducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(id: store.state.id, ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.fetchItems)
            $0.fetchPredictions = consume predictions
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn05RowSpec.loadPollInterval))
        await clock.advance(by: Drawn05RowSpec.loadPollInterval)
        await store.receive(.load(ref: Int.testSample, count: Int.testSample)) {
            if let prediction = Drawn05RowReducer.predictLoad(ref: Int.testSample, count: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: (ref: Int.testSample, count: Int.testSample))
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess(ref: Int.testSample, count: Int.testSample, id: store.state.id, ready: store.state.ready, [Item].testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.loadItems) { $0.ref == Int.testSample && $0.count == Int.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.receive(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn05RowReducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(id: store.state.id, ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.fetchItems)
            $0.fetchPredictions = consume predictions
        }
        await store.send(.stopPollingLoad)
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
