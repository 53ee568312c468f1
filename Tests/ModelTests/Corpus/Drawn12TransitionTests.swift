// Drawn12TransitionTests.swift
// Written once by reduxgen from Drawn12.yaml (--tests); from now on this file is yours.
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
final class Drawn12TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn12State = Drawn12State()
    ) -> (ReduxTesting.TestStore<Drawn12State, Drawn12Action>, Drawn12ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn12ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn12Reducer.reduce,
            middlewares: [Drawn12Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn12Spec.fetchDebounce)
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(ready: store.state.ready, [Int].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn12Spec.fetchDebounce)
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchIsCancelled() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn12Spec.fetchDebounce)
        await store.send(.cancelFetch) {
            $0.fetchStatus = .idle
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post(String.testSample)) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess(String.testSample, [Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(String.testSample)) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testPostTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.post(String.testSample)) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn12Spec.postTimeout)
        await store.receive(.postFailure(String.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn12Spec.postTimeout))) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn12Spec.postTimeout))
        }
        await store.finish()
    }

    func testPostCallWhileOneIsInFlightIsDropped() async {
        guard Drawn12Spec.postPolicy == .first else {
            return XCTFail("The request post (\(Drawn12Spec.postDeclaration)) has the policy \(Drawn12Spec.postPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.post(String.testSample)) {
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post(String.testSample))
        service.postAnswers.answer(.success([Item].testSample))
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.postSuccess(String.testSample, [Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: upload

    /// Whether `upload`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func uploadStarts(_ store: ReduxTesting.TestStore<Drawn12State, Drawn12Action>, _ service: Drawn12ServiceMock) async -> Bool {
        guard Drawn12Reducer.shouldStartUpload(store.state) else {
            await store.send(.upload(count: Int.testSample, ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "upload was called although its when: is false")
            return false
        }
        return true
    }

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(count: Int.testSample, ref: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, ref: Int.testSample, Item.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(count: Int.testSample, ref: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.uploadFailure(count: Int.testSample, ref: Int.testSample, ModelFailure.testSample)) {
            $0.uploadStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testUploadErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(count: Int.testSample, ref: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.uploadFailure(count: Int.testSample, ref: Int.testSample, ModelFailure.testSample)) {
            $0.uploadStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissUploadError) {
            $0.uploadStatus = .idle
        }
        await store.finish()
    }

    func testUploadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn12Spec.uploadPolicy == .latest else {
            return XCTFail("The request upload (\(Drawn12Spec.uploadDeclaration)) has the policy \(Drawn12Spec.uploadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(count: Int.testSample, ref: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(count: Int.testSample, ref: Int.testSample))
        await service.uploadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, ref: Int.testSample, Item.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testUploadIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(count: Int.testSample, ref: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, ref: Int.testSample, Item.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.send(.upload(count: Int.testSample, ref: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        await store.receive(.uploadSuccess(count: Int.testSample, ref: Int.testSample, Item.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.send(.forceUpload(count: Int.testSample, ref: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, ref: Int.testSample, Item.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await clock.advance(by: Drawn12Spec.uploadCacheLifetime)
        await store.send(.upload(count: Int.testSample, ref: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, ref: Int.testSample, Item.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testUploadPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.startPollingUpload(count: Int.testSample, ref: Int.testSample))
        await store.receive(.forceUpload(count: Int.testSample, ref: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, ref: Int.testSample, Item.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn12Spec.uploadPollInterval))
        await clock.advance(by: Drawn12Spec.uploadPollInterval)
        await store.receive(.forceUpload(count: Int.testSample, ref: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, ref: Int.testSample, Item.testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(Item.testSample)
        }
        await store.receive(.bump)
        await store.send(.stopPollingUpload)
        await store.finish()
    }

    // MARK: bindings and triggers (query, page)

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

    // MARK: rows (Drawn12Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn12State(rows: [Drawn12RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .post(ref: Int.testSample, text: String.testSample))) {
            $0.rows[id: Int.testSample]!.postInFlight = 1
            $0.rows[id: Int.testSample]!.postStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .post(ref: Int.testSample, text: String.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn12Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn12State(pane: Drawn12PaneState(id: Int.testSample)))
        await store.send(.pane(.load(text: String.testSample))) {
            var predictions = $0.pane!.loadPredictions.take()
            predictions.rollBackAll(in: &$0.pane!.loadItems)
            $0.pane!.loadPredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictLoad(text: String.testSample, in: $0.pane!) {
                var predictions = $0.pane!.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.pane!.loadItems, for: ())
                $0.pane!.loadPredictions = consume predictions
            }
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
