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

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06PaneSpec.postDebounce)
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess) {
            $0.postStatus = .succeeded
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06PaneSpec.postDebounce)
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testPostIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06PaneSpec.postDebounce)
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess) {
            $0.postStatus = .succeeded
        }
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await store.receive(.postSuccess) {
            $0.postStatus = .succeeded
        }
        await store.send(.forcePost) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06PaneSpec.postDebounce)
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess) {
            $0.postStatus = .succeeded
        }
        await clock.advance(by: Drawn06PaneSpec.postCacheLifetime)
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06PaneSpec.postDebounce)
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess) {
            $0.postStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: fetch

    /// Whether `fetch`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func fetchStarts(_ store: ReduxTesting.TestStore<Drawn06PaneState, Drawn06PaneAction>, _ service: Drawn06PaneServiceMock) async -> Bool {
        guard Drawn06PaneReducer.shouldStartFetch(store.state) else {
            await store.send(.fetch(String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "fetch was called although its when: is false")
            return false
        }
        return true
    }

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(String.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(String.testSample, id: store.state.id, [Int].testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            $0.fetchItems.append(contentsOf: [Int].testSample)
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(String.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.fetchFailure(String.testSample, id: store.state.id, ModelFailure.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(String.testSample, id: store.state.id, [Int].testSample))
        await store.send(.fetchFailure(String.testSample, id: store.state.id, ModelFailure.testSample))
        await store.finish()
    }

    func testFetchErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(String.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.fetchFailure(String.testSample, id: store.state.id, ModelFailure.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissFetchError) {
            $0.fetchStatus = .idle
        }
        await store.finish()
    }

    func testFetchConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn06PaneSpec.fetchPolicy == .concurrent else {
            return XCTFail("The request fetch (\(Drawn06PaneSpec.fetchDeclaration)) has the policy \(Drawn06PaneSpec.fetchPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(String.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(String.testSample)) {
            $0.fetchInFlight = 2
        }
        await service.fetchAnswers.waitForCalls(waiting: 2)
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.fetchFailure(String.testSample, id: store.state.id, ModelFailure.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .failed(ModelFailure.testSample)
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(String.testSample, id: store.state.id, [Int].testSample)) {
            $0.fetchInFlight = 0
            $0.fetchItems.append(contentsOf: [Int].testSample)
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
