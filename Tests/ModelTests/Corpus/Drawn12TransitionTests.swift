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

    // MARK: sync

    /// Whether `sync`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func syncStarts(_ store: ReduxTesting.TestStore<Drawn12State, Drawn12Action>, _ service: Drawn12ServiceMock) async -> Bool {
        guard Drawn12Reducer.shouldStartSync(store.state) else {
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
            if !$0.syncStatus.isLoading, let prediction = Drawn12Reducer.predictSync(String.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Int.testSample))
        await store.receive(.syncSuccess(String.testSample, page: store.state.page, Int.testSample)) {
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Int.testSample, appendingTo: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(String.testSample)) {
            if !$0.syncStatus.isLoading, let prediction = Drawn12Reducer.predictSync(String.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
        }
        for _ in 0...Drawn12Spec.syncRetry.attempts { service.syncAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn12Spec.syncRetry.attempts where Drawn12Spec.syncRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn12Spec.syncRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(String.testSample, page: store.state.page, ModelFailure.testSample)) {
            $0.syncStatus = .failed(ModelFailure.testSample)
            var predictions = $0.syncPredictions.take()
            predictions.rollBack(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        guard Drawn12Spec.syncPolicy == .first else {
            return XCTFail("The request sync (\(Drawn12Spec.syncDeclaration)) has the policy \(Drawn12Spec.syncPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(String.testSample)) {
            if !$0.syncStatus.isLoading, let prediction = Drawn12Reducer.predictSync(String.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(String.testSample)) {
            if !$0.syncStatus.isLoading, let prediction = Drawn12Reducer.predictSync(String.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
        }
        service.syncAnswers.answer(.success(Int.testSample))
        service.syncAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.syncSuccess(String.testSample, page: store.state.page, Int.testSample)) {
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Int.testSample, appendingTo: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess(Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(Int.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.upload(Int.testSample)) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn12Spec.uploadTimeout)
        await store.receive(.uploadFailure(Int.testSample, ready: store.state.ready, ReduxRuntime.RequestError.timedOut(after: Drawn12Spec.uploadTimeout))) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn12Spec.uploadTimeout))
        }
        await store.finish()
    }

    func testUploadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(Int.testSample)) {
            $0.uploadStatus = .loading
        }
        await store.send(.cancelUpload) {
            $0.uploadStatus = .idle
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testUploadErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(Int.testSample)) {
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(Int.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
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
        await store.send(.upload(Int.testSample)) {
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(Int.testSample))
        await service.uploadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess(Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load(Int.testSample)) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(Int.testSample, query: store.state.query, Item.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.append(Item.testSample)
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.load(Int.testSample)) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.loadFailure(Int.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.loadStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLoadErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.load(Int.testSample)) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.loadFailure(Int.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.loadStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissLoadError) {
            $0.loadStatus = .idle
        }
        await store.finish()
    }

    func testLoadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn12Spec.loadPolicy == .latest else {
            return XCTFail("The request load (\(Drawn12Spec.loadDeclaration)) has the policy \(Drawn12Spec.loadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.load(Int.testSample)) {
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load(Int.testSample))
        await service.loadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(Int.testSample, query: store.state.query, Item.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.append(Item.testSample)
        }
        await store.receive(.poke)
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

    // MARK: pane (Drawn12Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn12State(pane: Drawn12PaneState(id: Int.testSample)))
        await store.send(.pane(.rate(ref: Int.testSample))) {
            var predictions = $0.pane!.ratePredictions.take()
            predictions.rollBackAll(in: &$0.pane!.rateItems)
            $0.pane!.ratePredictions = consume predictions
            if let prediction = Drawn12PaneReducer.predictRate(ref: Int.testSample, in: $0.pane!) {
                var predictions = $0.pane!.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.pane!.rateItems, for: ())
                $0.pane!.ratePredictions = consume predictions
            }
            $0.pane!.rateStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.rate(ref: Int.testSample)))
        await store.finish()
    }
}
