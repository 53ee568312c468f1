// Drawn02RowTransitionTests.swift
// Written once by reduxgen from Drawn02Row.yaml (--tests); from now on this file is yours.
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
final class Drawn02RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn02RowState, Drawn02RowAction>, Drawn02RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn02RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn02RowState(id: Int.testSample),
            reducer: Drawn02RowReducer.reduce,
            middlewares: [Drawn02RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn02RowState, Drawn02RowAction>, _ service: Drawn02RowServiceMock) async -> Bool {
        guard Drawn02RowReducer.shouldStartLookup(store.state) else {
            await store.send(.lookup)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(id: store.state.id, query: store.state.query, Item.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(id: store.state.id, query: store.state.query, ModelFailure.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess(id: store.state.id, query: store.state.query, Item.testSample))
        await store.send(.lookupFailure(id: store.state.id, query: store.state.query, ModelFailure.testSample))
        await store.finish()
    }

    func testLookupConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn02RowSpec.lookupPolicy == .concurrent else {
            return XCTFail("The request lookup (\(Drawn02RowSpec.lookupDeclaration)) has the policy \(Drawn02RowSpec.lookupPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup) {
            $0.lookupInFlight = 2
        }
        await service.lookupAnswers.waitForCalls(waiting: 2)
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(id: store.state.id, query: store.state.query, ModelFailure.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(id: store.state.id, query: store.state.query, Item.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, id: store.state.id, ready: store.state.ready, Item.testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = Item.testSample
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(count: Int.testSample, id: store.state.id, ready: store.state.ready, ModelFailure.testSample)) {
            $0.rateStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testRateIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus = .loading
        }
        await store.send(.cancelRate) {
            $0.rateStatus = .idle
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testRateErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(count: Int.testSample, id: store.state.id, ready: store.state.ready, ModelFailure.testSample)) {
            $0.rateStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissRateError) {
            $0.rateStatus = .idle
        }
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        guard Drawn02RowSpec.ratePolicy == .latest else {
            return XCTFail("The request rate (\(Drawn02RowSpec.rateDeclaration)) has the policy \(Drawn02RowSpec.ratePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(count: Int.testSample))
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, id: store.state.id, ready: store.state.ready, Item.testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = Item.testSample
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
