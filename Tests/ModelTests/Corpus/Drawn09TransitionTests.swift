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

    // MARK: submit

    /// Whether `submit`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func submitStarts(_ store: ReduxTesting.TestStore<Drawn09State, Drawn09Action>, _ service: Drawn09ServiceMock) async -> Bool {
        guard Drawn09Reducer.shouldStartSubmit(store.state) else {
            await store.send(.submit(Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "submit was called although its when: is false")
            return false
        }
        return true
    }

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(Int.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success([Item].testSample))
        await store.receive(.submitSuccess([Item].testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(Int.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSubmitAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.submitSuccess([Item].testSample))
        await store.send(.submitFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSubmitLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(Int.testSample)) {
            $0.submitStatus = .loading
        }
        await service.submitAnswers.waitForCalls(waiting: 1)
        await store.send(.submit(Int.testSample))
        await service.submitAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.submitAnswers.answer(.success([Item].testSample))
        await store.receive(.submitSuccess([Item].testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSubmitPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.startPollingSubmit(Int.testSample))
        await store.receive(.submit(Int.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success([Item].testSample))
        await store.receive(.submitSuccess([Item].testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.append(contentsOf: [Item].testSample)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.submit(Int.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success([Item].testSample))
        await store.receive(.submitSuccess([Item].testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.append(contentsOf: [Item].testSample)
        }
        await store.send(.stopPollingSubmit)
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(Item.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testSendFailsAfterItsRetries() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        for _ in 0...1 { service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess(Item.testSample))
        await store.send(.sendFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSendTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        for retry in 1...1 {
            await clock.waitForSleepers(1)
            await clock.advance(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0)).delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: .seconds(5))
        }
        await store.receive(.sendFailure(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))
        }
        await store.finish()
    }

    func testSendQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await store.send(.send) {
            $0.sendInFlight = 2
        }
        for _ in 0...1 { service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.sendSuccess(Item.testSample)) {
            $0.sendInFlight = 0
            $0.sendItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess([Item].testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.bump)
        await store.receive(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(Item.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess([Item].testSample))
        await store.send(.uploadFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testUploadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.upload) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        await store.receive(.uploadFailure(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))
        }
        await store.finish()
    }

    func testUploadQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await store.send(.upload) {
            $0.uploadInFlight = 2
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.uploadSuccess([Item].testSample)) {
            $0.uploadInFlight = 0
            $0.uploadItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.bump)
        await store.receive(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(Item.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, query, ready, poke → upload)

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

    func testPokeStartsUpload() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        await store.receive(.upload) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess([Item].testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            $0.uploadItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.bump)
        await store.receive(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(Item.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    // MARK: pane (Drawn09Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn09State(pane: Drawn09PaneState(id: Int.testSample)))
        await store.send(.pane(.submit)) {
            if let prediction = Drawn09PaneReducer.predictSubmit(in: $0.pane!) {
                do { var predictions = $0.pane!.submitPredictions; predictions.predict(prediction, in: &$0.pane!.submitValue, for: ()); $0.pane!.submitPredictions = predictions }
            }
            $0.pane!.submitInFlight = 1
            $0.pane!.submitStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.submit))
        await store.finish()
    }
}
