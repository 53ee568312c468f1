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

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save(count: Int.testSample, text: String.testSample)) {
            if let prediction = Drawn07Reducer.predictSave(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.saveItems, for: (count: Int.testSample, text: String.testSample))
                $0.savePredictions = consume predictions
            }
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess(count: Int.testSample, text: String.testSample, [Int].testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            var predictions = $0.savePredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.saveItems) { $0.count == Int.testSample && $0.text == String.testSample }
            $0.savePredictions = consume predictions
        }
        await store.finish()
    }

    func testSaveFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.save(count: Int.testSample, text: String.testSample)) {
            if let prediction = Drawn07Reducer.predictSave(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.saveItems, for: (count: Int.testSample, text: String.testSample))
                $0.savePredictions = consume predictions
            }
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        for _ in 0...Drawn07Spec.saveRetry.attempts { service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn07Spec.saveRetry.attempts where Drawn07Spec.saveRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn07Spec.saveRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.saveFailure(count: Int.testSample, text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.savePredictions.take()
            predictions.rollBack(in: &$0.saveItems) { $0.count == Int.testSample && $0.text == String.testSample }
            $0.savePredictions = consume predictions
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess(count: Int.testSample, text: String.testSample, [Int].testSample))
        await store.send(.saveFailure(count: Int.testSample, text: String.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSaveConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn07Spec.savePolicy == .concurrent else {
            return XCTFail("The request save (\(Drawn07Spec.saveDeclaration)) has the policy \(Drawn07Spec.savePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.save(count: Int.testSample, text: String.testSample)) {
            if let prediction = Drawn07Reducer.predictSave(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.saveItems, for: (count: Int.testSample, text: String.testSample))
                $0.savePredictions = consume predictions
            }
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(count: Int.testSample, text: String.testSample)) {
            if let prediction = Drawn07Reducer.predictSave(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.saveItems, for: (count: Int.testSample, text: String.testSample))
                $0.savePredictions = consume predictions
            }
            $0.saveInFlight = 2
        }
        await service.saveAnswers.waitForCalls(waiting: 2)
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess(count: Int.testSample, text: String.testSample, [Int].testSample)) {
            $0.saveInFlight = 1
            var predictions = $0.savePredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.saveItems) { $0.count == Int.testSample && $0.text == String.testSample }
            $0.savePredictions = consume predictions
        }
        for _ in 0...Drawn07Spec.saveRetry.attempts { service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn07Spec.saveRetry.attempts where Drawn07Spec.saveRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn07Spec.saveRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.saveFailure(count: Int.testSample, text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.savePredictions.take()
            predictions.rollBack(in: &$0.saveItems) { $0.count == Int.testSample && $0.text == String.testSample }
            $0.savePredictions = consume predictions
        }
        await store.finish()
    }

    func testSavePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSave(count: Int.testSample, text: String.testSample))
        await store.receive(.save(count: Int.testSample, text: String.testSample)) {
            if let prediction = Drawn07Reducer.predictSave(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.saveItems, for: (count: Int.testSample, text: String.testSample))
                $0.savePredictions = consume predictions
            }
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess(count: Int.testSample, text: String.testSample, [Int].testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            var predictions = $0.savePredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.saveItems) { $0.count == Int.testSample && $0.text == String.testSample }
            $0.savePredictions = consume predictions
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn07Spec.savePollInterval))
        await clock.advance(by: Drawn07Spec.savePollInterval)
        await store.receive(.save(count: Int.testSample, text: String.testSample)) {
            if let prediction = Drawn07Reducer.predictSave(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, appendingTo: &$0.saveItems, for: (count: Int.testSample, text: String.testSample))
                $0.savePredictions = consume predictions
            }
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess(count: Int.testSample, text: String.testSample, [Int].testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            var predictions = $0.savePredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.saveItems) { $0.count == Int.testSample && $0.text == String.testSample }
            $0.savePredictions = consume predictions
        }
        await store.send(.stopPollingSave)
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            if let prediction = Drawn07Reducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(page: store.state.page, ready: store.state.ready, Item.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            if let prediction = Drawn07Reducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(page: store.state.page, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess(page: store.state.page, ready: store.state.ready, Item.testSample))
        await store.send(.uploadFailure(page: store.state.page, ready: store.state.ready, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testUploadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.upload) {
            if let prediction = Drawn07Reducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.uploadTimeout)
        await store.receive(.uploadFailure(page: store.state.page, ready: store.state.ready, ReduxRuntime.RequestError.timedOut(after: Drawn07Spec.uploadTimeout))) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn07Spec.uploadTimeout))
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            if let prediction = Drawn07Reducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await store.send(.cancelUpload) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .idle
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testUploadErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            if let prediction = Drawn07Reducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(page: store.state.page, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.send(.dismissUploadError) {
            $0.uploadStatus = .idle
        }
        await store.finish()
    }

    func testUploadQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn07Spec.uploadPolicy == .queue else {
            return XCTFail("The request upload (\(Drawn07Spec.uploadDeclaration)) has the policy \(Drawn07Spec.uploadPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            if let prediction = Drawn07Reducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await store.send(.upload) {
            if let prediction = Drawn07Reducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 2
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadFailure(page: store.state.page, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.receive(.uploadSuccess(page: store.state.page, ready: store.state.ready, Item.testSample)) {
            $0.uploadInFlight = 0
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: fetch

    /// Whether `fetch`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func fetchStarts(_ store: ReduxTesting.TestStore<Drawn07State, Drawn07Action>, _ service: Drawn07ServiceMock) async -> Bool {
        guard Drawn07Reducer.shouldStartFetch(store.state) else {
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
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            $0.fetchItems.upsert(Item.testSample)
        }
        await store.receive(.upload) {
            if let prediction = Drawn07Reducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(page: store.state.page, ready: store.state.ready, Item.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(Item.testSample))
        await store.send(.fetchFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testFetchTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.fetchTimeout)
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.timedOut(after: Drawn07Spec.fetchTimeout))) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn07Spec.fetchTimeout))
        }
        await store.finish()
    }

    func testFetchErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissFetchError) {
            $0.fetchStatus = .idle
        }
        await store.finish()
    }

    func testFetchConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn07Spec.fetchPolicy == .concurrent else {
            return XCTFail("The request fetch (\(Drawn07Spec.fetchDeclaration)) has the policy \(Drawn07Spec.fetchPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch) {
            $0.fetchInFlight = 2
        }
        await service.fetchAnswers.waitForCalls(waiting: 2)
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(Item.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchItems.upsert(Item.testSample)
        }
        await store.receive(.upload) {
            if let prediction = Drawn07Reducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(page: store.state.page, ready: store.state.ready, Item.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, bump → upload)

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

    func testBumpStartsUpload() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        await store.receive(.upload) {
            if let prediction = Drawn07Reducer.predictUpload(in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(page: store.state.page, ready: store.state.ready, Item.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: rows (Drawn07Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn07State(rows: [Drawn07RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .setPage(Int.testSample))) {
            $0.rows[id: Int.testSample]!.page = Int.testSample
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .setPage(Int.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn07Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn07State(pane: Drawn07PaneState(id: Int.testSample)))
        await store.send(.pane(.setQuery(String.testSample))) {
            $0.pane!.query = String.testSample
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.setQuery(String.testSample)))
        await store.finish()
    }
}
