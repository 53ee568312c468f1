// Drawn11TransitionTests.swift
// Written once by reduxgen from Drawn11.yaml (--tests); from now on this file is yours.
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
final class Drawn11TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn11State = Drawn11State()
    ) -> (ReduxTesting.TestStore<Drawn11State, Drawn11Action>, Drawn11ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn11ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn11Reducer.reduce,
            middlewares: [Drawn11Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: send

    /// Whether `send`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func sendStarts(_ store: ReduxTesting.TestStore<Drawn11State, Drawn11Action>, _ service: Drawn11ServiceMock) async -> Bool {
        guard Drawn11Reducer.shouldStartSend(store.state) else {
            await store.send(.send(count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "send was called although its when: is false")
            return false
        }
        return true
    }

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(count: Int.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
            $0.sendIsLoading = true
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, Item.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendItems.insert(Item.testSample, at: 0)
            $0.sendIsLoading = false
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(count: Int.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
            $0.sendIsLoading = true
        }
        service.sendAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.sendFailure(count: Int.testSample, ModelFailure.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ModelFailure.testSample)
            $0.sendIsLoading = false
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess(count: Int.testSample, Item.testSample))
        await store.send(.sendFailure(count: Int.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testSendTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(count: Int.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
            $0.sendIsLoading = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.sendTimeout)
        await store.receive(.sendFailure(count: Int.testSample, ModelFailure.timedOut(after: Drawn11Spec.sendTimeout))) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ModelFailure.timedOut(after: Drawn11Spec.sendTimeout))
            $0.sendIsLoading = false
        }
        await store.finish()
    }

    func testSendAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        // The reducer logic may end send's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn11Reducer.reduce(&state, .send(count: Int.testSample))
        XCTAssertTrue(state.sendIsLoading)
        state.sendIsLoading = false
        Drawn11Reducer.reduce(&state, .sendSuccess(count: Int.testSample, Item.testSample))
        XCTAssertEqual(state.sendStatus, .succeeded)
        XCTAssertFalse(state.sendIsLoading)
        await store.finish()
    }

    func testSendQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn11Spec.sendPolicy == .queue else {
            return XCTFail("The request send (\(Drawn11Spec.sendDeclaration)) has the policy \(Drawn11Spec.sendPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(count: Int.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
            $0.sendIsLoading = true
        }
        await store.send(.send(count: Int.testSample)) {
            $0.sendInFlight = 2
        }
        service.sendAnswers.answer(.failure(ModelFailure.testSample))
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendFailure(count: Int.testSample, ModelFailure.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.sendSuccess(count: Int.testSample, Item.testSample)) {
            $0.sendInFlight = 0
            $0.sendItems.insert(Item.testSample, at: 0)
            $0.sendIsLoading = false
        }
        await store.finish()
    }

    func testSendPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.startPollingSend(count: Int.testSample))
        await store.receive(.send(count: Int.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
            $0.sendIsLoading = true
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, Item.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendItems.insert(Item.testSample, at: 0)
            $0.sendIsLoading = false
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn11Spec.sendPollInterval))
        await clock.advance(by: Drawn11Spec.sendPollInterval)
        await store.receive(.send(count: Int.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
            $0.sendIsLoading = true
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, Item.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendItems.insert(Item.testSample, at: 0)
            $0.sendIsLoading = false
        }
        await store.send(.stopPollingSend)
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search(count: Int.testSample, text: String.testSample)) {
            if let prediction = Drawn11Reducer.predictSearch(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(count: Int.testSample, text: String.testSample, [Item].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.search(count: Int.testSample, text: String.testSample)) {
            if let prediction = Drawn11Reducer.predictSearch(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        for _ in 0...Drawn11Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn11Spec.searchRetry.attempts where Drawn11Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn11Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(count: Int.testSample, text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchError = ReduxRuntime.RequestError.testSample
            var predictions = $0.searchPredictions.take()
            predictions.markFailed(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess(count: Int.testSample, text: String.testSample, [Item].testSample))
        await store.send(.searchFailure(count: Int.testSample, text: String.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSearchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.search(count: Int.testSample, text: String.testSample)) {
            if let prediction = Drawn11Reducer.predictSearch(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await store.send(.cancelSearch) {
            $0.searchInFlight = 0
            $0.searchStatus = .idle
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        service.searchAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testSearchErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.search(count: Int.testSample, text: String.testSample)) {
            if let prediction = Drawn11Reducer.predictSearch(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        for _ in 0...Drawn11Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn11Spec.searchRetry.attempts where Drawn11Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn11Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(count: Int.testSample, text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchError = ReduxRuntime.RequestError.testSample
            var predictions = $0.searchPredictions.take()
            predictions.markFailed(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.send(.dismissSearchError) {
            $0.searchStatus = .idle
            $0.searchError = nil
        }
        await store.finish()
    }

    func testSearchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await store.send(.search(count: Int.testSample, text: String.testSample)) {
            if let prediction = Drawn11Reducer.predictSearch(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        for _ in 0...Drawn11Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn11Spec.searchRetry.attempts where Drawn11Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn11Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(count: Int.testSample, text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchError = ReduxRuntime.RequestError.testSample
            var predictions = $0.searchPredictions.take()
            predictions.markFailed(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.send(.search(count: Int.testSample, text: String.testSample)) {
            if let prediction = Drawn11Reducer.predictSearch(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(count: Int.testSample, text: String.testSample, [Item].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn11Spec.searchPolicy == .queue else {
            return XCTFail("The request search (\(Drawn11Spec.searchDeclaration)) has the policy \(Drawn11Spec.searchPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.search(count: Int.testSample, text: String.testSample)) {
            if let prediction = Drawn11Reducer.predictSearch(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await store.send(.search(count: Int.testSample, text: String.testSample)) {
            if let prediction = Drawn11Reducer.predictSearch(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 2
        }
        for _ in 0...Drawn11Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn11Spec.searchRetry.attempts where Drawn11Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn11Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchFailure(count: Int.testSample, text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchError = ReduxRuntime.RequestError.testSample
            var predictions = $0.searchPredictions.take()
            predictions.markFailed(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.receive(.searchSuccess(count: Int.testSample, text: String.testSample, [Item].testSample)) {
            $0.searchInFlight = 0
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Item].testSample, prependingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post(String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(String.testSample, Int.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.append(Int.testSample)
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess(String.testSample, Int.testSample))
        await store.send(.postFailure(String.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testPostTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.post(String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn11Spec.postTimeout)
        await store.receive(.postFailure(String.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn11Spec.postTimeout))) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn11Spec.postTimeout))
        }
        await store.finish()
    }

    func testPostQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn11Spec.postPolicy == .queue else {
            return XCTFail("The request post (\(Drawn11Spec.postDeclaration)) has the policy \(Drawn11Spec.postPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.post(String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        await store.send(.post(String.testSample)) {
            $0.postInFlight = 2
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.postSuccess(String.testSample, Int.testSample)) {
            $0.postInFlight = 0
            $0.postItems.append(Int.testSample)
        }
        await store.finish()
    }

    func testPostPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingPost(String.testSample))
        await store.receive(.post(String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(String.testSample, Int.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.append(Int.testSample)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn11Spec.postPollInterval))
        await clock.advance(by: Drawn11Spec.postPollInterval)
        await store.receive(.post(String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(String.testSample, Int.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.append(Int.testSample)
        }
        await store.send(.stopPollingPost)
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Int.testSample, Item.testSample)) {
            $0.saveStatus = .succeeded
        }
        await store.finish()
    }

    func testSaveFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.save(Int.testSample)) {
            $0.saveStatus = .loading
        }
        for _ in 0...Drawn11Spec.saveRetry.attempts { service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn11Spec.saveRetry.attempts where Drawn11Spec.saveRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn11Spec.saveRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.saveFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.save(Int.testSample)) {
            $0.saveStatus = .loading
        }
        for _ in 0...Drawn11Spec.saveRetry.attempts { service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn11Spec.saveRetry.attempts where Drawn11Spec.saveRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn11Spec.saveRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.saveFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSaveError) {
            $0.saveStatus = .idle
        }
        await store.finish()
    }

    func testSaveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn11Spec.savePolicy == .latest else {
            return XCTFail("The request save (\(Drawn11Spec.saveDeclaration)) has the policy \(Drawn11Spec.savePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(Int.testSample))
        await service.saveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Int.testSample, Item.testSample)) {
            $0.saveStatus = .succeeded
        }
        await store.finish()
    }

    func testSavePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSave(Int.testSample))
        await store.receive(.save(Int.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Int.testSample, Item.testSample)) {
            $0.saveStatus = .succeeded
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn11Spec.savePollInterval))
        await clock.advance(by: Drawn11Spec.savePollInterval)
        await store.receive(.save(Int.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Int.testSample, Item.testSample)) {
            $0.saveStatus = .succeeded
        }
        await store.send(.stopPollingSave)
        await store.finish()
    }

    // MARK: bindings and triggers (ready)

    func testSetReadyAssignsReady() async {
        let (store, _, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.finish()
    }

    // MARK: rows (Drawn11Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn11State(rows: [Drawn11RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .save(text: String.testSample))) {
            var predictions = $0.rows[id: Int.testSample]!.savePredictions.take()
            predictions.rollBackAll(in: &$0.rows[id: Int.testSample]!.saveItems) { $0 == String.testSample }
            $0.rows[id: Int.testSample]!.savePredictions = consume predictions
            if let prediction = Drawn11RowReducer.predictSave(text: String.testSample, in: $0.rows[id: Int.testSample]!) {
                var predictions = $0.rows[id: Int.testSample]!.savePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rows[id: Int.testSample]!.saveItems, for: String.testSample)
                $0.rows[id: Int.testSample]!.savePredictions = consume predictions
            }
            $0.rows[id: Int.testSample]!.saveStatus[String.testSample] = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .save(text: String.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn11Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn11State(pane: Drawn11PaneState(id: Int.testSample)))
        await store.send(.pane(.load(text: String.testSample))) {
            $0.pane!.loadInFlight = 1
            $0.pane!.loadStatus = .loading
            $0.pane!.loadIsLoading = true
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.load(text: String.testSample)))
        await store.finish()
    }
}
