// Drawn10TransitionTests.swift
// Written once by reduxgen from Drawn10.yaml (--tests); from now on this file is yours.
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
final class Drawn10TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn10State = Drawn10State()
    ) -> (ReduxTesting.TestStore<Drawn10State, Drawn10Action>, Drawn10ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn10ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn10Reducer.reduce,
            middlewares: [Drawn10Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(String.testSample)) {
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
        await store.send(.syncSuccess([Item].testSample))
        await store.send(.syncFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(String.testSample)) {
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(String.testSample))
        service.syncAnswers.answer(.success([Item].testSample))
        service.syncAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load(ref: Int.testSample)) {
            $0.loadStatus[Int.testSample] = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(ref: Int.testSample, Item.testSample)) {
            $0.loadStatus[Int.testSample] = .succeeded
            $0.loadItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.load(ref: Int.testSample)) {
            $0.loadStatus[Int.testSample] = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(ref: Int.testSample, Item.testSample))
        await store.send(.loadFailure(ref: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLoadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.load(ref: Int.testSample)) {
            $0.loadStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        await store.receive(.loadFailure(ref: Int.testSample, ReduxRuntime.RequestError.timedOut(after: .seconds(5)))) {
            $0.loadStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))
        }
        await store.finish()
    }

    func testLoadPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingLoad(ref: Int.testSample))
        await store.receive(.load(ref: Int.testSample)) {
            $0.loadStatus[Int.testSample] = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(ref: Int.testSample, Item.testSample)) {
            $0.loadStatus[Int.testSample] = .succeeded
            $0.loadItems.append(Item.testSample)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(5)))
        await clock.advance(by: .seconds(5))
        await store.receive(.load(ref: Int.testSample)) {
            $0.loadStatus[Int.testSample] = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(ref: Int.testSample, Item.testSample)) {
            $0.loadStatus[Int.testSample] = .succeeded
            $0.loadItems.append(Item.testSample)
        }
        await store.send(.stopPollingLoad(ref: Int.testSample))
        await store.finish()
    }

    // MARK: submit

    /// Whether `submit`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func submitStarts(_ store: ReduxTesting.TestStore<Drawn10State, Drawn10Action>, _ service: Drawn10ServiceMock) async -> Bool {
        guard Drawn10Reducer.shouldStartSubmit(store.state) else {
            await store.send(.submit(Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "submit was called although its when: is false")
            return false
        }
        return true
    }

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(Int.testSample)) {
            $0.submitStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        service.submitAnswers.answer(.success([Int].testSample))
        await store.receive(.submitSuccess([Int].testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.finish()
    }

    func testSubmitFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(Int.testSample)) {
            $0.submitStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        for _ in 0...2 { service.submitAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.submitFailure(ModelFailure.testSample)) {
            $0.submitStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSubmitAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.submitSuccess([Int].testSample))
        await store.send(.submitFailure(ModelFailure.testSample))
        await store.finish()
    }

    // MARK: post

    /// Whether `post`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func postStarts(_ store: ReduxTesting.TestStore<Drawn10State, Drawn10Action>, _ service: Drawn10ServiceMock) async -> Bool {
        guard Drawn10Reducer.shouldStartPost(store.state) else {
            await store.send(.post)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "post was called although its when: is false")
            return false
        }
        return true
    }

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post) {
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postItems); $0.postPredictions = predictions }
            if let prediction = Drawn10Reducer.predictPost(in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, appendingTo: &$0.postItems, for: ()); $0.postPredictions = predictions }
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(Int.testSample)) {
            $0.postStatus = .succeeded
            do { var predictions = $0.postPredictions; predictions.confirm(Int.testSample, appendingTo: &$0.postItems); $0.postPredictions = predictions }
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post) {
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postItems); $0.postPredictions = predictions }
            if let prediction = Drawn10Reducer.predictPost(in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, appendingTo: &$0.postItems, for: ()); $0.postPredictions = predictions }
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.postFailure(ModelFailure.testSample)) {
            $0.postStatus = .failed(ModelFailure.testSample)
            do { var predictions = $0.postPredictions; predictions.rollBack(in: &$0.postItems); $0.postPredictions = predictions }
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess(Int.testSample))
        await store.send(.postFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testPostTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post) {
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postItems); $0.postPredictions = predictions }
            if let prediction = Drawn10Reducer.predictPost(in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, appendingTo: &$0.postItems, for: ()); $0.postPredictions = predictions }
            }
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await store.receive(.postFailure(ModelFailure.timedOut(after: .seconds(1)))) {
            $0.postStatus = .failed(ModelFailure.timedOut(after: .seconds(1)))
            do { var predictions = $0.postPredictions; predictions.rollBack(in: &$0.postItems); $0.postPredictions = predictions }
        }
        await store.finish()
    }

    func testPostLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post) {
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postItems); $0.postPredictions = predictions }
            if let prediction = Drawn10Reducer.predictPost(in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, appendingTo: &$0.postItems, for: ()); $0.postPredictions = predictions }
            }
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post) {
            do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postItems); $0.postPredictions = predictions }
            if let prediction = Drawn10Reducer.predictPost(in: $0) {
                do { var predictions = $0.postPredictions; predictions.predict(prediction, appendingTo: &$0.postItems, for: ()); $0.postPredictions = predictions }
            }
        }
        await service.postAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(Int.testSample)) {
            $0.postStatus = .succeeded
            do { var predictions = $0.postPredictions; predictions.confirm(Int.testSample, appendingTo: &$0.postItems); $0.postPredictions = predictions }
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, ready, bump → post)

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

    func testBumpStartsPost() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        // post's when: decides whether the follow-up calls the service.
        let postCalls = Drawn10Reducer.shouldStartPost(store.state)
        await store.receive(.post) {
            if postCalls {
                do { var predictions = $0.postPredictions; predictions.rollBackAll(in: &$0.postItems); $0.postPredictions = predictions }
                if let prediction = Drawn10Reducer.predictPost(in: $0) {
                    do { var predictions = $0.postPredictions; predictions.predict(prediction, appendingTo: &$0.postItems, for: ()); $0.postPredictions = predictions }
                }
                $0.postStatus = .loading
            }
        }
        if postCalls {
            service.postAnswers.answer(.success(Int.testSample))
            await store.receive(.postSuccess(Int.testSample)) {
                $0.postStatus = .succeeded
                do { var predictions = $0.postPredictions; predictions.confirm(Int.testSample, appendingTo: &$0.postItems); $0.postPredictions = predictions }
            }
        }
        await store.finish()
    }

    // MARK: rows (Drawn10Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn10State(rows: [Drawn10RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .upload(count: Int.testSample))) {
            $0.rows[id: Int.testSample]!.uploadStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .upload(count: Int.testSample)))
        await store.finish()
    }
}
