// Drawn10PaneTransitionTests.swift
// Written once by reduxgen from Drawn10Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn10PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn10PaneState, Drawn10PaneAction>, Drawn10PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn10PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn10PaneState(id: Int.testSample),
            reducer: Drawn10PaneReducer.reduce,
            middlewares: [Drawn10PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: save

    /// Whether `save`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func saveStarts(_ store: ReduxTesting.TestStore<Drawn10PaneState, Drawn10PaneAction>, _ service: Drawn10PaneServiceMock) async -> Bool {
        guard Drawn10PaneReducer.shouldStartSave(store.state) else {
            await store.send(.save(text: String.testSample, count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "save was called although its when: is false")
            return false
        }
        return true
    }

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess(text: String.testSample, count: Int.testSample, [Item].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10PaneSpec.saveTimeout)
        await store.receive(.saveFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn10PaneSpec.saveTimeout))) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn10PaneSpec.saveTimeout))
        }
        await store.finish()
    }

    func testSaveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSaveError) {
            $0.saveStatus = .idle
        }
        await store.finish()
    }

    func testSaveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn10PaneSpec.savePolicy == .latest else {
            return XCTFail("The request save (\(Drawn10PaneSpec.saveDeclaration)) has the policy \(Drawn10PaneSpec.savePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(text: String.testSample, count: Int.testSample)) {
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(text: String.testSample, count: Int.testSample))
        await service.saveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess(text: String.testSample, count: Int.testSample, [Item].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(contentsOf: [Item].testSample)
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
