// Drawn07TransitionTests.swift
// Written once by reduxgen from Drawn07.yaml (--tests); from now on this file is yours.
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
final class Drawn07TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn07State = Drawn07State()
    ) -> (ReduxTesting.TestStore<Drawn07State, Drawn07Action>, Drawn07ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn07ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn07Reducer.reduce,
            middlewares: [Drawn07Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load(Int.testSample)) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(Int.testSample, Item.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.receive(.save) {
            $0.saveStatus = .loading
            $0.saveIsLoading = true
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
            $0.saveIsLoading = false
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.load(Int.testSample)) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.load(Int.testSample)) {
            $0.loadStatus = .loading
        }
        await store.send(.cancelLoad) {
            $0.loadStatus = .idle
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testLoadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn07Spec.loadPolicy == .latest else {
            return XCTFail("The request load (\(Drawn07Spec.loadDeclaration)) has the policy \(Drawn07Spec.loadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.load(Int.testSample)) {
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load(Int.testSample))
        await service.loadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(Int.testSample, Item.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.receive(.save) {
            $0.saveStatus = .loading
            $0.saveIsLoading = true
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
            $0.saveIsLoading = false
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testLoadIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(Int.testSample)) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(Int.testSample, Item.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.receive(.save) {
            $0.saveStatus = .loading
            $0.saveIsLoading = true
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
            $0.saveIsLoading = false
        }
        await store.receive(.bump)
        await store.send(.load(Int.testSample)) {
            $0.loadStatus = .loading
        }
        await store.receive(.loadSuccess(Int.testSample, Item.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.receive(.save) {
            $0.saveStatus = .loading
            $0.saveIsLoading = true
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
            $0.saveIsLoading = false
        }
        await store.receive(.bump)
        await store.send(.forceLoad(Int.testSample)) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(Int.testSample, Item.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.receive(.save) {
            $0.saveStatus = .loading
            $0.saveIsLoading = true
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
            $0.saveIsLoading = false
        }
        await store.receive(.bump)
        await clock.advance(by: Drawn07Spec.loadCacheLifetime)
        await store.send(.load(Int.testSample)) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(Int.testSample, Item.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.receive(.save) {
            $0.saveStatus = .loading
            $0.saveIsLoading = true
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
            $0.saveIsLoading = false
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample)) {
            $0.uploadStatus[String.testSample] = .loading
        }
        service.uploadAnswers.answer(.success(Int.testSample))
        await store.receive(.uploadSuccess(text: String.testSample, query: store.state.query, Int.testSample)) {
            $0.uploadStatus[String.testSample] = .succeeded
            $0.uploadItems.append(Int.testSample)
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample)) {
            $0.uploadStatus[String.testSample] = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(text: String.testSample, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn07Spec.uploadPolicy == .latest else {
            return XCTFail("The request upload (\(Drawn07Spec.uploadDeclaration)) has the policy \(Drawn07Spec.uploadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample)) {
            $0.uploadStatus[String.testSample] = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(text: String.testSample))
        await service.uploadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.uploadAnswers.answer(.success(Int.testSample))
        await store.receive(.uploadSuccess(text: String.testSample, query: store.state.query, Int.testSample)) {
            $0.uploadStatus[String.testSample] = .succeeded
            $0.uploadItems.append(Int.testSample)
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
            $0.saveIsLoading = true
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
            $0.saveIsLoading = false
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
            $0.saveIsLoading = true
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(ModelFailure.testSample)) {
            $0.saveStatus = .failed(ModelFailure.testSample)
            $0.saveError = ModelFailure.testSample
            $0.saveIsLoading = false
        }
        await store.finish()
    }

    func testSaveKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
            $0.saveIsLoading = true
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(ModelFailure.testSample)) {
            $0.saveStatus = .failed(ModelFailure.testSample)
            $0.saveError = ModelFailure.testSample
            $0.saveIsLoading = false
        }
        await store.send(.save) {
            $0.saveStatus = .loading
            $0.saveIsLoading = true
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
            $0.saveIsLoading = false
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSaveAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, _, _) = makeStore()
        // The reducer logic may end save's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn07Reducer.reduce(&state, .save)
        XCTAssertTrue(state.saveIsLoading)
        state.saveIsLoading = false
        Drawn07Reducer.reduce(&state, .saveSuccess(Item.testSample))
        XCTAssertEqual(state.saveStatus, .succeeded)
        XCTAssertFalse(state.saveIsLoading)
        await store.finish()
    }

    func testSaveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn07Spec.savePolicy == .latest else {
            return XCTFail("The request save (\(Drawn07Spec.saveDeclaration)) has the policy \(Drawn07Spec.savePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
            $0.saveIsLoading = true
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save)
        await service.saveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
            $0.saveIsLoading = false
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSaveIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
            $0.saveIsLoading = true
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
            $0.saveIsLoading = false
        }
        await store.receive(.bump)
        await store.send(.save) {
            $0.saveStatus = .loading
            $0.saveIsLoading = true
        }
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
            $0.saveIsLoading = false
        }
        await store.receive(.bump)
        await store.send(.forceSave) {
            $0.saveStatus = .loading
            $0.saveIsLoading = true
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
            $0.saveIsLoading = false
        }
        await store.receive(.bump)
        await clock.advance(by: Drawn07Spec.saveCacheLifetime)
        await store.send(.save) {
            $0.saveStatus = .loading
            $0.saveIsLoading = true
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
            $0.saveIsLoading = false
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: bindings and triggers (query, setQuery → startUpdates, page, ready, stopUpdates → save)

    func testSetQueryAssignsQuery() async {
        let (store, service, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.receive(.startUpdates) {
            $0.updatesActive = true
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.save) {
            $0.saveStatus = .loading
            $0.saveIsLoading = true
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
            $0.saveIsLoading = false
        }
        await store.receive(.bump)
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

    func testStopUpdatesStartsSave() async {
        let (store, service, _) = makeStore()
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.save) {
            $0.saveStatus = .loading
            $0.saveIsLoading = true
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
            $0.saveIsLoading = false
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: rows (Drawn07Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn07State(rows: [Drawn07RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .sync(ref: Int.testSample, count: Int.testSample))) {
            var predictions = $0.rows[id: Int.testSample]!.syncPredictions.take()
            predictions.rollBackAll(in: &$0.rows[id: Int.testSample]!.syncItems)
            $0.rows[id: Int.testSample]!.syncPredictions = consume predictions
            if let prediction = Drawn07RowReducer.predictSync(ref: Int.testSample, count: Int.testSample, in: $0.rows[id: Int.testSample]!) {
                var predictions = $0.rows[id: Int.testSample]!.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rows[id: Int.testSample]!.syncItems, for: ())
                $0.rows[id: Int.testSample]!.syncPredictions = consume predictions
            }
            $0.rows[id: Int.testSample]!.syncStatus = .loading
            $0.rows[id: Int.testSample]!.syncIsLoading = true
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .sync(ref: Int.testSample, count: Int.testSample)))
        await store.finish()
    }
}
