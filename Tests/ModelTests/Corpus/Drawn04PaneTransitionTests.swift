// Drawn04PaneTransitionTests.swift
// Written once by reduxgen from Drawn04Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn04PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn04PaneState, Drawn04PaneAction>, Drawn04PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn04PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn04PaneState(id: Int.testSample),
            reducer: Drawn04PaneReducer.reduce,
            middlewares: [Drawn04PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.post(ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04PaneSpec.postDebounce)
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(ref: Int.testSample, page: store.state.page)) {
            $0.postStatus = .succeeded
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.post(ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04PaneSpec.postDebounce)
        service.postAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.postFailure(ref: Int.testSample, page: store.state.page, ModelFailure.testSample)) {
            $0.postStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testPostIsCancelled() async {
        let (store, service, clock) = makeStore()
        await store.send(.post(ref: Int.testSample)) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04PaneSpec.postDebounce)
        await store.send(.cancelPost) {
            $0.postStatus = .idle
        }
        service.postAnswers.answer(.success(()))
        await store.finish()
    }

    // MARK: submit

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .succeeded
            $0.submitItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testSubmitFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        for _ in 0...Drawn04PaneSpec.submitRetry.attempts { service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn04PaneSpec.submitRetry.attempts where Drawn04PaneSpec.submitRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn04PaneSpec.submitRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
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

    func testSubmitErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        for _ in 0...Drawn04PaneSpec.submitRetry.attempts { service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn04PaneSpec.submitRetry.attempts where Drawn04PaneSpec.submitRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn04PaneSpec.submitRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.submitFailure(ReduxRuntime.RequestError.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSubmitError) {
            $0.submitStatus = .idle
        }
        await store.finish()
    }

    func testSubmitQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn04PaneSpec.submitPolicy == .queue else {
            return XCTFail("The request submit (\(Drawn04PaneSpec.submitDeclaration)) has the policy \(Drawn04PaneSpec.submitPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        await store.send(.submit) {
            $0.submitInFlight = 2
        }
        for _ in 0...Drawn04PaneSpec.submitRetry.attempts { service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn04PaneSpec.submitRetry.attempts where Drawn04PaneSpec.submitRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn04PaneSpec.submitRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitFailure(ReduxRuntime.RequestError.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitInFlight = 0
            $0.submitItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, setPage → submit, ready)

    func testSetPageAssignsPage() async {
        let (store, service, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.receive(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .succeeded
            $0.submitItems.upsert(Item.testSample)
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
}
