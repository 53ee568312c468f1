// Drawn01RowTransitionTests.swift
// Written once by reduxgen from Drawn01Row.yaml (--tests); from now on this file is yours.
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
final class Drawn01RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn01RowState, Drawn01RowAction>, Drawn01RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn01RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn01RowState(id: Int.testSample),
            reducer: Drawn01RowReducer.reduce,
            middlewares: [Drawn01RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn01RowSpec.saveDebounce)
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess(id: store.state.id, [Item].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn01RowSpec.saveDebounce)
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(id: store.state.id, ModelFailure.testSample)) {
            $0.saveStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSaveIsCancelled() async {
        let (store, service, clock) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn01RowSpec.saveDebounce)
        await store.send(.cancelSave) {
            $0.saveStatus = .idle
        }
        service.saveAnswers.answer(.success([Item].testSample))
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
