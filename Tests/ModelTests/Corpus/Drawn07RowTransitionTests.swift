// Drawn07RowTransitionTests.swift
// Written once by reduxgen from Drawn07Row.yaml (--tests); from now on this file is yours.
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
final class Drawn07RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn07RowState, Drawn07RowAction>, Drawn07RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn07RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn07RowState(id: Int.testSample),
            reducer: Drawn07RowReducer.reduce,
            middlewares: [Drawn07RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(id: store.state.id, ready: store.state.ready, Item.testSample)) {
            $0.fetchStatus = .succeeded
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.fetchFailure(id: store.state.id, ready: store.state.ready, ModelFailure.testSample)) {
            $0.fetchStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testFetchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn07RowSpec.fetchPolicy == .latest else {
            return XCTFail("The request fetch (\(Drawn07RowSpec.fetchDeclaration)) has the policy \(Drawn07RowSpec.fetchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch)
        await service.fetchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(id: store.state.id, ready: store.state.ready, Item.testSample)) {
            $0.fetchStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, ready, bump → fetch)

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

    func testBumpStartsFetch() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        await store.receive(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(id: store.state.id, ready: store.state.ready, Item.testSample)) {
            $0.fetchStatus = .succeeded
        }
        await store.finish()
    }
}
