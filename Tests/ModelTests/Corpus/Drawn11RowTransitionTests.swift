// Drawn11RowTransitionTests.swift
// Written once by reduxgen from Drawn11Row.yaml (--tests); from now on this file is yours.
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
final class Drawn11RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn11RowState, Drawn11RowAction>, Drawn11RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn11RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn11RowState(id: Int.testSample),
            reducer: Drawn11RowReducer.reduce,
            middlewares: [Drawn11RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: fetch

    /// Whether `fetch`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func fetchStarts(_ store: ReduxTesting.TestStore<Drawn11RowState, Drawn11RowAction>, _ service: Drawn11RowServiceMock) async -> Bool {
        guard Drawn11RowReducer.shouldStartFetch(store.state) else {
            await store.send(.fetch(count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "fetch was called although its when: is false")
            return false
        }
        return true
    }

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, id: store.state.id, [Item].testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Item].testSample
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(count: Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(count: Int.testSample, id: store.state.id, [Item].testSample))
        await store.send(.fetchFailure(count: Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testFetchQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn11RowSpec.fetchPolicy == .queue else {
            return XCTFail("The request fetch (\(Drawn11RowSpec.fetchDeclaration)) has the policy \(Drawn11RowSpec.fetchPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await store.send(.fetch(count: Int.testSample)) {
            $0.fetchInFlight = 2
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchFailure(count: Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.fetchSuccess(count: Int.testSample, id: store.state.id, [Item].testSample)) {
            $0.fetchInFlight = 0
            $0.fetchValue = [Item].testSample
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
