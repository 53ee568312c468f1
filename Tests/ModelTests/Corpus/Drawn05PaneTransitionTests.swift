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

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(()))
        await store.receive(.rateSuccess(count: Int.testSample, ready: store.state.ready)) {
            $0.rateStatus[Int.testSample] = .succeeded
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(count: Int.testSample, ready: store.state.ready, ModelFailure.testSample)) {
            $0.rateStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testRateTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05PaneSpec.rateTimeout)
        await store.receive(.rateFailure(count: Int.testSample, ready: store.state.ready, ModelFailure.timedOut(after: Drawn05PaneSpec.rateTimeout))) {
            $0.rateStatus[Int.testSample] = .failed(ModelFailure.timedOut(after: Drawn05PaneSpec.rateTimeout))
        }
        await store.finish()
    }

    func testRateCallWhileOneIsInFlightIsDropped() async {
        guard Drawn05PaneSpec.ratePolicy == .first else {
            return XCTFail("The request rate (\(Drawn05PaneSpec.rateDeclaration)) has the policy \(Drawn05PaneSpec.ratePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(count: Int.testSample))
        service.rateAnswers.answer(.success(()))
        service.rateAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.rateSuccess(count: Int.testSample, ready: store.state.ready)) {
            $0.rateStatus[Int.testSample] = .succeeded
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
