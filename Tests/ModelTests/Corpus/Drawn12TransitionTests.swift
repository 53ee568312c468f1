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

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            if let prediction = Drawn12Reducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            var predictions = $0.sendPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSendFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.send) {
            if let prediction = Drawn12Reducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        for _ in 0...Drawn12Spec.sendRetry.attempts { service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn12Spec.sendRetry.attempts where Drawn12Spec.sendRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn12Spec.sendRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.sendPredictions.take()
            predictions.rollBack(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess([Item].testSample))
        await store.send(.sendFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSendConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn12Spec.sendPolicy == .concurrent else {
            return XCTFail("The request send (\(Drawn12Spec.sendDeclaration)) has the policy \(Drawn12Spec.sendPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.send) {
            if let prediction = Drawn12Reducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send) {
            if let prediction = Drawn12Reducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendInFlight = 2
        }
        await service.sendAnswers.waitForCalls(waiting: 2)
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendInFlight = 1
            var predictions = $0.sendPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.receive(.bump)
        for _ in 0...Drawn12Spec.sendRetry.attempts { service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn12Spec.sendRetry.attempts where Drawn12Spec.sendRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn12Spec.sendRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.sendPredictions.take()
            predictions.rollBack(in: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.finish()
    }

    func testSendPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSend)
        await store.receive(.send) {
            if let prediction = Drawn12Reducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            var predictions = $0.sendPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.receive(.bump)
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn12Spec.sendPollInterval))
        await clock.advance(by: Drawn12Spec.sendPollInterval)
        await store.receive(.send) {
            if let prediction = Drawn12Reducer.predictSend(in: $0) {
                var predictions = $0.sendPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.sendItems, for: ())
                $0.sendPredictions = consume predictions
            }
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            var predictions = $0.sendPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.sendItems)
            $0.sendPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.send(.stopPollingSend)
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload(count: Int.testSample, text: String.testSample)) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn12Spec.uploadDebounce)
        service.uploadAnswers.answer(.success([Item].testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, text: String.testSample, query: store.state.query, page: store.state.page, [Item].testSample)) {
            $0.uploadStatus = .succeeded
            $0.uploadItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testUploadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload(count: Int.testSample, text: String.testSample)) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn12Spec.uploadDebounce)
        for _ in 0...Drawn12Spec.uploadRetry.attempts { service.uploadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn12Spec.uploadRetry.attempts where Drawn12Spec.uploadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn12Spec.uploadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(count: Int.testSample, text: String.testSample, query: store.state.query, page: store.state.page, ModelFailure.testSample)) {
            $0.uploadStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn12State, Drawn12Action>, _ service: Drawn12ServiceMock) async -> Bool {
        guard Drawn12Reducer.shouldStartLookup(store.state) else {
            await store.send(.lookup(ref: Int.testSample, count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(ref: Int.testSample, count: Int.testSample)) {
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn12Spec.lookupDebounce)
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, count: Int.testSample, page: store.state.page, [Int].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(ref: Int.testSample, count: Int.testSample)) {
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn12Spec.lookupDebounce)
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ref: Int.testSample, count: Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(ref: Int.testSample, count: Int.testSample)) {
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn12Spec.lookupDebounce)
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ref: Int.testSample, count: Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissLookupError) {
            $0.lookupStatus = .idle
        }
        await store.finish()
    }

    func testLookupIsSkippedWhenItsWhenIsFalseAsItsDebounceEnds() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        // When lookup's when: is false as its debounce ends, the loader makes no call and dispatches
        // lookupSkipped: the status that the request action made loading is idle again.
        var state = store.state
        Drawn12Reducer.reduce(&state, .lookup(ref: Int.testSample, count: Int.testSample))
        XCTAssertEqual(state.lookupStatus, .loading)
        Drawn12Reducer.reduce(&state, .lookupSkipped)
        XCTAssertEqual(state.lookupStatus, .idle)
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
        await store.send(.pane(.rate)) {
            $0.pane!.rateStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.rate))
        await store.finish()
    }
}
