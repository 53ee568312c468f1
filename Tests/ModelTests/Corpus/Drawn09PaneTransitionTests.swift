// Drawn09PaneTransitionTests.swift
// Written once by reduxgen from Drawn09Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn09PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn09PaneState, Drawn09PaneAction>, Drawn09PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn09PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn09PaneState(id: Int.testSample),
            reducer: Drawn09PaneReducer.reduce,
            middlewares: [Drawn09PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load(text: String.testSample)) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(Int.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.append(Int.testSample)
        }
        await store.finish()
    }

    func testLoadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(text: String.testSample)) {
            $0.loadStatus = .loading
        }
        for _ in 0...2 { service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(0.25)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(Int.testSample))
        await store.send(.loadFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLoadErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(text: String.testSample)) {
            $0.loadStatus = .loading
        }
        for _ in 0...2 { service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(0.25)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissLoadError) {
            $0.loadStatus = .idle
        }
        await store.finish()
    }

    func testLoadLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.load(text: String.testSample)) {
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load(text: String.testSample))
        await service.loadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(Int.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.append(Int.testSample)
        }
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess([Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess([Item].testSample))
        await store.send(.fetchFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testFetchTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.timedOut(after: .seconds(1)))) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(1)))
        }
        await store.finish()
    }

    func testFetchLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(count: Int.testSample))
        await service.fetchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess([Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.append(contentsOf: [Item].testSample)
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
