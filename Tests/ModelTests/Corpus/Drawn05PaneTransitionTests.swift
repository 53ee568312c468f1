// Drawn05PaneTransitionTests.swift
// Written once by reduxgen from Drawn05Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn05PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn05PaneState, Drawn05PaneAction>, Drawn05PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn05PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn05PaneState(id: Int.testSample),
            reducer: Drawn05PaneReducer.reduce,
            middlewares: [Drawn05PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(()))
        await store.receive(.fetchSuccess(Int.testSample, query: store.state.query)) {
            $0.fetchStatus = .succeeded
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(Int.testSample, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.fetchError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testFetchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(Int.testSample, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.fetchError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.fetch(Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(()))
        await store.receive(.fetchSuccess(Int.testSample, query: store.state.query)) {
            $0.fetchStatus = .succeeded
        }
        await store.finish()
    }

    func testFetchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn05PaneSpec.fetchPolicy == .latest else {
            return XCTFail("The request fetch (\(Drawn05PaneSpec.fetchDeclaration)) has the policy \(Drawn05PaneSpec.fetchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.fetch(Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(Int.testSample))
        await service.fetchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.fetchAnswers.answer(.success(()))
        await store.receive(.fetchSuccess(Int.testSample, query: store.state.query)) {
            $0.fetchStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSendFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus = .loading
        }
        for _ in 0...Drawn05PaneSpec.sendRetry.attempts { service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn05PaneSpec.sendRetry.attempts where Drawn05PaneSpec.sendRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn05PaneSpec.sendRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.sendFailure(ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testSendIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus = .loading
        }
        await store.send(.cancelSend) {
            $0.sendStatus = .idle
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testSendKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus = .loading
        }
        for _ in 0...Drawn05PaneSpec.sendRetry.attempts { service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn05PaneSpec.sendRetry.attempts where Drawn05PaneSpec.sendRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn05PaneSpec.sendRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.sendFailure(ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSendCallWhileOneIsInFlightIsDropped() async {
        guard Drawn05PaneSpec.sendPolicy == .first else {
            return XCTFail("The request send (\(Drawn05PaneSpec.sendDeclaration)) has the policy \(Drawn05PaneSpec.sendPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(ref: Int.testSample))
        service.sendAnswers.answer(.success([Item].testSample))
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.sendSuccess(ref: Int.testSample, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSendIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus = .loading
        }
        await store.receive(.sendSuccess(ref: Int.testSample, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.send(.forceSend(ref: Int.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await clock.advance(by: Drawn05PaneSpec.sendCacheLifetime)
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
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
