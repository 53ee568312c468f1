// Drawn05RowTransitionTests.swift
// Written once by reduxgen from Drawn05Row.yaml (--tests); from now on this file is yours.
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
final class Drawn05RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn05RowState, Drawn05RowAction>, Drawn05RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn05RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn05RowState(id: Int.testSample),
            reducer: Drawn05RowReducer.reduce,
            middlewares: [Drawn05RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: submit

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.submit(text: String.testSample, count: Int.testSample)) {
            $0.submitStatus = .loading
            $0.submitIsLoading = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05RowSpec.submitDebounce)
        service.submitAnswers.answer(.success(Int.testSample))
        await store.receive(.submitSuccess(text: String.testSample, count: Int.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready, Int.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.insert(Int.testSample, at: 0)
            $0.submitIsLoading = false
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.submit(text: String.testSample, count: Int.testSample)) {
            $0.submitStatus = .loading
            $0.submitIsLoading = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05RowSpec.submitDebounce)
        service.submitAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.submitFailure(text: String.testSample, count: Int.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready, ModelFailure.testSample)) {
            $0.submitStatus = .failed(ModelFailure.testSample)
            $0.submitIsLoading = false
        }
        await store.finish()
    }

    func testSubmitErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.submit(text: String.testSample, count: Int.testSample)) {
            $0.submitStatus = .loading
            $0.submitIsLoading = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05RowSpec.submitDebounce)
        service.submitAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.submitFailure(text: String.testSample, count: Int.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready, ModelFailure.testSample)) {
            $0.submitStatus = .failed(ModelFailure.testSample)
            $0.submitIsLoading = false
        }
        await store.send(.dismissSubmitError) {
            $0.submitStatus = .idle
        }
        await store.finish()
    }

    func testSubmitAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, _, _) = makeStore()
        // The reducer logic may end submit's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn05RowReducer.reduce(&state, .submit(text: String.testSample, count: Int.testSample))
        XCTAssertTrue(state.submitIsLoading)
        state.submitIsLoading = false
        Drawn05RowReducer.reduce(&state, .submitSuccess(text: String.testSample, count: Int.testSample, id: store.state.id, page: store.state.page, ready: store.state.ready, Int.testSample))
        XCTAssertEqual(state.submitStatus, .succeeded)
        XCTAssertFalse(state.submitIsLoading)
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
