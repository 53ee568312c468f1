// Drawn09TransitionTests.swift
// Written once by reduxgen from Drawn09.yaml (--tests); from now on this file is yours.
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
final class Drawn09TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn09State = Drawn09State()
    ) -> (ReduxTesting.TestStore<Drawn09State, Drawn09Action>, Drawn09ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn09ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn09Reducer.reduce,
            middlewares: [Drawn09Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search(Int.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Int.testSample, Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            $0.searchItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search(Int.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess(Int.testSample, Item.testSample))
        await store.send(.searchFailure(Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSearchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.search(Int.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await store.send(.cancelSearch) {
            $0.searchInFlight = 0
            $0.searchStatus = .idle
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSearchConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.search(Int.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(Int.testSample)) {
            $0.searchInFlight = 2
        }
        await service.searchAnswers.waitForCalls(waiting: 2)
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Int.testSample, Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save(count: Int.testSample)) {
            do { var predictions = $0.savePredictions; predictions.rollBackAll(in: &$0.saveItems) { $0 == Int.testSample }; $0.savePredictions = predictions }
            if let prediction = Drawn09Reducer.predictSave(count: Int.testSample, in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, prependingTo: &$0.saveItems, for: Int.testSample); $0.savePredictions = predictions }
            }
            $0.saveStatus[Int.testSample] = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(count: Int.testSample, Item.testSample)) {
            $0.saveStatus[Int.testSample] = .succeeded
            do { var predictions = $0.savePredictions; predictions.confirm(Item.testSample, prependingTo: &$0.saveItems) { $0 == Int.testSample }; $0.savePredictions = predictions }
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save(count: Int.testSample)) {
            do { var predictions = $0.savePredictions; predictions.rollBackAll(in: &$0.saveItems) { $0 == Int.testSample }; $0.savePredictions = predictions }
            if let prediction = Drawn09Reducer.predictSave(count: Int.testSample, in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, prependingTo: &$0.saveItems, for: Int.testSample); $0.savePredictions = predictions }
            }
            $0.saveStatus[Int.testSample] = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(count: Int.testSample, ModelFailure.testSample)) {
            $0.saveStatus[Int.testSample] = .failed(ModelFailure.testSample)
            do { var predictions = $0.savePredictions; predictions.rollBack(in: &$0.saveItems) { $0 == Int.testSample }; $0.savePredictions = predictions }
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess(count: Int.testSample, Item.testSample))
        await store.send(.saveFailure(count: Int.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testSaveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.save(count: Int.testSample)) {
            do { var predictions = $0.savePredictions; predictions.rollBackAll(in: &$0.saveItems) { $0 == Int.testSample }; $0.savePredictions = predictions }
            if let prediction = Drawn09Reducer.predictSave(count: Int.testSample, in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, prependingTo: &$0.saveItems, for: Int.testSample); $0.savePredictions = predictions }
            }
            $0.saveStatus[Int.testSample] = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(count: Int.testSample, ModelFailure.testSample)) {
            $0.saveStatus[Int.testSample] = .failed(ModelFailure.testSample)
            do { var predictions = $0.savePredictions; predictions.rollBack(in: &$0.saveItems) { $0 == Int.testSample }; $0.savePredictions = predictions }
        }
        await store.send(.dismissSaveError(count: Int.testSample)) {
            $0.saveStatus[Int.testSample] = nil
        }
        await store.finish()
    }

    // MARK: rate

    /// Whether `rate`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func rateStarts(_ store: ReduxTesting.TestStore<Drawn09State, Drawn09Action>, _ service: Drawn09ServiceMock) async -> Bool {
        guard Drawn09Reducer.shouldStartRate(store.state) else {
            await store.send(.rate(String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "rate was called although its when: is false")
            return false
        }
        return true
    }

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateSuccess(String.testSample, [Int].testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateItems.append(contentsOf: [Int].testSample)
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testRateFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        for _ in 0...2 { service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.rateFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(String.testSample, [Int].testSample))
        await store.send(.rateFailure(String.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testRateConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, clock) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(String.testSample)) {
            $0.rateInFlight = 2
        }
        await service.rateAnswers.waitForCalls(waiting: 2)
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateSuccess(String.testSample, [Int].testSample)) {
            $0.rateInFlight = 1
            $0.rateItems.append(contentsOf: [Int].testSample)
        }
        await store.receive(.poke)
        for _ in 0...2 { service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.rateFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    // MARK: load

    /// Whether `load`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func loadStarts(_ store: ReduxTesting.TestStore<Drawn09State, Drawn09Action>, _ service: Drawn09ServiceMock) async -> Bool {
        guard Drawn09Reducer.shouldStartLoad(store.state) else {
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
            do { var predictions = $0.loadPredictions; predictions.rollBackAll(in: &$0.loadValue); $0.loadPredictions = predictions }
            if let prediction = Drawn09Reducer.predictLoad(Int.testSample, in: $0) {
                do { var predictions = $0.loadPredictions; predictions.predict(prediction, in: &$0.loadValue, for: ()); $0.loadPredictions = predictions }
            }
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess([Item].testSample)) {
            $0.loadStatus = .succeeded
            do { var predictions = $0.loadPredictions; predictions.confirm([Item].testSample, in: &$0.loadValue); $0.loadPredictions = predictions }
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(Int.testSample)) {
            do { var predictions = $0.loadPredictions; predictions.rollBackAll(in: &$0.loadValue); $0.loadPredictions = predictions }
            if let prediction = Drawn09Reducer.predictLoad(Int.testSample, in: $0) {
                do { var predictions = $0.loadPredictions; predictions.predict(prediction, in: &$0.loadValue, for: ()); $0.loadPredictions = predictions }
            }
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.loadPredictions; predictions.rollBack(in: &$0.loadValue); $0.loadPredictions = predictions }
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess([Item].testSample))
        await store.send(.loadFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLoadLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load(Int.testSample)) {
            do { var predictions = $0.loadPredictions; predictions.rollBackAll(in: &$0.loadValue); $0.loadPredictions = predictions }
            if let prediction = Drawn09Reducer.predictLoad(Int.testSample, in: $0) {
                do { var predictions = $0.loadPredictions; predictions.predict(prediction, in: &$0.loadValue, for: ()); $0.loadPredictions = predictions }
            }
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load(Int.testSample)) {
            do { var predictions = $0.loadPredictions; predictions.rollBackAll(in: &$0.loadValue); $0.loadPredictions = predictions }
            if let prediction = Drawn09Reducer.predictLoad(Int.testSample, in: $0) {
                do { var predictions = $0.loadPredictions; predictions.predict(prediction, in: &$0.loadValue, for: ()); $0.loadPredictions = predictions }
            }
        }
        await service.loadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess([Item].testSample)) {
            $0.loadStatus = .succeeded
            do { var predictions = $0.loadPredictions; predictions.confirm([Item].testSample, in: &$0.loadValue); $0.loadPredictions = predictions }
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: bindings and triggers (query, page, ready)

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

    // MARK: pane (Drawn09Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn09State(pane: Drawn09PaneState(id: Int.testSample)))
        await store.send(.pane(.load(text: String.testSample))) {
            $0.pane!.loadStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.load(text: String.testSample)))
        await store.finish()
    }
}
