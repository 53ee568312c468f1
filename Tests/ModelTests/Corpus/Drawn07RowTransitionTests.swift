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

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.syncFailure(ModelFailure.testSample)) {
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

    func testSyncIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        await store.send(.cancelSync) {
            $0.syncStatus = .idle
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSyncLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync)
        await service.syncAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, setReady → sync, poke → sync)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, service, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.receive(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testPokeStartsSync() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        await store.receive(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.upsert(Item.testSample)
        }
        await store.finish()
    }
}
