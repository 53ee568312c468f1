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

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(String.testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = String.testSample
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(String.testSample))
        await store.send(.rateFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testRateTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))
        }
        await store.finish()
    }

    func testRateErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate(ref: Int.testSample)) {
            $0.rateStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissRateError) {
            $0.rateStatus = .idle
        }
        await store.finish()
    }

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn06State, Drawn06Action>, _ service: Drawn06ServiceMock) async -> Bool {
        guard Drawn06Reducer.shouldStartLookup(store.state) else {
            await store.send(.lookup(text: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, Int.testSample)) {
            $0.lookupStatus[String.testSample] = .succeeded
            $0.lookupItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    func testLookupFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        for _ in 0...2 { service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.lookupFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess(text: String.testSample, Int.testSample))
        await store.send(.lookupFailure(text: String.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLookupTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(2))
        for retry in 1...2 {
            await clock.waitForSleepers(1)
            await clock.advance(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: .seconds(2))
        }
        await store.receive(.lookupFailure(text: String.testSample, ReduxRuntime.RequestError.timedOut(after: .seconds(2)))) {
            $0.lookupStatus[String.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(2)))
        }
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            if $0.fetchStatus[Int.testSample]?.isLoading != true, let prediction = Drawn06Reducer.predictFetch(count: Int.testSample, in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, in: &$0.fetchByKey, at: Int.testSample, for: Int.testSample); $0.fetchPredictions = predictions }
            }
            $0.fetchStatus[Int.testSample] = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, Int.testSample)) {
            $0.fetchStatus[Int.testSample] = .succeeded
            do { var predictions = $0.fetchPredictions; predictions.confirm(Int.testSample, in: &$0.fetchByKey, at: Int.testSample) { $0 == Int.testSample }; $0.fetchPredictions = predictions }
        }
        await store.finish()
    }

    func testFetchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            if $0.fetchStatus[Int.testSample]?.isLoading != true, let prediction = Drawn06Reducer.predictFetch(count: Int.testSample, in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, in: &$0.fetchByKey, at: Int.testSample, for: Int.testSample); $0.fetchPredictions = predictions }
            }
            $0.fetchStatus[Int.testSample] = .loading
        }
        for _ in 0...1 { service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.fetchFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.fetchPredictions; predictions.rollBack(in: &$0.fetchByKey) { $0 == Int.testSample }; $0.fetchPredictions = predictions }
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(count: Int.testSample, Int.testSample))
        await store.send(.fetchFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testFetchErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            if $0.fetchStatus[Int.testSample]?.isLoading != true, let prediction = Drawn06Reducer.predictFetch(count: Int.testSample, in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, in: &$0.fetchByKey, at: Int.testSample, for: Int.testSample); $0.fetchPredictions = predictions }
            }
            $0.fetchStatus[Int.testSample] = .loading
        }
        for _ in 0...1 { service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.fetchFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.fetchPredictions; predictions.rollBack(in: &$0.fetchByKey) { $0 == Int.testSample }; $0.fetchPredictions = predictions }
        }
        await store.send(.dismissFetchError(count: Int.testSample)) {
            $0.fetchStatus[Int.testSample] = nil
        }
        await store.finish()
    }

    func testFetchCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            if $0.fetchStatus[Int.testSample]?.isLoading != true, let prediction = Drawn06Reducer.predictFetch(count: Int.testSample, in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, in: &$0.fetchByKey, at: Int.testSample, for: Int.testSample); $0.fetchPredictions = predictions }
            }
            $0.fetchStatus[Int.testSample] = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(count: Int.testSample)) {
            if $0.fetchStatus[Int.testSample]?.isLoading != true, let prediction = Drawn06Reducer.predictFetch(count: Int.testSample, in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, in: &$0.fetchByKey, at: Int.testSample, for: Int.testSample); $0.fetchPredictions = predictions }
            }
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.fetchSuccess(count: Int.testSample, Int.testSample)) {
            $0.fetchStatus[Int.testSample] = .succeeded
            do { var predictions = $0.fetchPredictions; predictions.confirm(Int.testSample, in: &$0.fetchByKey, at: Int.testSample) { $0 == Int.testSample }; $0.fetchPredictions = predictions }
        }
        await store.finish()
    }

    func testFetchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingFetch(count: Int.testSample))
        await store.receive(.fetch(count: Int.testSample)) {
            if $0.fetchStatus[Int.testSample]?.isLoading != true, let prediction = Drawn06Reducer.predictFetch(count: Int.testSample, in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, in: &$0.fetchByKey, at: Int.testSample, for: Int.testSample); $0.fetchPredictions = predictions }
            }
            $0.fetchStatus[Int.testSample] = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, Int.testSample)) {
            $0.fetchStatus[Int.testSample] = .succeeded
            do { var predictions = $0.fetchPredictions; predictions.confirm(Int.testSample, in: &$0.fetchByKey, at: Int.testSample) { $0 == Int.testSample }; $0.fetchPredictions = predictions }
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.fetch(count: Int.testSample)) {
            if $0.fetchStatus[Int.testSample]?.isLoading != true, let prediction = Drawn06Reducer.predictFetch(count: Int.testSample, in: $0) {
                do { var predictions = $0.fetchPredictions; predictions.predict(prediction, in: &$0.fetchByKey, at: Int.testSample, for: Int.testSample); $0.fetchPredictions = predictions }
            }
            $0.fetchStatus[Int.testSample] = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, Int.testSample)) {
            $0.fetchStatus[Int.testSample] = .succeeded
            do { var predictions = $0.fetchPredictions; predictions.confirm(Int.testSample, in: &$0.fetchByKey, at: Int.testSample) { $0 == Int.testSample }; $0.fetchPredictions = predictions }
        }
        await store.send(.stopPollingFetch(count: Int.testSample))
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample, ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(count: Int.testSample, ref: Int.testSample, [Item].testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    func testSendFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(count: Int.testSample, ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        for _ in 0...2 { service.sendAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.sendFailure(count: Int.testSample, ref: Int.testSample, ModelFailure.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess(count: Int.testSample, ref: Int.testSample, [Item].testSample))
        await store.send(.sendFailure(count: Int.testSample, ref: Int.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testSendIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample, ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await store.send(.cancelSend(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = nil
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready)

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

    // MARK: rows (Drawn06Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn06State(rows: [Drawn06RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .lookup)) {
            $0.rows[id: Int.testSample]!.lookupInFlight = 1
            $0.rows[id: Int.testSample]!.lookupStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .lookup))
        await store.finish()
    }

    // MARK: pane (Drawn06Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn06State(pane: Drawn06PaneState(id: Int.testSample)))
        await store.send(.pane(.sync)) {
            $0.pane!.syncStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.sync))
        await store.finish()
    }
}
