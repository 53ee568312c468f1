// Drawn11PaneTransitionTests.swift
// Written once by reduxgen from Drawn11Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn11PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn11PaneState, Drawn11PaneAction>, Drawn11PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn11PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn11PaneState(id: Int.testSample),
            reducer: Drawn11PaneReducer.reduce,
            middlewares: [Drawn11PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load(text: String.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
            $0.loadIsLoading = true
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(text: String.testSample, Item.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            $0.loadIsLoading = false
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.load(text: String.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
            $0.loadIsLoading = true
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.loadIsLoading = false
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(text: String.testSample, Item.testSample))
        await store.send(.loadFailure(text: String.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLoadAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, _, _) = makeStore()
        // The reducer logic may end load's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn11PaneReducer.reduce(&state, .load(text: String.testSample))
        XCTAssertTrue(state.loadIsLoading)
        state.loadIsLoading = false
        Drawn11PaneReducer.reduce(&state, .loadSuccess(text: String.testSample, Item.testSample))
        XCTAssertEqual(state.loadStatus, .succeeded)
        XCTAssertFalse(state.loadIsLoading)
        await store.finish()
    }

    func testLoadQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn11PaneSpec.loadPolicy == .queue else {
            return XCTFail("The request load (\(Drawn11PaneSpec.loadDeclaration)) has the policy \(Drawn11PaneSpec.loadPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.load(text: String.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
            $0.loadIsLoading = true
        }
        await store.send(.load(text: String.testSample)) {
            $0.loadInFlight = 2
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.loadSuccess(text: String.testSample, Item.testSample)) {
            $0.loadInFlight = 0
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

    func testReadyChangedAssignsReady() async {
        let (store, _, _) = makeStore()
        await store.send(.readyChanged(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.finish()
    }
}
