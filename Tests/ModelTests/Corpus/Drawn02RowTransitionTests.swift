// Drawn02RowTransitionTests.swift
// Written once by reduxgen from Drawn02Row.yaml (--tests); from now on this file is yours.
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
final class Drawn02RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn02RowState, Drawn02RowAction>, Drawn02RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn02RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn02RowState(id: Int.testSample),
            reducer: Drawn02RowReducer.reduce,
            middlewares: [Drawn02RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post(String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(String.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
        }
        await store.finish()
    }

    func testPostFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.post(String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        for _ in 0...Drawn02RowSpec.postRetry.attempts { service.postAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn02RowSpec.postRetry.attempts where Drawn02RowSpec.postRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn02RowSpec.postRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.postFailure(String.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready, ModelFailure.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess(String.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready))
        await store.send(.postFailure(String.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready, ModelFailure.testSample))
        await store.finish()
    }

    func testPostIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.post(String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        await store.send(.cancelPost) {
            $0.postInFlight = 0
            $0.postStatus = .idle
        }
        service.postAnswers.answer(.success(()))
        await store.finish()
    }

    func testPostErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.post(String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        for _ in 0...Drawn02RowSpec.postRetry.attempts { service.postAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn02RowSpec.postRetry.attempts where Drawn02RowSpec.postRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn02RowSpec.postRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.postFailure(String.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready, ModelFailure.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissPostError) {
            $0.postStatus = .idle
        }
        await store.finish()
    }

    func testPostQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn02RowSpec.postPolicy == .queue else {
            return XCTFail("The request post (\(Drawn02RowSpec.postDeclaration)) has the policy \(Drawn02RowSpec.postPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.post(String.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        await store.send(.post(String.testSample)) {
            $0.postInFlight = 2
        }
        for _ in 0...Drawn02RowSpec.postRetry.attempts { service.postAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn02RowSpec.postRetry.attempts where Drawn02RowSpec.postRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn02RowSpec.postRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        service.postAnswers.answer(.success(()))
        await store.receive(.postFailure(String.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready, ModelFailure.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.postSuccess(String.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready)) {
            $0.postInFlight = 0
        }
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
}
