// Drawn08RowTransitionTests.swift
// Written once by reduxgen from Drawn08Row.yaml (--tests); from now on this file is yours.
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
final class Drawn08RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn08RowState, Drawn08RowAction>, Drawn08RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn08RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn08RowState(id: Int.testSample),
            reducer: Drawn08RowReducer.reduce,
            middlewares: [Drawn08RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(String.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(String.testSample, id: store.state.id, query: store.state.query, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send(String.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(String.testSample, id: store.state.id, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.send(String.testSample)) {
            $0.sendStatus = .loading
        }
        await store.send(.cancelSend) {
            $0.sendStatus = .idle
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testSendCallWhileOneIsInFlightIsDropped() async {
        guard Drawn08RowSpec.sendPolicy == .first else {
            return XCTFail("The request send (\(Drawn08RowSpec.sendDeclaration)) has the policy \(Drawn08RowSpec.sendPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send(String.testSample)) {
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(String.testSample))
        service.sendAnswers.answer(.success([Item].testSample))
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.sendSuccess(String.testSample, id: store.state.id, query: store.state.query, [Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: load

    /// Whether `load`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func loadStarts(_ store: ReduxTesting.TestStore<Drawn08RowState, Drawn08RowAction>, _ service: Drawn08RowServiceMock) async -> Bool {
        guard Drawn08RowReducer.shouldStartLoad(store.state) else {
            await store.send(.load)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "load was called although its when: is false")
            return false
        }
        return true
    }

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08RowSpec.loadDebounce)
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess(id: store.state.id)) {
            $0.loadStatus = .succeeded
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08RowSpec.loadDebounce)
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08RowSpec.loadDebounce)
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissLoadError) {
            $0.loadStatus = .idle
        }
        await store.finish()
    }

    func testLoadIsSkippedWhenItsWhenIsFalseAsItsDebounceEnds() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        // When load's when: is false as its debounce ends, the loader makes no call and dispatches
        // loadSkipped: the status that the request action made loading is idle again.
        var state = store.state
        Drawn08RowReducer.reduce(&state, .load)
        XCTAssertEqual(state.loadStatus, .loading)
        Drawn08RowReducer.reduce(&state, .loadSkipped)
        XCTAssertEqual(state.loadStatus, .idle)
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
