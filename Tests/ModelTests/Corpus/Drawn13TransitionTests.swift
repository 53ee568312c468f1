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
            await store.send(.load(Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "load was called although its when: is false")
            return false
        }
        return true
    }

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(Int.testSample)) {
            if let prediction = Drawn13Reducer.predictLoad(Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(Int.testSample, page: store.state.page, Int.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.loadValue)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(Int.testSample)) {
            if let prediction = Drawn13Reducer.predictLoad(Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.loadPredictions.take()
            predictions.rollBack(in: &$0.loadValue)
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(Int.testSample, page: store.state.page, Int.testSample))
        await store.send(.loadFailure(Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLoadQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn13Spec.loadPolicy == .queue else {
            return XCTFail("The request load (\(Drawn13Spec.loadDeclaration)) has the policy \(Drawn13Spec.loadPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(Int.testSample)) {
            if let prediction = Drawn13Reducer.predictLoad(Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await store.send(.load(Int.testSample)) {
            if let prediction = Drawn13Reducer.predictLoad(Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 2
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadFailure(Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.loadPredictions.take()
            predictions.rollBack(in: &$0.loadValue)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.loadSuccess(Int.testSample, page: store.state.page, Int.testSample)) {
            $0.loadInFlight = 0
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.loadValue)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.append(Item.testSample)
        }
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save(text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess(text: String.testSample, [Item].testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
            $0.saveItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn13Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess(ready: store.state.ready, page: store.state.page, [Item].testSample)) {
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save(text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.save(text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn13Spec.saveTimeout)
        await store.receive(.saveFailure(text: String.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn13Spec.saveTimeout))) {
            $0.saveStatus[String.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn13Spec.saveTimeout))
        }
        await store.finish()
    }

    func testSaveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.save(text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        await store.send(.cancelSave(text: String.testSample)) {
            $0.saveStatus[String.testSample] = nil
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testSaveCallWhileOneIsInFlightIsDropped() async {
        guard Drawn13Spec.savePolicy == .first else {
            return XCTFail("The request save (\(Drawn13Spec.saveDeclaration)) has the policy \(Drawn13Spec.savePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save(text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(text: String.testSample))
        service.saveAnswers.answer(.success([Item].testSample))
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.saveSuccess(text: String.testSample, [Item].testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
            $0.saveItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn13Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess(ready: store.state.ready, page: store.state.page, [Item].testSample)) {
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn13Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess(ready: store.state.ready, page: store.state.page, [Item].testSample)) {
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn13Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.syncPredictions.take()
            predictions.rollBack(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn13Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
        }
        await store.send(.cancelSync) {
            $0.syncStatus = .idle
            var predictions = $0.syncPredictions.take()
            predictions.rollBackAll(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        guard Drawn13Spec.syncPolicy == .first else {
            return XCTFail("The request sync (\(Drawn13Spec.syncDeclaration)) has the policy \(Drawn13Spec.syncPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn13Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn13Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
        }
        service.syncAnswers.answer(.success([Item].testSample))
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.syncSuccess(ready: store.state.ready, page: store.state.page, [Item].testSample)) {
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(ModelFailure.testSample)) {
            $0.rateStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testRateCallWhileOneIsInFlightIsDropped() async {
        guard Drawn13Spec.ratePolicy == .first else {
            return XCTFail("The request rate (\(Drawn13Spec.rateDeclaration)) has the policy \(Drawn13Spec.ratePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate)
        service.rateAnswers.answer(.success(Item.testSample))
        service.rateAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.rateSuccess(Item.testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.append(Item.testSample)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, page, ready, bump → sync, poke → sync)

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
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

    func testBumpStartsSync() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        await store.receive(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn13Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess(ready: store.state.ready, page: store.state.page, [Item].testSample)) {
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testPokeStartsSync() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        await store.receive(.sync) {
            if !$0.syncStatus.isLoading, let prediction = Drawn13Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess(ready: store.state.ready, page: store.state.page, [Item].testSample)) {
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }
}
