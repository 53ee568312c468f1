// Drawn06PaneTransitionTests.swift
// Written once by reduxgen from Drawn06Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn06PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn06PaneState, Drawn06PaneAction>, Drawn06PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn06PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn06PaneState(id: Int.testSample),
            reducer: Drawn06PaneReducer.reduce,
            middlewares: [Drawn06PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: load

    /// Whether `load`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func loadStarts(_ store: ReduxTesting.TestStore<Drawn06PaneState, Drawn06PaneAction>, _ service: Drawn06PaneServiceMock) async -> Bool {
        guard Drawn06PaneReducer.shouldStartLoad(store.state) else {
            await store.send(.load)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "load was called although its when: is false")
            return false
        }
        return true
    }

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
            $0.loadIsLoading = true
        }
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(Int.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            $0.loadItems.append(Int.testSample)
            $0.loadIsLoading = false
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
            $0.loadIsLoading = true
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.loadIsLoading = false
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(Int.testSample))
        await store.send(.loadFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLoadAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        // The reducer logic may end load's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn06PaneReducer.reduce(&state, .load)
        XCTAssertTrue(state.loadIsLoading)
        state.loadIsLoading = false
        Drawn06PaneReducer.reduce(&state, .loadSuccess(Int.testSample))
        XCTAssertEqual(state.loadStatus, .succeeded)
        XCTAssertFalse(state.loadIsLoading)
        await store.finish()
    }

    func testLoadConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn06PaneSpec.loadPolicy == .concurrent else {
            return XCTFail("The request load (\(Drawn06PaneSpec.loadDeclaration)) has the policy \(Drawn06PaneSpec.loadPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
            $0.loadIsLoading = true
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load) {
            $0.loadInFlight = 2
        }
        await service.loadAnswers.waitForCalls(waiting: 2)
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(Int.testSample)) {
            $0.loadInFlight = 0
            $0.loadItems.append(Int.testSample)
            $0.loadIsLoading = false
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
