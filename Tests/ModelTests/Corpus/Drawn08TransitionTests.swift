// Drawn08TransitionTests.swift
// Written once by reduxgen from Drawn08.yaml (--tests); from now on this file is yours.
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
final class Drawn08TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn08State = Drawn08State()
    ) -> (ReduxTesting.TestStore<Drawn08State, Drawn08Action>, Drawn08ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn08ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn08Reducer.reduce,
            middlewares: [Drawn08Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.search(text: String.testSample, ref: Int.testSample)) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchItems.append(contentsOf: [Int].testSample)
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.search(text: String.testSample, ref: Int.testSample)) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess([Int].testSample))
        await store.send(.searchFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            $0.syncItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.syncFailure(ModelFailure.testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess([Item].testSample))
        await store.send(.syncFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSyncTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        await store.receive(.syncFailure(ModelFailure.timedOut(after: .seconds(5)))) {
            $0.syncInFlight = 0
            $0.syncStatus = .failed(ModelFailure.timedOut(after: .seconds(5)))
        }
        await store.finish()
    }

    func testSyncIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        await store.send(.cancelSync) {
            $0.syncInFlight = 0
            $0.syncStatus = .idle
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testSyncQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        await store.send(.sync) {
            $0.syncInFlight = 2
        }
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncFailure(ModelFailure.testSample)) {
            $0.syncInFlight = 1
            $0.syncStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncInFlight = 0
            $0.syncItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
        }
        await store.receive(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            $0.syncItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    func testPostFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        for _ in 0...1 { service.postAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.postFailure(ModelFailure.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess)
        await store.send(.postFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testPostTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(2))
        for retry in 1...1 {
            await clock.waitForSleepers(1)
            await clock.advance(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: .seconds(2))
        }
        await store.receive(.postFailure(ModelFailure.timedOut(after: .seconds(2)))) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ModelFailure.timedOut(after: .seconds(2)))
        }
        await store.finish()
    }

    func testPostConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, clock) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post) {
            $0.postInFlight = 2
        }
        await service.postAnswers.waitForCalls(waiting: 2)
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess) {
            $0.postInFlight = 1
        }
        await store.receive(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            $0.syncItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        for _ in 0...1 { service.postAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.postFailure(ModelFailure.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, page, ready, bump → post)

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

    func testBumpStartsPost() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        await store.receive(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
        }
        await store.receive(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            $0.syncItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: rows (Drawn08Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn08State(rows: [Drawn08RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .search)) {
            $0.rows[id: Int.testSample]!.searchInFlight = 1
            $0.rows[id: Int.testSample]!.searchStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .search))
        await store.finish()
    }

    // MARK: pane (Drawn08Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn08State(pane: Drawn08PaneState(id: Int.testSample)))
        await store.send(.pane(.post(text: String.testSample))) {
            do { var predictions = $0.pane!.postPredictions; predictions.rollBackAll(in: &$0.pane!.postByKey) { $0 == String.testSample }; $0.pane!.postPredictions = predictions }
            if let prediction = Drawn08PaneReducer.predictPost(text: String.testSample, in: $0.pane!) {
                do { var predictions = $0.pane!.postPredictions; predictions.predict(prediction, in: &$0.pane!.postByKey, at: String.testSample, for: String.testSample); $0.pane!.postPredictions = predictions }
            }
            $0.pane!.postStatus[String.testSample] = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.post(text: String.testSample)))
        await store.finish()
    }
}
