// Drawn11TransitionTests.swift
// Written once by reduxgen from Drawn11.yaml (--tests); from now on this file is yours.
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
final class Drawn11TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn11State = Drawn11State()
    ) -> (ReduxTesting.TestStore<Drawn11State, Drawn11Action>, Drawn11ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn11ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn11Reducer.reduce,
            middlewares: [Drawn11Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess([Int].testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            $0.saveValue = [Int].testSample
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess([Int].testSample))
        await store.send(.saveFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSaveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await store.send(.cancelSave) {
            $0.saveInFlight = 0
            $0.saveStatus = .idle
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testSaveQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await store.send(.save) {
            $0.saveInFlight = 2
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.saveSuccess([Int].testSample)) {
            $0.saveInFlight = 0
            $0.saveValue = [Int].testSample
        }
        await store.finish()
    }

    func testSavePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSave)
        await store.receive(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess([Int].testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            $0.saveValue = [Int].testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess([Int].testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            $0.saveValue = [Int].testSample
        }
        await store.send(.stopPollingSave)
        await store.finish()
    }

    // MARK: submit

    /// Whether `submit`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func submitStarts(_ store: ReduxTesting.TestStore<Drawn11State, Drawn11Action>, _ service: Drawn11ServiceMock) async -> Bool {
        guard Drawn11Reducer.shouldStartSubmit(store.state) else {
            await store.send(.submit(String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "submit was called although its when: is false")
            return false
        }
        return true
    }

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(String.testSample)) {
            if let prediction = Drawn11Reducer.predictSubmit(String.testSample, in: $0) {
                do { var predictions = $0.submitPredictions; predictions.predict(prediction, upsertingInto: &$0.submitItems, for: ()); $0.submitPredictions = predictions }
            }
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(String.testSample, Item.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .succeeded
            do { var predictions = $0.submitPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.submitItems); $0.submitPredictions = predictions }
        }
        await store.finish()
    }

    func testSubmitFailsAfterItsRetries() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(String.testSample)) {
            if let prediction = Drawn11Reducer.predictSubmit(String.testSample, in: $0) {
                do { var predictions = $0.submitPredictions; predictions.predict(prediction, upsertingInto: &$0.submitItems, for: ()); $0.submitPredictions = predictions }
            }
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        for _ in 0...2 { service.submitAnswers.answer(.failure(ModelFailure.testSample)) }
        await store.receive(.submitFailure(String.testSample, ModelFailure.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .failed(ModelFailure.testSample)
            do { var predictions = $0.submitPredictions; predictions.rollBack(in: &$0.submitItems); $0.submitPredictions = predictions }
        }
        await store.finish()
    }

    func testSubmitAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.submitSuccess(String.testSample, Item.testSample))
        await store.send(.submitFailure(String.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testSubmitQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(String.testSample)) {
            if let prediction = Drawn11Reducer.predictSubmit(String.testSample, in: $0) {
                do { var predictions = $0.submitPredictions; predictions.predict(prediction, upsertingInto: &$0.submitItems, for: ()); $0.submitPredictions = predictions }
            }
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        await store.send(.submit(String.testSample)) {
            if let prediction = Drawn11Reducer.predictSubmit(String.testSample, in: $0) {
                do { var predictions = $0.submitPredictions; predictions.predict(prediction, upsertingInto: &$0.submitItems, for: ()); $0.submitPredictions = predictions }
            }
            $0.submitInFlight = 2
        }
        for _ in 0...2 { service.submitAnswers.answer(.failure(ModelFailure.testSample)) }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitFailure(String.testSample, ModelFailure.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .failed(ModelFailure.testSample)
            do { var predictions = $0.submitPredictions; predictions.rollBack(in: &$0.submitItems); $0.submitPredictions = predictions }
        }
        await store.receive(.submitSuccess(String.testSample, Item.testSample)) {
            $0.submitInFlight = 0
            do { var predictions = $0.submitPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.submitItems); $0.submitPredictions = predictions }
        }
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(String.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(String.testSample))
        await store.receive(.fetchSuccess(String.testSample, String.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            $0.fetchValue = String.testSample
        }
        await store.finish()
    }

    func testFetchFailsAfterItsRetries() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(String.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        for _ in 0...1 { service.fetchAnswers.answer(.failure(ModelFailure.testSample)) }
        await store.receive(.fetchFailure(String.testSample, ModelFailure.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(String.testSample, String.testSample))
        await store.send(.fetchFailure(String.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testFetchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(String.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await store.send(.cancelFetch) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .idle
        }
        service.fetchAnswers.answer(.success(String.testSample))
        await store.finish()
    }

    func testFetchQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(String.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await store.send(.fetch(String.testSample)) {
            $0.fetchInFlight = 2
        }
        for _ in 0...1 { service.fetchAnswers.answer(.failure(ModelFailure.testSample)) }
        service.fetchAnswers.answer(.success(String.testSample))
        await store.receive(.fetchFailure(String.testSample, ModelFailure.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.fetchSuccess(String.testSample, String.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchValue = String.testSample
        }
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
        }
        await store.finish()
    }

    func testLoadFailsAfterItsRetries() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        for _ in 0...2 { service.loadAnswers.answer(.failure(ModelFailure.testSample)) }
        await store.receive(.loadFailure(ModelFailure.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess)
        await store.send(.loadFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testLoadQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await store.send(.load) {
            $0.loadInFlight = 2
        }
        for _ in 0...2 { service.loadAnswers.answer(.failure(ModelFailure.testSample)) }
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadFailure(ModelFailure.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.loadSuccess) {
            $0.loadInFlight = 0
        }
        await store.finish()
    }

    func testLoadPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingLoad)
        await store.receive(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
        }
        await store.send(.stopPollingLoad)
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

    // MARK: pane (Drawn11Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn11State(pane: Drawn11PaneState(id: Int.testSample)))
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
