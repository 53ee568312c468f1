// Drawn06RowTransitionTests.swift
// Written once by reduxgen from Drawn06Row.yaml (--tests); from now on this file is yours.
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
final class Drawn06RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn06RowState, Drawn06RowAction>, Drawn06RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn06RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn06RowState(id: Int.testSample),
            reducer: Drawn06RowReducer.reduce,
            middlewares: [Drawn06RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(count: Int.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess(count: Int.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready, [Int].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupItems.append(contentsOf: [Int].testSample)
            $0.lookupIsLoading = false
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(count: Int.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(count: Int.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready, ModelFailure.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ModelFailure.testSample)
            $0.lookupIsLoading = false
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess(count: Int.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready, [Int].testSample))
        await store.send(.lookupFailure(count: Int.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready, ModelFailure.testSample))
        await store.finish()
    }

    func testLookupAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, _, _) = makeStore()
        // The reducer logic may end lookup's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn06RowReducer.reduce(&state, .lookup(count: Int.testSample))
        XCTAssertTrue(state.lookupIsLoading)
        state.lookupIsLoading = false
        Drawn06RowReducer.reduce(&state, .lookupSuccess(count: Int.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready, [Int].testSample))
        XCTAssertEqual(state.lookupStatus, .succeeded)
        XCTAssertFalse(state.lookupIsLoading)
        await store.finish()
    }

    func testLookupConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn06RowSpec.lookupPolicy == .concurrent else {
            return XCTFail("The request lookup (\(Drawn06RowSpec.lookupDeclaration)) has the policy \(Drawn06RowSpec.lookupPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup(count: Int.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(count: Int.testSample)) {
            $0.lookupInFlight = 2
        }
        await service.lookupAnswers.waitForCalls(waiting: 2)
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(count: Int.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready, ModelFailure.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        service.lookupAnswers.answer(.success([Int].testSample))
        await store.receive(.lookupSuccess(count: Int.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready, [Int].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupItems.append(contentsOf: [Int].testSample)
            $0.lookupIsLoading = false
        }
        await store.receive(.poke)
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
