// Drawn09TransitionTests.swift
// Written once by reduxgen from Drawn09.yaml (--tests); from now on this file is yours.
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
final class Drawn09TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn09State = Drawn09State()
    ) -> (ReduxTesting.TestStore<Drawn09State, Drawn09Action>, Drawn09ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn09ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn09Reducer.reduce,
            middlewares: [Drawn09Loader(service: service).middleware],
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
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSyncIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        await store.send(.cancelSync) {
            $0.syncStatus = .idle
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testSyncErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSyncError) {
            $0.syncStatus = .idle
        }
        await store.finish()
    }

    func testSyncLatestCallSupersedesTheOneInFlight() async {
        guard Drawn09Spec.syncPolicy == .latest else {
            return XCTFail("The request sync (\(Drawn09Spec.syncDeclaration)) has the policy \(Drawn09Spec.syncPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync)
        await service.syncAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(()))
        await store.receive(.saveSuccess(text: String.testSample, count: Int.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
        }
        await store.finish()
    }

    func testSaveFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        for _ in 0...Drawn09Spec.saveRetry.attempts { service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn09Spec.saveRetry.attempts where Drawn09Spec.saveRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn09Spec.saveRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.saveFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess(text: String.testSample, count: Int.testSample))
        await store.send(.saveFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSaveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await store.send(.cancelSave) {
            $0.saveInFlight = 0
            $0.saveStatus = .idle
        }
        service.saveAnswers.answer(.success(()))
        await store.finish()
    }

    func testSaveErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        for _ in 0...Drawn09Spec.saveRetry.attempts { service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn09Spec.saveRetry.attempts where Drawn09Spec.saveRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn09Spec.saveRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.saveFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSaveError) {
            $0.saveStatus = .idle
        }
        await store.finish()
    }

    func testSaveConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn09Spec.savePolicy == .concurrent else {
            return XCTFail("The request save (\(Drawn09Spec.saveDeclaration)) has the policy \(Drawn09Spec.savePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveInFlight = 2
        }
        await service.saveAnswers.waitForCalls(waiting: 2)
        service.saveAnswers.answer(.success(()))
        await store.receive(.saveSuccess(text: String.testSample, count: Int.testSample)) {
            $0.saveInFlight = 1
        }
        for _ in 0...Drawn09Spec.saveRetry.attempts { service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn09Spec.saveRetry.attempts where Drawn09Spec.saveRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn09Spec.saveRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.saveFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(ref: Int.testSample, text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn09Reducer.predictUpload(ref: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[String.testSample] = .loading
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess(ref: Int.testSample, text: String.testSample, query: store.state.query, [Item].testSample)) {
            $0.uploadStatus[String.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm([Item].testSample, appendingTo: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload(ref: Int.testSample, text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn09Reducer.predictUpload(ref: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[String.testSample] = .loading
        }
        for _ in 0...Drawn09Spec.uploadRetry.attempts { service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn09Spec.uploadRetry.attempts where Drawn09Spec.uploadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn09Spec.uploadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(ref: Int.testSample, text: String.testSample, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            $0.uploadError = ReduxRuntime.RequestError.testSample
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(ref: Int.testSample, text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn09Reducer.predictUpload(ref: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[String.testSample] = .loading
        }
        await store.send(.cancelUpload(text: String.testSample)) {
            $0.uploadStatus[String.testSample] = nil
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testUploadErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload(ref: Int.testSample, text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn09Reducer.predictUpload(ref: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[String.testSample] = .loading
        }
        for _ in 0...Drawn09Spec.uploadRetry.attempts { service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn09Spec.uploadRetry.attempts where Drawn09Spec.uploadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn09Spec.uploadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(ref: Int.testSample, text: String.testSample, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            $0.uploadError = ReduxRuntime.RequestError.testSample
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.send(.dismissUploadError(text: String.testSample)) {
            $0.uploadStatus[String.testSample] = nil
            $0.uploadError = nil
        }
        await store.finish()
    }

    func testUploadKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload(ref: Int.testSample, text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn09Reducer.predictUpload(ref: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[String.testSample] = .loading
        }
        for _ in 0...Drawn09Spec.uploadRetry.attempts { service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn09Spec.uploadRetry.attempts where Drawn09Spec.uploadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn09Spec.uploadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(ref: Int.testSample, text: String.testSample, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            $0.uploadError = ReduxRuntime.RequestError.testSample
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.send(.upload(ref: Int.testSample, text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn09Reducer.predictUpload(ref: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[String.testSample] = .loading
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess(ref: Int.testSample, text: String.testSample, query: store.state.query, [Item].testSample)) {
            $0.uploadStatus[String.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm([Item].testSample, appendingTo: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn09Spec.uploadPolicy == .latest else {
            return XCTFail("The request upload (\(Drawn09Spec.uploadDeclaration)) has the policy \(Drawn09Spec.uploadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.upload(ref: Int.testSample, text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn09Reducer.predictUpload(ref: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[String.testSample] = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(ref: Int.testSample, text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn09Reducer.predictUpload(ref: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.uploadItems, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
        }
        await service.uploadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess(ref: Int.testSample, text: String.testSample, query: store.state.query, [Item].testSample)) {
            $0.uploadStatus[String.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm([Item].testSample, appendingTo: &$0.uploadItems) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
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

    // MARK: rows (Drawn09Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn09State(rows: [Drawn09RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .upload)) {
            var predictions = $0.rows[id: Int.testSample]!.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.rows[id: Int.testSample]!.uploadItems)
            $0.rows[id: Int.testSample]!.uploadPredictions = consume predictions
            if let prediction = Drawn09RowReducer.predictUpload(in: $0.rows[id: Int.testSample]!) {
                var predictions = $0.rows[id: Int.testSample]!.uploadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rows[id: Int.testSample]!.uploadItems, for: ())
                $0.rows[id: Int.testSample]!.uploadPredictions = consume predictions
            }
            $0.rows[id: Int.testSample]!.uploadStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .upload))
        await store.finish()
    }

    // MARK: pane (Drawn09Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn09State(pane: Drawn09PaneState(id: Int.testSample)))
        await store.send(.pane(.send)) {
            var predictions = $0.pane!.sendPredictions.take()
            predictions.rollBackAll(in: &$0.pane!.sendItems)
            $0.pane!.sendPredictions = consume predictions
            if let prediction = Drawn09PaneReducer.predictSend(in: $0.pane!) {
                var predictions = $0.pane!.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.pane!.sendItems, for: ())
                $0.pane!.sendPredictions = consume predictions
            }
            $0.pane!.sendStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.send))
        await store.finish()
    }
}
