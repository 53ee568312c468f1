// Drawn02TransitionTests.swift
// Written once by reduxgen from Drawn02.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// Drawn02TestSamples.swift has those reduxgen wrote). When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.
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
final class Drawn02TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn02State = Drawn02State()
    ) -> (ReduxTesting.TestStore<Drawn02State, Drawn02Action>, Drawn02ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn02ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn02Reducer.reduce,
            middlewares: [Drawn02Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(ref: Int.testSample)) {
            do { var predictions = $0.syncPredictions; predictions.rollBackAll(in: &$0.syncByKey) { $0 == Int.testSample }; $0.syncPredictions = predictions }
            if let prediction = Drawn02Reducer.predictSync(ref: Int.testSample, in: $0) {
                do { var predictions = $0.syncPredictions; predictions.predict(prediction, in: &$0.syncByKey, at: Int.testSample, for: Int.testSample); $0.syncPredictions = predictions }
            }
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.success(String.testSample))
        await store.receive(.syncSuccess(ref: Int.testSample, String.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            do { var predictions = $0.syncPredictions; predictions.confirm(String.testSample, in: &$0.syncByKey, at: Int.testSample) { $0 == Int.testSample }; $0.syncPredictions = predictions }
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(ref: Int.testSample)) {
            do { var predictions = $0.syncPredictions; predictions.rollBackAll(in: &$0.syncByKey) { $0 == Int.testSample }; $0.syncPredictions = predictions }
            if let prediction = Drawn02Reducer.predictSync(ref: Int.testSample, in: $0) {
                do { var predictions = $0.syncPredictions; predictions.predict(prediction, in: &$0.syncByKey, at: Int.testSample, for: Int.testSample); $0.syncPredictions = predictions }
            }
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.syncFailure(ref: Int.testSample, ModelFailure.testSample)) {
            $0.syncStatus[Int.testSample] = .failed(ModelFailure.testSample)
            do { var predictions = $0.syncPredictions; predictions.rollBack(in: &$0.syncByKey) { $0 == Int.testSample }; $0.syncPredictions = predictions }
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess(ref: Int.testSample, String.testSample))
        await store.send(.syncFailure(ref: Int.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testSyncTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.sync(ref: Int.testSample)) {
            do { var predictions = $0.syncPredictions; predictions.rollBackAll(in: &$0.syncByKey) { $0 == Int.testSample }; $0.syncPredictions = predictions }
            if let prediction = Drawn02Reducer.predictSync(ref: Int.testSample, in: $0) {
                do { var predictions = $0.syncPredictions; predictions.predict(prediction, in: &$0.syncByKey, at: Int.testSample, for: Int.testSample); $0.syncPredictions = predictions }
            }
            $0.syncStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await store.receive(.syncFailure(ref: Int.testSample, ModelFailure.timedOut(after: .seconds(1)))) {
            $0.syncStatus[Int.testSample] = .failed(ModelFailure.timedOut(after: .seconds(1)))
            do { var predictions = $0.syncPredictions; predictions.rollBack(in: &$0.syncByKey) { $0 == Int.testSample }; $0.syncPredictions = predictions }
        }
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(text: String.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess([Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testFetchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch(text: String.testSample)) {
            $0.fetchStatus = .loading
        }
        for _ in 0...1 { service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess([Item].testSample))
        await store.send(.fetchFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testFetchTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.fetch(text: String.testSample)) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        for retry in 1...1 {
            await clock.waitForSleepers(1)
            await clock.advance(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: .seconds(5))
        }
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))
        }
        await store.finish()
    }

    func testFetchLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(text: String.testSample)) {
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(text: String.testSample))
        await service.fetchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess([Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(text: String.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(Item.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send(text: String.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.sendFailure(ModelFailure.testSample)) {
            $0.sendStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess(Item.testSample))
        await store.send(.sendFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSendErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.send(text: String.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.sendFailure(ModelFailure.testSample)) {
            $0.sendStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissSendError) {
            $0.sendStatus = .idle
        }
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.send(text: String.testSample)) {
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(text: String.testSample))
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(Item.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(Item.testSample)
        }
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

    // MARK: rows (Drawn02Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn02State(rows: [Drawn02RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .upload)) {
            if let prediction = Drawn02RowReducer.predictUpload(in: $0.rows[id: Int.testSample]!) {
                do { var predictions = $0.rows[id: Int.testSample]!.uploadPredictions; predictions.predict(prediction, upsertingInto: &$0.rows[id: Int.testSample]!.uploadItems, for: ()); $0.rows[id: Int.testSample]!.uploadPredictions = predictions }
            }
            $0.rows[id: Int.testSample]!.uploadInFlight = 1
            $0.rows[id: Int.testSample]!.uploadStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .upload))
        await store.finish()
    }

    // MARK: pane (Drawn02Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn02State(pane: Drawn02PaneState(id: Int.testSample)))
        await store.send(.pane(.rate(count: Int.testSample, ref: Int.testSample))) {
            $0.pane!.rateStatus[Int.testSample] = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.rate(count: Int.testSample, ref: Int.testSample)))
        await store.finish()
    }
}
