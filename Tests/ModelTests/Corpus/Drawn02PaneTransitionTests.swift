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

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate(count: Int.testSample, ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, ref: Int.testSample, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testRateFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate(count: Int.testSample, ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        for _ in 0...1 { service.rateAnswers.answer(.failure(ModelFailure.testSample)) }
        await store.receive(.rateFailure(count: Int.testSample, ref: Int.testSample, ModelFailure.testSample)) {
            $0.rateStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(count: Int.testSample, ref: Int.testSample, Item.testSample))
        await store.send(.rateFailure(count: Int.testSample, ref: Int.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testRateIsCancelled() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate(count: Int.testSample, ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        await store.send(.cancelRate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = nil
        }
        service.rateAnswers.answer(.success(Item.testSample))
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
