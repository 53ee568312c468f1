// Drawn13TransitionTests.swift
// Written once by reduxgen from Drawn13.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each binding's setter, and each action after which requests start by themselves, has a
// test too.

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import ModelCorpus

@MainActor
final class Drawn13TransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn13State, Drawn13Action>, Drawn13ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn13ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn13State(),
            reducer: Drawn13Reducer.reduce,
            middlewares: [Drawn13Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = Item.testSample
        }
        // submit's when: decides whether the follow-up calls the service.
        let submitCalls = Drawn13Reducer.shouldStartSubmit(store.state)
        await store.receive(.submit) {
            if submitCalls {
                $0.submitInFlight = 1
                $0.submitStatus = .loading
            }
        }
        if submitCalls {
            service.submitAnswers.answer(.success(Item.testSample))
            await store.receive(.submitSuccess(Item.testSample)) {
                $0.submitInFlight = 0
                $0.submitStatus = .succeeded
                $0.submitItems.insert(Item.testSample, at: 0)
            }
        }
        await store.finish()
    }

    func testSearchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        for _ in 0...Drawn13Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn13Spec.searchRetry.attempts where Drawn13Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn13Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testSearchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        for _ in 0...Drawn13Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn13Spec.searchRetry.attempts where Drawn13Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn13Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = Item.testSample
        }
        // submit's when: decides whether the follow-up calls the service.
        let submitCalls = Drawn13Reducer.shouldStartSubmit(store.state)
        await store.receive(.submit) {
            if submitCalls {
                $0.submitInFlight = 1
                $0.submitStatus = .loading
            }
        }
        if submitCalls {
            service.submitAnswers.answer(.success(Item.testSample))
            await store.receive(.submitSuccess(Item.testSample)) {
                $0.submitInFlight = 0
                $0.submitStatus = .succeeded
                $0.submitItems.insert(Item.testSample, at: 0)
            }
        }
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn13Spec.searchPolicy == .latest else {
            return XCTFail("The request search (\(Drawn13Spec.searchDeclaration)) has the policy \(Drawn13Spec.searchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search)
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = Item.testSample
        }
        // submit's when: decides whether the follow-up calls the service.
        let submitCalls = Drawn13Reducer.shouldStartSubmit(store.state)
        await store.receive(.submit) {
            if submitCalls {
                $0.submitInFlight = 1
                $0.submitStatus = .loading
            }
        }
        if submitCalls {
            service.submitAnswers.answer(.success(Item.testSample))
            await store.receive(.submitSuccess(Item.testSample)) {
                $0.submitInFlight = 0
                $0.submitStatus = .succeeded
                $0.submitItems.insert(Item.testSample, at: 0)
            }
        }
        await store.finish()
    }

    // MARK: submit

    /// Whether `submit`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func submitStarts(_ store: ReduxTesting.TestStore<Drawn13State, Drawn13Action>, _ service: Drawn13ServiceMock) async -> Bool {
        guard Drawn13Reducer.shouldStartSubmit(store.state) else {
            await store.send(.submit)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "submit was called although its when: is false")
            return false
        }
        return true
    }

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .succeeded
            $0.submitItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
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
        await store.send(.submitSuccess(Item.testSample))
        await store.send(.submitFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSubmitTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn13Spec.submitTimeout)
        await store.receive(.submitFailure(ReduxRuntime.RequestError.timedOut(after: Drawn13Spec.submitTimeout))) {
            $0.submitInFlight = 0
            $0.submitStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn13Spec.submitTimeout))
        }
        await store.finish()
    }

    func testSubmitIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        await store.send(.cancelSubmit) {
            $0.submitInFlight = 0
            $0.submitStatus = .idle
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSubmitConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn13Spec.submitPolicy == .concurrent else {
            return XCTFail("The request submit (\(Drawn13Spec.submitDeclaration)) has the policy \(Drawn13Spec.submitPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
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
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitInFlight = 0
            $0.submitItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            var predictions = $0.postPredictions.take()
            predictions.rollBackAll(in: &$0.postItems) { $0 == Int.testSample }
            $0.postPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictPost(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.postItems, for: Int.testSample)
                $0.postPredictions = consume predictions
            }
            $0.postStatus[Int.testSample] = .loading
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess(count: Int.testSample, ref: Int.testSample, [Item].testSample)) {
            $0.postStatus[Int.testSample] = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.postItems) { $0 == Int.testSample }
            $0.postPredictions = consume predictions
        }
        // submit's when: decides whether the follow-up calls the service.
        let submitCalls = Drawn13Reducer.shouldStartSubmit(store.state)
        await store.receive(.submit) {
            if submitCalls {
                $0.submitInFlight = 1
                $0.submitStatus = .loading
            }
        }
        if submitCalls {
            service.submitAnswers.answer(.success(Item.testSample))
            await store.receive(.submitSuccess(Item.testSample)) {
                $0.submitInFlight = 0
                $0.submitStatus = .succeeded
                $0.submitItems.insert(Item.testSample, at: 0)
            }
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            var predictions = $0.postPredictions.take()
            predictions.rollBackAll(in: &$0.postItems) { $0 == Int.testSample }
            $0.postPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictPost(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.postItems, for: Int.testSample)
                $0.postPredictions = consume predictions
            }
            $0.postStatus[Int.testSample] = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(count: Int.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.postPredictions.take()
            predictions.rollBack(in: &$0.postItems) { $0 == Int.testSample }
            $0.postPredictions = consume predictions
        }
        await store.finish()
    }

    func testPostLatestCallSupersedesTheOneInFlight() async {
        guard Drawn13Spec.postPolicy == .latest else {
            return XCTFail("The request post (\(Drawn13Spec.postDeclaration)) has the policy \(Drawn13Spec.postPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            var predictions = $0.postPredictions.take()
            predictions.rollBackAll(in: &$0.postItems) { $0 == Int.testSample }
            $0.postPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictPost(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.postItems, for: Int.testSample)
                $0.postPredictions = consume predictions
            }
            $0.postStatus[Int.testSample] = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post(count: Int.testSample, ref: Int.testSample)) {
            var predictions = $0.postPredictions.take()
            predictions.rollBackAll(in: &$0.postItems) { $0 == Int.testSample }
            $0.postPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictPost(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.postItems, for: Int.testSample)
                $0.postPredictions = consume predictions
            }
        }
        await service.postAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess(count: Int.testSample, ref: Int.testSample, [Item].testSample)) {
            $0.postStatus[Int.testSample] = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.postItems) { $0 == Int.testSample }
            $0.postPredictions = consume predictions
        }
        // submit's when: decides whether the follow-up calls the service.
        let submitCalls = Drawn13Reducer.shouldStartSubmit(store.state)
        await store.receive(.submit) {
            if submitCalls {
                $0.submitInFlight = 1
                $0.submitStatus = .loading
            }
        }
        if submitCalls {
            service.submitAnswers.answer(.success(Item.testSample))
            await store.receive(.submitSuccess(Item.testSample)) {
                $0.submitInFlight = 0
                $0.submitStatus = .succeeded
                $0.submitItems.insert(Item.testSample, at: 0)
            }
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, setReady → search, poke → search)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, service, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.receive(.search) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = Item.testSample
        }
        // submit's when: decides whether the follow-up calls the service.
        let submitCalls = Drawn13Reducer.shouldStartSubmit(store.state)
        await store.receive(.submit) {
            if submitCalls {
                $0.submitInFlight = 1
                $0.submitStatus = .loading
            }
        }
        if submitCalls {
            service.submitAnswers.answer(.success(Item.testSample))
            await store.receive(.submitSuccess(Item.testSample)) {
                $0.submitInFlight = 0
                $0.submitStatus = .succeeded
                $0.submitItems.insert(Item.testSample, at: 0)
            }
        }
        await store.finish()
    }

    func testPokeStartsSearch() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        await store.receive(.search) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = Item.testSample
        }
        // submit's when: decides whether the follow-up calls the service.
        let submitCalls = Drawn13Reducer.shouldStartSubmit(store.state)
        await store.receive(.submit) {
            if submitCalls {
                $0.submitInFlight = 1
                $0.submitStatus = .loading
            }
        }
        if submitCalls {
            service.submitAnswers.answer(.success(Item.testSample))
            await store.receive(.submitSuccess(Item.testSample)) {
                $0.submitInFlight = 0
                $0.submitStatus = .succeeded
                $0.submitItems.insert(Item.testSample, at: 0)
            }
        }
        await store.finish()
    }
}
