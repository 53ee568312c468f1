// Drawn03PaneTransitionTests.swift
// Written once by reduxgen from Drawn03Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn03PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn03PaneState, Drawn03PaneAction>, Drawn03PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn03PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn03PaneState(id: Int.testSample),
            reducer: Drawn03PaneReducer.reduce,
            middlewares: [Drawn03PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            $0.syncItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.syncFailure(ModelFailure.testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess(Item.testSample))
        await store.send(.syncFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSyncQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        await store.send(.sync) {
            $0.syncInFlight = 2
        }
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncFailure(ModelFailure.testSample)) {
            $0.syncInFlight = 1
            $0.syncStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncInFlight = 0
            $0.syncItems.insert(Item.testSample, at: 0)
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
