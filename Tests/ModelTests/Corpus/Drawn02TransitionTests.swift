// Drawn02TransitionTests.swift
// Written once by reduxgen from Drawn02.yaml (--tests); from now on this file is yours.
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

    // MARK: submit

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.submit(count: Int.testSample)) {
            $0.submitStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02Spec.submitDebounce)
        service.submitAnswers.answer(.success([Item].testSample))
        await store.receive(.submitSuccess(count: Int.testSample, [Item].testSample)) {
            $0.submitStatus[Int.testSample] = .succeeded
            $0.submitItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.submit(count: Int.testSample)) {
            $0.submitStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02Spec.submitDebounce)
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    // MARK: fetch

    /// Whether `fetch`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func fetchStarts(_ store: ReduxTesting.TestStore<Drawn02State, Drawn02Action>, _ service: Drawn02ServiceMock) async -> Bool {
        guard Drawn02Reducer.shouldStartFetch(store.state) else {
            await store.send(.fetch(text: String.testSample, ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "fetch was called although its when: is false")
            return false
        }
        return true
    }

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(text: String.testSample, ref: Int.testSample)) {
            var predictions = $0.fetchPredictions.take()
            predictions.rollBackAll(in: &$0.fetchItems) { $0 == String.testSample }
            $0.fetchPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictFetch(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: String.testSample)
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus[String.testSample] = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(text: String.testSample, ref: Int.testSample, [Int].testSample)) {
            $0.fetchStatus[String.testSample] = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.fetchItems) { $0 == String.testSample }
            $0.fetchPredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(text: String.testSample, ref: Int.testSample)) {
            var predictions = $0.fetchPredictions.take()
            predictions.rollBackAll(in: &$0.fetchItems) { $0 == String.testSample }
            $0.fetchPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictFetch(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: String.testSample)
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus[String.testSample] = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(text: String.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.fetchPredictions.take()
            predictions.rollBack(in: &$0.fetchItems) { $0 == String.testSample }
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testFetchTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(text: String.testSample, ref: Int.testSample)) {
            var predictions = $0.fetchPredictions.take()
            predictions.rollBackAll(in: &$0.fetchItems) { $0 == String.testSample }
            $0.fetchPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictFetch(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: String.testSample)
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn02Spec.fetchTimeout)
        await store.receive(.fetchFailure(text: String.testSample, ref: Int.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn02Spec.fetchTimeout))) {
            $0.fetchStatus[String.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn02Spec.fetchTimeout))
            var predictions = $0.fetchPredictions.take()
            predictions.rollBack(in: &$0.fetchItems) { $0 == String.testSample }
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testFetchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn02Spec.fetchPolicy == .latest else {
            return XCTFail("The request fetch (\(Drawn02Spec.fetchDeclaration)) has the policy \(Drawn02Spec.fetchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(text: String.testSample, ref: Int.testSample)) {
            var predictions = $0.fetchPredictions.take()
            predictions.rollBackAll(in: &$0.fetchItems) { $0 == String.testSample }
            $0.fetchPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictFetch(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: String.testSample)
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus[String.testSample] = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(text: String.testSample, ref: Int.testSample)) {
            var predictions = $0.fetchPredictions.take()
            predictions.rollBackAll(in: &$0.fetchItems) { $0 == String.testSample }
            $0.fetchPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictFetch(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.fetchItems, for: String.testSample)
                $0.fetchPredictions = consume predictions
            }
        }
        await service.fetchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(text: String.testSample, ref: Int.testSample, [Int].testSample)) {
            $0.fetchStatus[String.testSample] = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.fetchItems) { $0 == String.testSample }
            $0.fetchPredictions = consume predictions
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(()))
        await store.receive(.uploadSuccess(count: Int.testSample, ready: store.state.ready, query: store.state.query)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(count: Int.testSample, ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess(count: Int.testSample, ready: store.state.ready, query: store.state.query))
        await store.send(.uploadFailure(count: Int.testSample, ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testUploadErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(count: Int.testSample, ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissUploadError) {
            $0.uploadStatus = .idle
        }
        await store.finish()
    }

    func testUploadConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn02Spec.uploadPolicy == .concurrent else {
            return XCTFail("The request upload (\(Drawn02Spec.uploadDeclaration)) has the policy \(Drawn02Spec.uploadPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(count: Int.testSample)) {
            $0.uploadInFlight = 2
        }
        await service.uploadAnswers.waitForCalls(waiting: 2)
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(count: Int.testSample, ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.uploadAnswers.answer(.success(()))
        await store.receive(.uploadSuccess(count: Int.testSample, ready: store.state.ready, query: store.state.query)) {
            $0.uploadInFlight = 0
        }
        await store.finish()
    }

    // MARK: post

    /// Whether `post`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func postStarts(_ store: ReduxTesting.TestStore<Drawn02State, Drawn02Action>, _ service: Drawn02ServiceMock) async -> Bool {
        guard Drawn02Reducer.shouldStartPost(store.state) else {
            await store.send(.post(ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "post was called although its when: is false")
            return false
        }
        return true
    }

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post(ref: Int.testSample)) {
            var predictions = $0.postPredictions.take()
            predictions.rollBackAll(in: &$0.postValue)
            $0.postPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictPost(ref: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(String.testSample))
        await store.receive(.postSuccess(ref: Int.testSample, query: store.state.query, String.testSample)) {
            $0.postStatus = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(String.testSample, in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post(ref: Int.testSample)) {
            var predictions = $0.postPredictions.take()
            predictions.rollBackAll(in: &$0.postValue)
            $0.postPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictPost(ref: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ref: Int.testSample, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.postPredictions.take()
            predictions.rollBack(in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await store.finish()
    }

    func testPostLatestCallSupersedesTheOneInFlight() async {
        guard Drawn02Spec.postPolicy == .latest else {
            return XCTFail("The request post (\(Drawn02Spec.postDeclaration)) has the policy \(Drawn02Spec.postPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post(ref: Int.testSample)) {
            var predictions = $0.postPredictions.take()
            predictions.rollBackAll(in: &$0.postValue)
            $0.postPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictPost(ref: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post(ref: Int.testSample)) {
            var predictions = $0.postPredictions.take()
            predictions.rollBackAll(in: &$0.postValue)
            $0.postPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictPost(ref: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
        }
        await service.postAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.postAnswers.answer(.success(String.testSample))
        await store.receive(.postSuccess(ref: Int.testSample, query: store.state.query, String.testSample)) {
            $0.postStatus = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(String.testSample, in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await store.finish()
    }

    func testPostIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await postStarts(store, service) else { return }
        await store.send(.post(ref: Int.testSample)) {
            var predictions = $0.postPredictions.take()
            predictions.rollBackAll(in: &$0.postValue)
            $0.postPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictPost(ref: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(String.testSample))
        await store.receive(.postSuccess(ref: Int.testSample, query: store.state.query, String.testSample)) {
            $0.postStatus = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(String.testSample, in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await store.send(.post(ref: Int.testSample)) {
            var predictions = $0.postPredictions.take()
            predictions.rollBackAll(in: &$0.postValue)
            $0.postPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictPost(ref: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        await store.receive(.postSuccess(ref: Int.testSample, query: store.state.query, String.testSample)) {
            $0.postStatus = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(String.testSample, in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await store.send(.forcePost(ref: Int.testSample)) {
            var predictions = $0.postPredictions.take()
            predictions.rollBackAll(in: &$0.postValue)
            $0.postPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictPost(ref: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(String.testSample))
        await store.receive(.postSuccess(ref: Int.testSample, query: store.state.query, String.testSample)) {
            $0.postStatus = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(String.testSample, in: &$0.postValue)
            $0.postPredictions = consume predictions
        }
        await clock.advance(by: Drawn02Spec.postCacheLifetime)
        await store.send(.post(ref: Int.testSample)) {
            var predictions = $0.postPredictions.take()
            predictions.rollBackAll(in: &$0.postValue)
            $0.postPredictions = consume predictions
            if let prediction = Drawn02Reducer.predictPost(ref: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, in: &$0.postValue, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(String.testSample))
        await store.receive(.postSuccess(ref: Int.testSample, query: store.state.query, String.testSample)) {
            $0.postStatus = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(String.testSample, in: &$0.postValue)
            $0.postPredictions = consume predictions
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

    // MARK: rows (Drawn02Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn02State(rows: [Drawn02RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .send(count: Int.testSample))) {
            $0.rows[id: Int.testSample]!.sendStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .send(count: Int.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn02Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn02State(pane: Drawn02PaneState(id: Int.testSample)))
        await store.send(.pane(.load(ref: Int.testSample))) {
            $0.pane!.loadStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.load(ref: Int.testSample)))
        await store.finish()
    }
}
