// Drawn06TransitionTests.swift
// Written once by reduxgen from Drawn06.yaml (--tests); from now on this file is yours.
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
final class Drawn06TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn06State = Drawn06State()
    ) -> (ReduxTesting.TestStore<Drawn06State, Drawn06Action>, Drawn06ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn06ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn06Reducer.reduce,
            middlewares: [Drawn06Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            if let prediction = Drawn06Reducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.receive(.bump)
        // fetch's when: decides whether the follow-up calls the service.
        let fetchCalls = Drawn06Reducer.shouldStartFetch(store.state)
        await store.receive(.fetch) {
            if fetchCalls {
                if !$0.fetchStatus.isLoading, let prediction = Drawn06Reducer.predictFetch(in: $0) {
                    var predictions = $0.fetchPredictions.take()
                    predictions.predict(prediction, in: &$0.fetchValue, for: ())
                    $0.fetchPredictions = consume predictions
                }
                $0.fetchStatus = .loading
            }
        }
        if fetchCalls {
            service.fetchAnswers.answer(.success(String.testSample))
            await store.receive(.fetchSuccess(page: store.state.page, String.testSample)) {
                $0.fetchStatus = .succeeded
                var predictions = $0.fetchPredictions.take()
                predictions.confirm(String.testSample, in: &$0.fetchValue)
                $0.fetchPredictions = consume predictions
            }
        }
        await store.finish()
    }

    func testUploadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload) {
            if let prediction = Drawn06Reducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        for _ in 0...Drawn06Spec.uploadRetry.attempts { service.uploadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn06Spec.uploadRetry.attempts where Drawn06Spec.uploadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn06Spec.uploadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(ready: store.state.ready, page: store.state.page, ModelFailure.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ModelFailure.testSample)
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess(ready: store.state.ready, page: store.state.page, Item.testSample))
        await store.send(.uploadFailure(ready: store.state.ready, page: store.state.page, ModelFailure.testSample))
        await store.finish()
    }

    func testUploadQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn06Spec.uploadPolicy == .queue else {
            return XCTFail("The request upload (\(Drawn06Spec.uploadDeclaration)) has the policy \(Drawn06Spec.uploadPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.upload) {
            if let prediction = Drawn06Reducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await store.send(.upload) {
            if let prediction = Drawn06Reducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 2
        }
        for _ in 0...Drawn06Spec.uploadRetry.attempts { service.uploadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn06Spec.uploadRetry.attempts where Drawn06Spec.uploadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn06Spec.uploadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadFailure(ready: store.state.ready, page: store.state.page, ModelFailure.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .failed(ModelFailure.testSample)
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.receive(.uploadSuccess(ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.uploadInFlight = 0
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.receive(.bump)
        // fetch's when: decides whether the follow-up calls the service.
        let fetchCalls = Drawn06Reducer.shouldStartFetch(store.state)
        await store.receive(.fetch) {
            if fetchCalls {
                if !$0.fetchStatus.isLoading, let prediction = Drawn06Reducer.predictFetch(in: $0) {
                    var predictions = $0.fetchPredictions.take()
                    predictions.predict(prediction, in: &$0.fetchValue, for: ())
                    $0.fetchPredictions = consume predictions
                }
                $0.fetchStatus = .loading
            }
        }
        if fetchCalls {
            service.fetchAnswers.answer(.success(String.testSample))
            await store.receive(.fetchSuccess(page: store.state.page, String.testSample)) {
                $0.fetchStatus = .succeeded
                var predictions = $0.fetchPredictions.take()
                predictions.confirm(String.testSample, in: &$0.fetchValue)
                $0.fetchPredictions = consume predictions
            }
        }
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(Int.testSample)) {
            $0.syncStatus = .loading
            $0.syncIsLoading = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.syncDebounce)
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Int.testSample, ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.upsert(Item.testSample)
            $0.syncIsLoading = false
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(Int.testSample)) {
            $0.syncStatus = .loading
            $0.syncIsLoading = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.syncDebounce)
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.syncFailure(Int.testSample, ready: store.state.ready, page: store.state.page, ModelFailure.testSample)) {
            $0.syncStatus = .failed(ModelFailure.testSample)
            $0.syncIsLoading = false
        }
        await store.finish()
    }

    func testSyncAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, _, _) = makeStore()
        // The reducer logic may end sync's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn06Reducer.reduce(&state, .sync(Int.testSample))
        XCTAssertTrue(state.syncIsLoading)
        state.syncIsLoading = false
        Drawn06Reducer.reduce(&state, .syncSuccess(Int.testSample, ready: store.state.ready, page: store.state.page, Item.testSample))
        XCTAssertEqual(state.syncStatus, .succeeded)
        XCTAssertFalse(state.syncIsLoading)
        await store.finish()
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
            $0.archiveIsLoading = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.archiveDebounce)
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess(ready: store.state.ready, page: store.state.page)) {
            $0.archiveStatus = .succeeded
            $0.archiveIsLoading = false
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
            $0.archiveIsLoading = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.archiveDebounce)
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(ready: store.state.ready, page: store.state.page, ModelFailure.testSample)) {
            $0.archiveStatus = .failed(ModelFailure.testSample)
            $0.archiveIsLoading = false
        }
        await store.finish()
    }

    func testArchiveTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
            $0.archiveIsLoading = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.archiveDebounce)
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.archiveTimeout)
        await store.receive(.archiveFailure(ready: store.state.ready, page: store.state.page, ModelFailure.timedOut(after: Drawn06Spec.archiveTimeout))) {
            $0.archiveStatus = .failed(ModelFailure.timedOut(after: Drawn06Spec.archiveTimeout))
            $0.archiveIsLoading = false
        }
        await store.finish()
    }

    func testArchiveIsCancelled() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
            $0.archiveIsLoading = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.archiveDebounce)
        await store.send(.cancelArchive) {
            $0.archiveStatus = .idle
            $0.archiveIsLoading = false
        }
        service.archiveAnswers.answer(.success(()))
        await store.finish()
    }

    func testArchiveAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, _, _) = makeStore()
        // The reducer logic may end archive's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn06Reducer.reduce(&state, .archive)
        XCTAssertTrue(state.archiveIsLoading)
        state.archiveIsLoading = false
        Drawn06Reducer.reduce(&state, .archiveSuccess(ready: store.state.ready, page: store.state.page))
        XCTAssertEqual(state.archiveStatus, .succeeded)
        XCTAssertFalse(state.archiveIsLoading)
        await store.finish()
    }

    // MARK: fetch

    /// Whether `fetch`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func fetchStarts(_ store: ReduxTesting.TestStore<Drawn06State, Drawn06Action>, _ service: Drawn06ServiceMock) async -> Bool {
        guard Drawn06Reducer.shouldStartFetch(store.state) else {
            await store.send(.fetch)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "fetch was called although its when: is false")
            return false
        }
        return true
    }

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn06Reducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(String.testSample))
        await store.receive(.fetchSuccess(page: store.state.page, String.testSample)) {
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(String.testSample, in: &$0.fetchValue)
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testFetchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn06Reducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn06Spec.fetchRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn06Spec.fetchTimeout))
            let mark = clock.sleepMark
            service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
            guard attempt < Drawn06Spec.fetchRetry.attempts && Drawn06Spec.fetchRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn06Spec.fetchRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.fetchFailure(page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.fetchPredictions.take()
            predictions.rollBack(in: &$0.fetchValue)
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testFetchTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn06Reducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.fetchTimeout)
        for retry in 1...Drawn06Spec.fetchRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn06Spec.fetchRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn06Spec.fetchTimeout)
        }
        await store.receive(.fetchFailure(page: store.state.page, ReduxRuntime.RequestError.timedOut(after: Drawn06Spec.fetchTimeout))) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn06Spec.fetchTimeout))
            var predictions = $0.fetchPredictions.take()
            predictions.rollBack(in: &$0.fetchValue)
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testFetchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn06Spec.fetchPolicy == .first else {
            return XCTFail("The request fetch (\(Drawn06Spec.fetchDeclaration)) has the policy \(Drawn06Spec.fetchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn06Reducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch) {
            if !$0.fetchStatus.isLoading, let prediction = Drawn06Reducer.predictFetch(in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
        }
        service.fetchAnswers.answer(.success(String.testSample))
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.fetchSuccess(page: store.state.page, String.testSample)) {
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm(String.testSample, in: &$0.fetchValue)
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, bump → fetch)

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

    func testBumpStartsFetch() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        // fetch's when: decides whether the follow-up calls the service.
        let fetchCalls = Drawn06Reducer.shouldStartFetch(store.state)
        await store.receive(.fetch) {
            if fetchCalls {
                if !$0.fetchStatus.isLoading, let prediction = Drawn06Reducer.predictFetch(in: $0) {
                    var predictions = $0.fetchPredictions.take()
                    predictions.predict(prediction, in: &$0.fetchValue, for: ())
                    $0.fetchPredictions = consume predictions
                }
                $0.fetchStatus = .loading
            }
        }
        if fetchCalls {
            service.fetchAnswers.answer(.success(String.testSample))
            await store.receive(.fetchSuccess(page: store.state.page, String.testSample)) {
                $0.fetchStatus = .succeeded
                var predictions = $0.fetchPredictions.take()
                predictions.confirm(String.testSample, in: &$0.fetchValue)
                $0.fetchPredictions = consume predictions
            }
        }
        await store.finish()
    }

    // MARK: rows (Drawn06Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn06State(rows: [Drawn06RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .lookup(count: Int.testSample))) {
            $0.rows[id: Int.testSample]!.lookupInFlight = 1
            $0.rows[id: Int.testSample]!.lookupStatus = .loading
            $0.rows[id: Int.testSample]!.lookupIsLoading = true
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .lookup(count: Int.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn06Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn06State(pane: Drawn06PaneState(id: Int.testSample)))
        await store.send(.pane(.setPage(Int.testSample))) {
            $0.pane!.page = Int.testSample
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.setPage(Int.testSample)))
        await store.finish()
    }
}
