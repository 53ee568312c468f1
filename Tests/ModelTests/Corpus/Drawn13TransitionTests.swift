// Drawn13TransitionTests.swift
// Written once by reduxgen from Drawn13.yaml (--tests); from now on this file is yours.
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
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess)
        await store.send(.loadFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLoadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await store.receive(.loadFailure(ReduxRuntime.RequestError.timedOut(after: .seconds(1)))) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(1)))
        }
        await store.finish()
    }

    func testLoadConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load) {
            $0.loadInFlight = 2
        }
        await service.loadAnswers.waitForCalls(waiting: 2)
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess) {
            $0.loadInFlight = 0
        }
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess(ref: Int.testSample, [Item].testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            $0.fetchItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
        }
        await store.finish()
    }

    func testFetchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        for _ in 0...1 { service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.fetchFailure(ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(ref: Int.testSample, [Item].testSample))
        await store.send(.fetchFailure(ref: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testFetchTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        for retry in 1...1 {
            await clock.waitForSleepers(1)
            await clock.advance(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: .seconds(5))
        }
        await store.receive(.fetchFailure(ref: Int.testSample, ReduxRuntime.RequestError.timedOut(after: .seconds(5)))) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))
        }
        await store.finish()
    }

    func testFetchConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchInFlight = 2
        }
        await service.fetchAnswers.waitForCalls(waiting: 2)
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess(ref: Int.testSample, [Item].testSample)) {
            $0.fetchInFlight = 1
            $0.fetchItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
        }
        for _ in 0...1 { service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.fetchFailure(ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
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
        service.submitAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.submitFailure(ModelFailure.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSubmitAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.submitSuccess(Int.testSample))
        await store.send(.submitFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSubmitConcurrentCallsEachApplyTheirAnswer() async {
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
        service.submitAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.submitFailure(ModelFailure.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .failed(ModelFailure.testSample)
        }
        service.submitAnswers.answer(.success(Int.testSample))
        await store.receive(.submitSuccess(Int.testSample)) {
            $0.submitInFlight = 0
            $0.submitItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: rate

    /// Whether `rate`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func rateStarts(_ store: ReduxTesting.TestStore<Drawn13State, Drawn13Action>, _ service: Drawn13ServiceMock) async -> Bool {
        guard Drawn13Reducer.shouldStartRate(store.state) else {
            await store.send(.rate)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "rate was called although its when: is false")
            return false
        }
        return true
    }

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = [Item].testSample
        }
        await store.receive(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(ModelFailure.testSample)) {
            $0.rateStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess([Item].testSample))
        await store.send(.rateFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testRateCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate)
        service.rateAnswers.answer(.success([Item].testSample))
        service.rateAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = [Item].testSample
        }
        await store.receive(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, setPage → rate, ready, bump → rate)

    func testSetPageAssignsPage() async {
        let (store, service, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        // rate's when: decides whether the follow-up calls the service.
        let rateCalls = Drawn13Reducer.shouldStartRate(store.state)
        await store.receive(.rate) {
            if rateCalls {
                $0.rateStatus = .loading
            }
        }
        if rateCalls {
            service.rateAnswers.answer(.success([Item].testSample))
            await store.receive(.rateSuccess([Item].testSample)) {
                $0.rateStatus = .succeeded
                $0.rateValue = [Item].testSample
            }
            await store.receive(.load) {
                $0.loadInFlight = 1
                $0.loadStatus = .loading
            }
            service.loadAnswers.answer(.success(()))
            await store.receive(.loadSuccess) {
                $0.loadInFlight = 0
                $0.loadStatus = .succeeded
            }
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

    func testBumpStartsRate() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        // rate's when: decides whether the follow-up calls the service.
        let rateCalls = Drawn13Reducer.shouldStartRate(store.state)
        await store.receive(.rate) {
            if rateCalls {
                $0.rateStatus = .loading
            }
        }
        if rateCalls {
            service.rateAnswers.answer(.success([Item].testSample))
            await store.receive(.rateSuccess([Item].testSample)) {
                $0.rateStatus = .succeeded
                $0.rateValue = [Item].testSample
            }
            await store.receive(.load) {
                $0.loadInFlight = 1
                $0.loadStatus = .loading
            }
            service.loadAnswers.answer(.success(()))
            await store.receive(.loadSuccess) {
                $0.loadInFlight = 0
                $0.loadStatus = .succeeded
            }
        }
        await store.finish()
    }

    // MARK: pane (Drawn13Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn13State(pane: Drawn13PaneState(id: Int.testSample)))
        await store.send(.pane(.post)) {
            $0.pane!.postStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.post))
        await store.finish()
    }
}
