// Drawn05TransitionTests.swift
// Written once by reduxgen from Drawn05.yaml (--tests); from now on this file is yours.
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
final class Drawn05TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn05State = Drawn05State()
    ) -> (ReduxTesting.TestStore<Drawn05State, Drawn05Action>, Drawn05ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn05ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn05Reducer.reduce,
            middlewares: [Drawn05Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: fetch

    /// Whether `fetch`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func fetchStarts(_ store: ReduxTesting.TestStore<Drawn05State, Drawn05Action>, _ service: Drawn05ServiceMock) async -> Bool {
        guard Drawn05Reducer.shouldStartFetch(store.state) else {
            await store.send(.fetch(ref: Int.testSample, text: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "fetch was called although its when: is false")
            return false
        }
        return true
    }

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(ref: Int.testSample, text: String.testSample)) {
            do { var predictions = $0.fetchPredictions; predictions.rollBackAll(in: &$0.fetchByKey) { $0 == Int.testSample }; $0.fetchPredictions = predictions }
            if let prediction = Drawn05Reducer.predictFetch(ref: Int.testSample, text: String.testSample, in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, in: &$0.fetchByKey, at: Int.testSample, for: Int.testSample); $0.fetchPredictions = predictions }
            }
            $0.fetchStatus[Int.testSample] = .loading
        }
        service.fetchAnswers.answer(.success(String.testSample))
        await store.receive(.fetchSuccess(ref: Int.testSample, text: String.testSample, String.testSample)) {
            $0.fetchStatus[Int.testSample] = .succeeded
            do { var predictions = $0.fetchPredictions; predictions.confirm(String.testSample, in: &$0.fetchByKey, at: Int.testSample) { $0 == Int.testSample }; $0.fetchPredictions = predictions }
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(ref: Int.testSample, text: String.testSample)) {
            do { var predictions = $0.fetchPredictions; predictions.rollBackAll(in: &$0.fetchByKey) { $0 == Int.testSample }; $0.fetchPredictions = predictions }
            if let prediction = Drawn05Reducer.predictFetch(ref: Int.testSample, text: String.testSample, in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, in: &$0.fetchByKey, at: Int.testSample, for: Int.testSample); $0.fetchPredictions = predictions }
            }
            $0.fetchStatus[Int.testSample] = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ref: Int.testSample, text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.fetchPredictions; predictions.rollBack(in: &$0.fetchByKey) { $0 == Int.testSample }; $0.fetchPredictions = predictions }
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(ref: Int.testSample, text: String.testSample, String.testSample))
        await store.send(.fetchFailure(ref: Int.testSample, text: String.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(count: Int.testSample, text: String.testSample)) {
            $0.loadStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        service.loadAnswers.answer(.success(String.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, text: String.testSample, String.testSample)) {
            $0.loadStatus[String.testSample] = .succeeded
            $0.loadByKey[String.testSample] = String.testSample
        }
        await store.finish()
    }

    func testLoadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(count: Int.testSample, text: String.testSample)) {
            $0.loadStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        for _ in 0...2 { service.loadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(count: Int.testSample, text: String.testSample, ModelFailure.testSample)) {
            $0.loadStatus[String.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(count: Int.testSample, text: String.testSample, String.testSample))
        await store.send(.loadFailure(count: Int.testSample, text: String.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testLoadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.load(count: Int.testSample, text: String.testSample)) {
            $0.loadStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        for retry in 1...2 {
            await clock.waitForSleepers(1)
            await clock.advance(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: .seconds(5))
        }
        await store.receive(.loadFailure(count: Int.testSample, text: String.testSample, ModelFailure.timedOut(after: .seconds(5)))) {
            $0.loadStatus[String.testSample] = .failed(ModelFailure.timedOut(after: .seconds(5)))
        }
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            do { var predictions = $0.savePredictions; predictions.rollBackAll(in: &$0.saveItems); $0.savePredictions = predictions }
            if let prediction = Drawn05Reducer.predictSave(Int.testSample, in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, appendingTo: &$0.saveItems, for: ()); $0.savePredictions = predictions }
            }
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess([Int].testSample)) {
            $0.saveStatus = .succeeded
            do { var predictions = $0.savePredictions; predictions.confirm([Int].testSample, appendingTo: &$0.saveItems); $0.savePredictions = predictions }
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            do { var predictions = $0.savePredictions; predictions.rollBackAll(in: &$0.saveItems); $0.savePredictions = predictions }
            if let prediction = Drawn05Reducer.predictSave(Int.testSample, in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, appendingTo: &$0.saveItems, for: ()); $0.savePredictions = predictions }
            }
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(ModelFailure.testSample)) {
            $0.saveStatus = .failed(ModelFailure.testSample)
            do { var predictions = $0.savePredictions; predictions.rollBack(in: &$0.saveItems); $0.savePredictions = predictions }
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess([Int].testSample))
        await store.send(.saveFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSaveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            do { var predictions = $0.savePredictions; predictions.rollBackAll(in: &$0.saveItems); $0.savePredictions = predictions }
            if let prediction = Drawn05Reducer.predictSave(Int.testSample, in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, appendingTo: &$0.saveItems, for: ()); $0.savePredictions = predictions }
            }
            $0.saveStatus = .loading
        }
        await store.send(.cancelSave) {
            $0.saveStatus = .idle
            do { var predictions = $0.savePredictions; predictions.rollBackAll(in: &$0.saveItems); $0.savePredictions = predictions }
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testSaveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            do { var predictions = $0.savePredictions; predictions.rollBackAll(in: &$0.saveItems); $0.savePredictions = predictions }
            if let prediction = Drawn05Reducer.predictSave(Int.testSample, in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, appendingTo: &$0.saveItems, for: ()); $0.savePredictions = predictions }
            }
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(ModelFailure.testSample)) {
            $0.saveStatus = .failed(ModelFailure.testSample)
            do { var predictions = $0.savePredictions; predictions.rollBack(in: &$0.saveItems); $0.savePredictions = predictions }
        }
        await store.send(.dismissSaveError) {
            $0.saveStatus = .idle
        }
        await store.finish()
    }

    func testSaveLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            do { var predictions = $0.savePredictions; predictions.rollBackAll(in: &$0.saveItems); $0.savePredictions = predictions }
            if let prediction = Drawn05Reducer.predictSave(Int.testSample, in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, appendingTo: &$0.saveItems, for: ()); $0.savePredictions = predictions }
            }
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(Int.testSample)) {
            do { var predictions = $0.savePredictions; predictions.rollBackAll(in: &$0.saveItems); $0.savePredictions = predictions }
            if let prediction = Drawn05Reducer.predictSave(Int.testSample, in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, appendingTo: &$0.saveItems, for: ()); $0.savePredictions = predictions }
            }
        }
        await service.saveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess([Int].testSample)) {
            $0.saveStatus = .succeeded
            do { var predictions = $0.savePredictions; predictions.confirm([Int].testSample, appendingTo: &$0.saveItems); $0.savePredictions = predictions }
        }
        await store.finish()
    }

    func testSavePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSave(Int.testSample))
        await store.receive(.save(Int.testSample)) {
            do { var predictions = $0.savePredictions; predictions.rollBackAll(in: &$0.saveItems); $0.savePredictions = predictions }
            if let prediction = Drawn05Reducer.predictSave(Int.testSample, in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, appendingTo: &$0.saveItems, for: ()); $0.savePredictions = predictions }
            }
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess([Int].testSample)) {
            $0.saveStatus = .succeeded
            do { var predictions = $0.savePredictions; predictions.confirm([Int].testSample, appendingTo: &$0.saveItems); $0.savePredictions = predictions }
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.save(Int.testSample)) {
            do { var predictions = $0.savePredictions; predictions.rollBackAll(in: &$0.saveItems); $0.savePredictions = predictions }
            if let prediction = Drawn05Reducer.predictSave(Int.testSample, in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, appendingTo: &$0.saveItems, for: ()); $0.savePredictions = predictions }
            }
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess([Int].testSample)) {
            $0.saveStatus = .succeeded
            do { var predictions = $0.savePredictions; predictions.confirm([Int].testSample, appendingTo: &$0.saveItems); $0.savePredictions = predictions }
        }
        await store.send(.stopPollingSave)
        await store.finish()
    }

    // MARK: sync

    /// Whether `sync`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func syncStarts(_ store: ReduxTesting.TestStore<Drawn05State, Drawn05Action>, _ service: Drawn05ServiceMock) async -> Bool {
        guard Drawn05Reducer.shouldStartSync(store.state) else {
            await store.send(.sync(String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "sync was called although its when: is false")
            return false
        }
        return true
    }

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(String.testSample)) {
            if !$0.syncStatus.isLoading, let prediction = Drawn05Reducer.predictSync(String.testSample, in: $0) {
                do { var predictions = $0.syncPredictions; predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ()); $0.syncPredictions = predictions }
            }
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            do { var predictions = $0.syncPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.syncItems); $0.syncPredictions = predictions }
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(String.testSample)) {
            if !$0.syncStatus.isLoading, let prediction = Drawn05Reducer.predictSync(String.testSample, in: $0) {
                do { var predictions = $0.syncPredictions; predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ()); $0.syncPredictions = predictions }
            }
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.syncFailure(ModelFailure.testSample)) {
            $0.syncStatus = .failed(ModelFailure.testSample)
            do { var predictions = $0.syncPredictions; predictions.rollBack(in: &$0.syncItems); $0.syncPredictions = predictions }
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess(Item.testSample))
        await store.send(.syncFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(String.testSample)) {
            if !$0.syncStatus.isLoading, let prediction = Drawn05Reducer.predictSync(String.testSample, in: $0) {
                do { var predictions = $0.syncPredictions; predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ()); $0.syncPredictions = predictions }
            }
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(String.testSample)) {
            if !$0.syncStatus.isLoading, let prediction = Drawn05Reducer.predictSync(String.testSample, in: $0) {
                do { var predictions = $0.syncPredictions; predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ()); $0.syncPredictions = predictions }
            }
        }
        service.syncAnswers.answer(.success(Item.testSample))
        service.syncAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            do { var predictions = $0.syncPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.syncItems); $0.syncPredictions = predictions }
        }
        await store.finish()
    }

    func testSyncIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(String.testSample)) {
            if !$0.syncStatus.isLoading, let prediction = Drawn05Reducer.predictSync(String.testSample, in: $0) {
                do { var predictions = $0.syncPredictions; predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ()); $0.syncPredictions = predictions }
            }
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            do { var predictions = $0.syncPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.syncItems); $0.syncPredictions = predictions }
        }
        await store.send(.sync(String.testSample))
        await store.send(.forceSync(String.testSample)) {
            if !$0.syncStatus.isLoading, let prediction = Drawn05Reducer.predictSync(String.testSample, in: $0) {
                do { var predictions = $0.syncPredictions; predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ()); $0.syncPredictions = predictions }
            }
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            do { var predictions = $0.syncPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.syncItems); $0.syncPredictions = predictions }
        }
        await clock.advance(by: .seconds(1))
        await store.send(.sync(String.testSample)) {
            if !$0.syncStatus.isLoading, let prediction = Drawn05Reducer.predictSync(String.testSample, in: $0) {
                do { var predictions = $0.syncPredictions; predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ()); $0.syncPredictions = predictions }
            }
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            do { var predictions = $0.syncPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.syncItems); $0.syncPredictions = predictions }
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

    // MARK: rows (Drawn05Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn05State(rows: [Drawn05RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .lookup)) {
            $0.rows[id: Int.testSample]!.lookupStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .lookup))
        await store.finish()
    }

    // MARK: pane (Drawn05Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn05State(pane: Drawn05PaneState(id: Int.testSample)))
        await store.send(.pane(.upload)) {
            $0.pane!.uploadStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.upload))
        await store.finish()
    }
}
