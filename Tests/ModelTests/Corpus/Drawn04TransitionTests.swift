// Drawn04TransitionTests.swift
// Written once by reduxgen from Drawn04.yaml (--tests); from now on this file is yours.
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
final class Drawn04TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn04State = Drawn04State()
    ) -> (ReduxTesting.TestStore<Drawn04State, Drawn04Action>, Drawn04ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn04ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn04Reducer.reduce,
            middlewares: [Drawn04Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: submit

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(text: String.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(()))
        await store.receive(.submitSuccess(text: String.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .succeeded
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(text: String.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.submitFailure(text: String.testSample, ModelFailure.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSubmitAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.submitSuccess(text: String.testSample))
        await store.send(.submitFailure(text: String.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testSubmitTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.submit(text: String.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await store.receive(.submitFailure(text: String.testSample, ModelFailure.timedOut(after: .seconds(1)))) {
            $0.submitInFlight = 0
            $0.submitStatus = .failed(ModelFailure.timedOut(after: .seconds(1)))
        }
        await store.finish()
    }

    func testSubmitQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(text: String.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        await store.send(.submit(text: String.testSample)) {
            $0.submitInFlight = 2
        }
        service.submitAnswers.answer(.failure(ModelFailure.testSample))
        service.submitAnswers.answer(.success(()))
        await store.receive(.submitFailure(text: String.testSample, ModelFailure.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.submitSuccess(text: String.testSample)) {
            $0.submitInFlight = 0
        }
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            if !$0.uploadStatus.isLoading, let prediction = Drawn04Reducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, in: &$0.uploadValue, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(Item.testSample)) {
            $0.uploadStatus = .succeeded
            do { var predictions = $0.uploadPredictions; predictions.confirm(Item.testSample, in: &$0.uploadValue); $0.uploadPredictions = predictions }
        }
        await store.finish()
    }

    func testUploadFailsAfterItsRetries() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            if !$0.uploadStatus.isLoading, let prediction = Drawn04Reducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, in: &$0.uploadValue, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadStatus = .loading
        }
        for _ in 0...2 { service.uploadAnswers.answer(.failure(ModelFailure.testSample)) }
        await store.receive(.uploadFailure(ModelFailure.testSample)) {
            $0.uploadStatus = .failed(ModelFailure.testSample)
            do { var predictions = $0.uploadPredictions; predictions.rollBack(in: &$0.uploadValue); $0.uploadPredictions = predictions }
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess(Item.testSample))
        await store.send(.uploadFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testUploadCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            if !$0.uploadStatus.isLoading, let prediction = Drawn04Reducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, in: &$0.uploadValue, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload) {
            if !$0.uploadStatus.isLoading, let prediction = Drawn04Reducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, in: &$0.uploadValue, for: ()); $0.uploadPredictions = predictions }
            }
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        service.uploadAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.uploadSuccess(Item.testSample)) {
            $0.uploadStatus = .succeeded
            do { var predictions = $0.uploadPredictions; predictions.confirm(Item.testSample, in: &$0.uploadValue); $0.uploadPredictions = predictions }
        }
        await store.finish()
    }

    func testUploadIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload) {
            if !$0.uploadStatus.isLoading, let prediction = Drawn04Reducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, in: &$0.uploadValue, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(Item.testSample)) {
            $0.uploadStatus = .succeeded
            do { var predictions = $0.uploadPredictions; predictions.confirm(Item.testSample, in: &$0.uploadValue); $0.uploadPredictions = predictions }
        }
        await store.send(.upload)
        await store.send(.forceUpload) {
            if !$0.uploadStatus.isLoading, let prediction = Drawn04Reducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, in: &$0.uploadValue, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(Item.testSample)) {
            $0.uploadStatus = .succeeded
            do { var predictions = $0.uploadPredictions; predictions.confirm(Item.testSample, in: &$0.uploadValue); $0.uploadPredictions = predictions }
        }
        await clock.advance(by: .seconds(5))
        await store.send(.upload) {
            if !$0.uploadStatus.isLoading, let prediction = Drawn04Reducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, in: &$0.uploadValue, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(Item.testSample)) {
            $0.uploadStatus = .succeeded
            do { var predictions = $0.uploadPredictions; predictions.confirm(Item.testSample, in: &$0.uploadValue); $0.uploadPredictions = predictions }
        }
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load(text: String.testSample, count: Int.testSample)) {
            $0.loadStatus[Int.testSample] = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(text: String.testSample, count: Int.testSample, Item.testSample)) {
            $0.loadStatus[Int.testSample] = .succeeded
            $0.loadValue = Item.testSample
        }
        await store.receive(.upload) {
            if !$0.uploadStatus.isLoading, let prediction = Drawn04Reducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, in: &$0.uploadValue, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(Item.testSample)) {
            $0.uploadStatus = .succeeded
            do { var predictions = $0.uploadPredictions; predictions.confirm(Item.testSample, in: &$0.uploadValue); $0.uploadPredictions = predictions }
        }
        await store.finish()
    }

    func testLoadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(text: String.testSample, count: Int.testSample)) {
            $0.loadStatus[Int.testSample] = .loading
        }
        for _ in 0...1 { service.loadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(text: String.testSample, count: Int.testSample, ModelFailure.testSample)) {
            $0.loadStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(text: String.testSample, count: Int.testSample, Item.testSample))
        await store.send(.loadFailure(text: String.testSample, count: Int.testSample, ModelFailure.testSample))
        await store.finish()
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn04Reducer.predictLookup(text: String.testSample, in: $0) {
                do { var predictions = $0.lookupPredictions; predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ()); $0.lookupPredictions = predictions }
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            do { var predictions = $0.lookupPredictions; predictions.confirm([Item].testSample, upsertingInto: &$0.lookupItems); $0.lookupPredictions = predictions }
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn04Reducer.predictLookup(text: String.testSample, in: $0) {
                do { var predictions = $0.lookupPredictions; predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ()); $0.lookupPredictions = predictions }
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(ModelFailure.testSample)) {
            $0.lookupStatus = .failed(ModelFailure.testSample)
            do { var predictions = $0.lookupPredictions; predictions.rollBack(in: &$0.lookupItems); $0.lookupPredictions = predictions }
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess([Item].testSample))
        await store.send(.lookupFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testLookupIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn04Reducer.predictLookup(text: String.testSample, in: $0) {
                do { var predictions = $0.lookupPredictions; predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ()); $0.lookupPredictions = predictions }
            }
            $0.lookupStatus = .loading
        }
        await store.send(.cancelLookup) {
            $0.lookupStatus = .idle
            do { var predictions = $0.lookupPredictions; predictions.rollBackAll(in: &$0.lookupItems); $0.lookupPredictions = predictions }
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn04Reducer.predictLookup(text: String.testSample, in: $0) {
                do { var predictions = $0.lookupPredictions; predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ()); $0.lookupPredictions = predictions }
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(ModelFailure.testSample)) {
            $0.lookupStatus = .failed(ModelFailure.testSample)
            do { var predictions = $0.lookupPredictions; predictions.rollBack(in: &$0.lookupItems); $0.lookupPredictions = predictions }
        }
        await store.send(.dismissLookupError) {
            $0.lookupStatus = .idle
        }
        await store.finish()
    }

    func testLookupCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn04Reducer.predictLookup(text: String.testSample, in: $0) {
                do { var predictions = $0.lookupPredictions; predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ()); $0.lookupPredictions = predictions }
            }
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(text: String.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn04Reducer.predictLookup(text: String.testSample, in: $0) {
                do { var predictions = $0.lookupPredictions; predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ()); $0.lookupPredictions = predictions }
            }
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            do { var predictions = $0.lookupPredictions; predictions.confirm([Item].testSample, upsertingInto: &$0.lookupItems); $0.lookupPredictions = predictions }
        }
        await store.finish()
    }

    func testLookupPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingLookup(text: String.testSample))
        await store.receive(.lookup(text: String.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn04Reducer.predictLookup(text: String.testSample, in: $0) {
                do { var predictions = $0.lookupPredictions; predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ()); $0.lookupPredictions = predictions }
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            do { var predictions = $0.lookupPredictions; predictions.confirm([Item].testSample, upsertingInto: &$0.lookupItems); $0.lookupPredictions = predictions }
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(5)))
        await clock.advance(by: .seconds(5))
        await store.receive(.lookup(text: String.testSample)) {
            if !$0.lookupStatus.isLoading, let prediction = Drawn04Reducer.predictLookup(text: String.testSample, in: $0) {
                do { var predictions = $0.lookupPredictions; predictions.predict(prediction, upsertingInto: &$0.lookupItems, for: ()); $0.lookupPredictions = predictions }
            }
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            do { var predictions = $0.lookupPredictions; predictions.confirm([Item].testSample, upsertingInto: &$0.lookupItems); $0.lookupPredictions = predictions }
        }
        await store.send(.stopPollingLookup)
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

    // MARK: rows (Drawn04Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn04State(rows: [Drawn04RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .search)) {
            do { var predictions = $0.rows[id: Int.testSample]!.searchPredictions; predictions.rollBackAll(in: &$0.rows[id: Int.testSample]!.searchItems); $0.rows[id: Int.testSample]!.searchPredictions = predictions }
            if let prediction = Drawn04RowReducer.predictSearch(in: $0.rows[id: Int.testSample]!) {
                do { var predictions = $0.rows[id: Int.testSample]!.searchPredictions; predictions.predict(prediction, appendingTo: &$0.rows[id: Int.testSample]!.searchItems, for: ()); $0.rows[id: Int.testSample]!.searchPredictions = predictions }
            }
            $0.rows[id: Int.testSample]!.searchStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .search))
        await store.finish()
    }

    // MARK: pane (Drawn04Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn04State(pane: Drawn04PaneState(id: Int.testSample)))
        await store.send(.pane(.search)) {
            do { var predictions = $0.pane!.searchPredictions; predictions.rollBackAll(in: &$0.pane!.searchItems); $0.pane!.searchPredictions = predictions }
            if let prediction = Drawn04PaneReducer.predictSearch(in: $0.pane!) {
                do { var predictions = $0.pane!.searchPredictions; predictions.predict(prediction, appendingTo: &$0.pane!.searchItems, for: ()); $0.pane!.searchPredictions = predictions }
            }
            $0.pane!.searchStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.search))
        await store.finish()
    }
}
