// Drawn15TransitionTests.swift
// Written once by reduxgen from Drawn15.yaml (--tests); from now on this file is yours.
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
final class Drawn15TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn15State = Drawn15State()
    ) -> (ReduxTesting.TestStore<Drawn15State, Drawn15Action>, Drawn15ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn15ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn15Reducer.reduce,
            middlewares: [Drawn15Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(()))
        await store.receive(.syncSuccess) {
            $0.syncStatus = .succeeded
        }
        await store.receive(.post) {
            $0.postPredictions.rollBackAll(in: &$0.postValue)
            if let prediction = Drawn15Reducer.predictPost(in: $0) {
                $0.postPredictions.predict(prediction, in: &$0.postValue, for: ())
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess([Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postPredictions.confirm([Int].testSample, in: &$0.postValue)
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
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
        await store.send(.syncSuccess)
        await store.send(.syncFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSyncErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.syncFailure(ModelFailure.testSample)) {
            $0.syncStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissSyncError) {
            $0.syncStatus = .idle
        }
        await store.finish()
    }

    func testSyncLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync)
        await service.syncAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.syncAnswers.answer(.success(()))
        await store.receive(.syncSuccess) {
            $0.syncStatus = .succeeded
        }
        await store.receive(.post) {
            $0.postPredictions.rollBackAll(in: &$0.postValue)
            if let prediction = Drawn15Reducer.predictPost(in: $0) {
                $0.postPredictions.predict(prediction, in: &$0.postValue, for: ())
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess([Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postPredictions.confirm([Int].testSample, in: &$0.postValue)
        }
        await store.finish()
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postPredictions.rollBackAll(in: &$0.postValue)
            if let prediction = Drawn15Reducer.predictPost(in: $0) {
                $0.postPredictions.predict(prediction, in: &$0.postValue, for: ())
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess([Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postPredictions.confirm([Int].testSample, in: &$0.postValue)
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postPredictions.rollBackAll(in: &$0.postValue)
            if let prediction = Drawn15Reducer.predictPost(in: $0) {
                $0.postPredictions.predict(prediction, in: &$0.postValue, for: ())
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.postPredictions.rollBack(in: &$0.postValue)
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess([Int].testSample))
        await store.send(.postFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testPostIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postPredictions.rollBackAll(in: &$0.postValue)
            if let prediction = Drawn15Reducer.predictPost(in: $0) {
                $0.postPredictions.predict(prediction, in: &$0.postValue, for: ())
            }
            $0.postStatus = .loading
        }
        await store.send(.cancelPost) {
            $0.postStatus = .idle
            $0.postPredictions.rollBackAll(in: &$0.postValue)
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testPostErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postPredictions.rollBackAll(in: &$0.postValue)
            if let prediction = Drawn15Reducer.predictPost(in: $0) {
                $0.postPredictions.predict(prediction, in: &$0.postValue, for: ())
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.postPredictions.rollBack(in: &$0.postValue)
        }
        await store.send(.dismissPostError) {
            $0.postStatus = .idle
        }
        await store.finish()
    }

    func testPostLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postPredictions.rollBackAll(in: &$0.postValue)
            if let prediction = Drawn15Reducer.predictPost(in: $0) {
                $0.postPredictions.predict(prediction, in: &$0.postValue, for: ())
            }
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post) {
            $0.postPredictions.rollBackAll(in: &$0.postValue)
            if let prediction = Drawn15Reducer.predictPost(in: $0) {
                $0.postPredictions.predict(prediction, in: &$0.postValue, for: ())
            }
        }
        await service.postAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess([Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postPredictions.confirm([Int].testSample, in: &$0.postValue)
        }
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(text: String.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(String.testSample))
        await store.receive(.sendSuccess(text: String.testSample, String.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send(text: String.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess(text: String.testSample, String.testSample))
        await store.send(.sendFailure(text: String.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSendErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.send(text: String.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSendError) {
            $0.sendStatus = .idle
        }
        await store.finish()
    }

    func testSendQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.send(text: String.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await store.send(.send(text: String.testSample)) {
            $0.sendInFlight = 2
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.sendAnswers.answer(.success(String.testSample))
        await store.receive(.sendFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.sendSuccess(text: String.testSample, String.testSample)) {
            $0.sendInFlight = 0
        }
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess([Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
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

    func testFetchErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissFetchError) {
            $0.fetchStatus = .idle
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, setReady → post)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, service, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.receive(.post) {
            $0.postPredictions.rollBackAll(in: &$0.postValue)
            if let prediction = Drawn15Reducer.predictPost(in: $0) {
                $0.postPredictions.predict(prediction, in: &$0.postValue, for: ())
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess([Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postPredictions.confirm([Int].testSample, in: &$0.postValue)
        }
        await store.finish()
    }

    // MARK: rows (Drawn15Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn15State(rows: [Drawn15RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .load(text: String.testSample))) {
            $0.rows[id: Int.testSample]!.loadStatus[String.testSample] = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .load(text: String.testSample)))
        await store.finish()
    }
}
