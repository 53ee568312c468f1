// Drawn13TransitionTests.swift
// Written once by reduxgen from Drawn13.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each transition of the navigation (push, pop, present, …) has a test too.
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
final class Drawn13TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn13State = Drawn13State()
    ) -> (ReduxTesting.TestStore<Drawn13State, Drawn13Action>, Drawn13ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn13ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn13Reducer.reduce,
            middlewares: [Drawn13Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            if let prediction = Drawn13Reducer.predictLoad(in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Int].testSample))
        await store.receive(.loadSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.startUpdates) {
            $0.updatesActive = true
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(query: store.state.query)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
        }
        await store.finish()
    }

    func testLoadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.load) {
            if let prediction = Drawn13Reducer.predictLoad(in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        for _ in 0...Drawn13Spec.loadRetry.attempts { service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn13Spec.loadRetry.attempts where Drawn13Spec.loadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn13Spec.loadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.loadPredictions.take()
            predictions.markFailed(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample))
        await store.send(.loadFailure(ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLoadConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn13Spec.loadPolicy == .concurrent else {
            return XCTFail("The request load (\(Drawn13Spec.loadDeclaration)) has the policy \(Drawn13Spec.loadPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.load) {
            if let prediction = Drawn13Reducer.predictLoad(in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load) {
            if let prediction = Drawn13Reducer.predictLoad(in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 2
        }
        await service.loadAnswers.waitForCalls(waiting: 2)
        service.loadAnswers.answer(.success([Int].testSample))
        await store.receive(.loadSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.loadInFlight = 1
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.startUpdates) {
            $0.updatesActive = true
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(query: store.state.query)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
        }
        for _ in 0...Drawn13Spec.loadRetry.attempts { service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn13Spec.loadRetry.attempts where Drawn13Spec.loadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn13Spec.loadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.loadPredictions.take()
            predictions.markFailed(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingLoad)
        await store.receive(.load) {
            if let prediction = Drawn13Reducer.predictLoad(in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Int].testSample))
        await store.receive(.loadSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.startUpdates) {
            $0.updatesActive = true
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(query: store.state.query)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn13Spec.loadPollInterval))
        await clock.advance(by: Drawn13Spec.loadPollInterval)
        await store.receive(.load) {
            if let prediction = Drawn13Reducer.predictLoad(in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Int].testSample))
        await store.receive(.loadSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.startUpdates) {
            $0.updatesActive = true
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(query: store.state.query)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
        }
        await store.send(.stopPollingLoad)
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(query: store.state.query)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
        }
        await store.finish()
    }

    func testSearchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        for _ in 0...Drawn13Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn13Spec.searchRetry.attempts where Drawn13Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn13Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess(query: store.state.query))
        await store.send(.searchFailure(query: store.state.query, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSearchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await store.send(.cancelSearch) {
            $0.searchInFlight = 0
            $0.searchStatus = .idle
        }
        service.searchAnswers.answer(.success(()))
        await store.finish()
    }

    func testSearchErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        for _ in 0...Drawn13Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn13Spec.searchRetry.attempts where Drawn13Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn13Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSearchError) {
            $0.searchStatus = .idle
        }
        await store.finish()
    }

    func testSearchConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn13Spec.searchPolicy == .concurrent else {
            return XCTFail("The request search (\(Drawn13Spec.searchDeclaration)) has the policy \(Drawn13Spec.searchPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search) {
            $0.searchInFlight = 2
        }
        await service.searchAnswers.waitForCalls(waiting: 2)
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(query: store.state.query)) {
            $0.searchInFlight = 1
        }
        for _ in 0...Drawn13Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn13Spec.searchRetry.attempts where Drawn13Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn13Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSearchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSearch)
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(query: store.state.query)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn13Spec.searchPollInterval))
        await clock.advance(by: Drawn13Spec.searchPollInterval)
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(query: store.state.query)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
        }
        await store.send(.stopPollingSearch)
        await store.finish()
    }

    // MARK: submit

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Int.testSample))
        await store.receive(.submitSuccess(Int.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .succeeded
            $0.submitItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(ReduxRuntime.RequestError.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSubmitAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.submitSuccess(Int.testSample))
        await store.send(.submitFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSubmitConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn13Spec.submitPolicy == .concurrent else {
            return XCTFail("The request submit (\(Drawn13Spec.submitDeclaration)) has the policy \(Drawn13Spec.submitPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        await service.submitAnswers.waitForCalls(waiting: 1)
        await store.send(.submit) {
            $0.submitInFlight = 2
        }
        await service.submitAnswers.waitForCalls(waiting: 2)
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(ReduxRuntime.RequestError.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.submitAnswers.answer(.success(Int.testSample))
        await store.receive(.submitSuccess(Int.testSample)) {
            $0.submitInFlight = 0
            $0.submitItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    func testSubmitPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSubmit)
        await store.receive(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Int.testSample))
        await store.receive(.submitSuccess(Int.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .succeeded
            $0.submitItems.insert(Int.testSample, at: 0)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn13Spec.submitPollInterval))
        await clock.advance(by: Drawn13Spec.submitPollInterval)
        await store.receive(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Int.testSample))
        await store.receive(.submitSuccess(Int.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .succeeded
            $0.submitItems.insert(Int.testSample, at: 0)
        }
        await store.send(.stopPollingSubmit)
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(text: String.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
            $0.sendIsLoading = true
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(text: String.testSample, query: store.state.query, [Item].testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendItems.insert(contentsOf: [Item].testSample, at: 0)
            $0.sendIsLoading = false
        }
        await store.receive(.load) {
            if let prediction = Drawn13Reducer.predictLoad(in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Int].testSample))
        await store.receive(.loadSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.startUpdates) {
            $0.updatesActive = true
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(query: store.state.query)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
        }
        await store.finish()
    }

    func testSendFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(text: String.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
            $0.sendIsLoading = true
        }
        var deadline = clock.now
        for attempt in 0...Drawn13Spec.sendRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn13Spec.sendTimeout))
            let mark = clock.sleepMark
            service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
            guard attempt < Drawn13Spec.sendRetry.attempts && Drawn13Spec.sendRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn13Spec.sendRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.sendFailure(text: String.testSample, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendIsLoading = false
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess(text: String.testSample, query: store.state.query, [Item].testSample))
        await store.send(.sendFailure(text: String.testSample, query: store.state.query, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSendTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.send(text: String.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
            $0.sendIsLoading = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn13Spec.sendTimeout)
        for retry in 1...Drawn13Spec.sendRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn13Spec.sendRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn13Spec.sendTimeout)
        }
        await store.receive(.sendFailure(text: String.testSample, query: store.state.query, ReduxRuntime.RequestError.timedOut(after: Drawn13Spec.sendTimeout))) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn13Spec.sendTimeout))
            $0.sendIsLoading = false
        }
        await store.finish()
    }

    func testSendAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, _, _) = makeStore()
        // The reducer logic may end send's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn13Reducer.reduce(&state, .send(text: String.testSample))
        XCTAssertTrue(state.sendIsLoading)
        state.sendIsLoading = false
        Drawn13Reducer.reduce(&state, .sendSuccess(text: String.testSample, query: store.state.query, [Item].testSample))
        XCTAssertEqual(state.sendStatus, .succeeded)
        XCTAssertFalse(state.sendIsLoading)
        await store.finish()
    }

    func testSendConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn13Spec.sendPolicy == .concurrent else {
            return XCTFail("The request send (\(Drawn13Spec.sendDeclaration)) has the policy \(Drawn13Spec.sendPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.send(text: String.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
            $0.sendIsLoading = true
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(text: String.testSample)) {
            $0.sendInFlight = 2
        }
        await service.sendAnswers.waitForCalls(waiting: 2)
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(text: String.testSample, query: store.state.query, [Item].testSample)) {
            $0.sendInFlight = 1
            $0.sendItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.receive(.load) {
            if let prediction = Drawn13Reducer.predictLoad(in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Int].testSample))
        await store.receive(.loadSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.startUpdates) {
            $0.updatesActive = true
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(query: store.state.query)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
        }
        var deadline = clock.now
        for attempt in 0...Drawn13Spec.sendRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn13Spec.sendTimeout))
            let mark = clock.sleepMark
            service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
            guard attempt < Drawn13Spec.sendRetry.attempts && Drawn13Spec.sendRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn13Spec.sendRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.sendFailure(text: String.testSample, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendIsLoading = false
        }
        await store.finish()
    }

    func testSendPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSend(text: String.testSample))
        await store.receive(.send(text: String.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
            $0.sendIsLoading = true
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(text: String.testSample, query: store.state.query, [Item].testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendItems.insert(contentsOf: [Item].testSample, at: 0)
            $0.sendIsLoading = false
        }
        await store.receive(.load) {
            if let prediction = Drawn13Reducer.predictLoad(in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Int].testSample))
        await store.receive(.loadSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.startUpdates) {
            $0.updatesActive = true
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(query: store.state.query)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn13Spec.sendPollInterval))
        await clock.advance(by: Drawn13Spec.sendPollInterval)
        await store.receive(.send(text: String.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
            $0.sendIsLoading = true
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(text: String.testSample, query: store.state.query, [Item].testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendItems.insert(contentsOf: [Item].testSample, at: 0)
            $0.sendIsLoading = false
        }
        await store.receive(.load) {
            if let prediction = Drawn13Reducer.predictLoad(in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Int].testSample))
        await store.receive(.loadSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.startUpdates) {
            $0.updatesActive = true
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(query: store.state.query)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
        }
        await store.send(.stopPollingSend)
        await store.finish()
    }

    // MARK: navigation (stack)

    func testPushAppendsARouteToThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn13Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.finish()
    }

    func testPopRemovesTheLastRoute() async {
        let (store, _, _) = makeStore()
        let route = Drawn13Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.send(.pop) {
            $0.path = []
        }
        await store.finish()
    }

    func testPopOnTheRootChangesNothing() async {
        let (store, _, _) = makeStore()
        await store.send(.pop)
        await store.finish()
    }

    func testSetPathReplacesThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn13Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.finish()
    }

    func testPopToRootEmptiesThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn13Route.home
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.send(.popToRoot) {
            $0.path = []
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, ready, bump → load, bump → submit, stopUpdates → search)

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

    func testBumpStartsLoadAndSubmit() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        await store.receive(.load) {
            if let prediction = Drawn13Reducer.predictLoad(in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await store.receive(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.loadAnswers.answer(.success([Int].testSample))
        await store.receive(.loadSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.startUpdates) {
            $0.updatesActive = true
        }
        service.submitAnswers.answer(.success(Int.testSample))
        await store.receive(.submitSuccess(Int.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .succeeded
            $0.submitItems.insert(Int.testSample, at: 0)
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(query: store.state.query)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
        }
        await store.finish()
    }

    func testStopUpdatesStartsSearch() async {
        let (store, service, _) = makeStore()
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.receive(.search) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(query: store.state.query)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: rows (Drawn13Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn13State(rows: [Drawn13RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .load)) {
            $0.rows[id: Int.testSample]!.loadStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .load))
        await store.finish()
    }
}
