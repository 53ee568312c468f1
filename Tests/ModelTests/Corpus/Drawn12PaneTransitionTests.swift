// Drawn12PaneTransitionTests.swift
// Written once by reduxgen from Drawn12Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn12PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn12PaneState, Drawn12PaneAction>, Drawn12PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn12PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn12PaneState(id: Int.testSample),
            reducer: Drawn12PaneReducer.reduce,
            middlewares: [Drawn12PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(ref: Int.testSample, count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(ref: Int.testSample, count: Int.testSample, Item.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
        }
        await store.finish()
    }

    func testSyncFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(ref: Int.testSample, count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        for _ in 0...2 { service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(0.25)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(ref: Int.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess(ref: Int.testSample, count: Int.testSample, Item.testSample))
        await store.send(.syncFailure(ref: Int.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSyncTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.sync(ref: Int.testSample, count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        for retry in 1...2 {
            await clock.waitForSleepers(1)
            await clock.advance(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(0.25)).delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: .seconds(5))
        }
        await store.receive(.syncFailure(ref: Int.testSample, count: Int.testSample, ReduxRuntime.RequestError.timedOut(after: .seconds(5)))) {
            $0.syncStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))
        }
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(ref: Int.testSample, count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(ref: Int.testSample, count: Int.testSample))
        service.syncAnswers.answer(.success(Item.testSample))
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.syncSuccess(ref: Int.testSample, count: Int.testSample, Item.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
        }
        await store.finish()
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample)) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess([Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.append(contentsOf: [Int].testSample)
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample)) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess([Int].testSample))
        await store.send(.postFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testPostIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample)) {
            $0.postStatus = .loading
        }
        await store.send(.cancelPost) {
            $0.postStatus = .idle
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testPostLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample)) {
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post(count: Int.testSample))
        await service.postAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess([Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.append(contentsOf: [Int].testSample)
        }
        await store.receive(.bump)
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
