// Drawn08PaneTransitionTests.swift
// Written once by reduxgen from Drawn08Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn08PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn08PaneState, Drawn08PaneAction>, Drawn08PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn08PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn08PaneState(id: Int.testSample),
            reducer: Drawn08PaneReducer.reduce,
            middlewares: [Drawn08PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(Item.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
            $0.postItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess(Item.testSample))
        await store.send(.postFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testPostErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissPostError) {
            $0.postStatus = .idle
        }
        await store.finish()
    }

    func testPostQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        await store.send(.post) {
            $0.postInFlight = 2
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postFailure(ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.postSuccess(Item.testSample)) {
            $0.postInFlight = 0
            $0.postItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            $0.syncItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSyncFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        for _ in 0...1 { service.syncAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(ModelFailure.testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess([Item].testSample))
        await store.send(.syncFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSyncConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync) {
            $0.syncInFlight = 2
        }
        await service.syncAnswers.waitForCalls(waiting: 2)
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncInFlight = 1
            $0.syncItems.upsert(contentsOf: [Item].testSample)
        }
        for _ in 0...1 { service.syncAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(ModelFailure.testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSyncPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSync)
        await store.receive(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            $0.syncItems.upsert(contentsOf: [Item].testSample)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            $0.syncItems.upsert(contentsOf: [Item].testSample)
        }
        await store.send(.stopPollingSync)
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
}
