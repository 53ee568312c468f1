// Drawn02PaneTransitionTests.swift
// Written once by reduxgen from Drawn02Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn02PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn02PaneState, Drawn02PaneAction>, Drawn02PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn02PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn02PaneState(id: Int.testSample),
            reducer: Drawn02PaneReducer.reduce,
            middlewares: [Drawn02PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load(ref: Int.testSample)) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess(ref: Int.testSample, ready: store.state.ready)) {
            $0.loadStatus = .succeeded
        }
        await store.finish()
    }

    func testLoadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(ref: Int.testSample)) {
            $0.loadStatus = .loading
        }
        for _ in 0...Drawn02PaneSpec.loadRetry.attempts { service.loadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn02PaneSpec.loadRetry.attempts where Drawn02PaneSpec.loadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn02PaneSpec.loadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(ref: Int.testSample, ready: store.state.ready, ModelFailure.testSample)) {
            $0.loadStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLoadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.load(ref: Int.testSample)) {
            $0.loadStatus = .loading
        }
        await store.send(.cancelLoad) {
            $0.loadStatus = .idle
        }
        service.loadAnswers.answer(.success(()))
        await store.finish()
    }

    func testLoadCallWhileOneIsInFlightIsDropped() async {
        guard Drawn02PaneSpec.loadPolicy == .first else {
            return XCTFail("The request load (\(Drawn02PaneSpec.loadDeclaration)) has the policy \(Drawn02PaneSpec.loadPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.load(ref: Int.testSample)) {
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load(ref: Int.testSample))
        service.loadAnswers.answer(.success(()))
        service.loadAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.loadSuccess(ref: Int.testSample, ready: store.state.ready)) {
            $0.loadStatus = .succeeded
        }
        await store.finish()
    }

    func testLoadPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingLoad(ref: Int.testSample))
        await store.receive(.load(ref: Int.testSample)) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess(ref: Int.testSample, ready: store.state.ready)) {
            $0.loadStatus = .succeeded
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn02PaneSpec.loadPollInterval))
        await clock.advance(by: Drawn02PaneSpec.loadPollInterval)
        await store.receive(.load(ref: Int.testSample)) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess(ref: Int.testSample, ready: store.state.ready)) {
            $0.loadStatus = .succeeded
        }
        await store.send(.stopPollingLoad)
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
