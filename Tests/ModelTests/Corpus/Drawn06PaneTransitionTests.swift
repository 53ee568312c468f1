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

    // MARK: submit

    /// Whether `submit`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func submitStarts(_ store: ReduxTesting.TestStore<Drawn06PaneState, Drawn06PaneAction>, _ service: Drawn06PaneServiceMock) async -> Bool {
        guard Drawn06PaneReducer.shouldStartSubmit(store.state) else {
            await store.send(.submit(ref: Int.testSample, count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "submit was called although its when: is false")
            return false
        }
        return true
    }

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(ref: Int.testSample, count: Int.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success([Item].testSample))
        await store.receive(.submitSuccess(ref: Int.testSample, count: Int.testSample, ready: store.state.ready, page: store.state.page, [Item].testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .succeeded
            $0.submitItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(ref: Int.testSample, count: Int.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(ref: Int.testSample, count: Int.testSample, ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSubmitAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.submitSuccess(ref: Int.testSample, count: Int.testSample, ready: store.state.ready, page: store.state.page, [Item].testSample))
        await store.send(.submitFailure(ref: Int.testSample, count: Int.testSample, ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSubmitErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(ref: Int.testSample, count: Int.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(ref: Int.testSample, count: Int.testSample, ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSubmitError) {
            $0.submitStatus = .idle
        }
        await store.finish()
    }

    func testSubmitConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn06PaneSpec.submitPolicy == .concurrent else {
            return XCTFail("The request submit (\(Drawn06PaneSpec.submitDeclaration)) has the policy \(Drawn06PaneSpec.submitPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(ref: Int.testSample, count: Int.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        await service.submitAnswers.waitForCalls(waiting: 1)
        await store.send(.submit(ref: Int.testSample, count: Int.testSample)) {
            $0.submitInFlight = 2
        }
        await service.submitAnswers.waitForCalls(waiting: 2)
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(ref: Int.testSample, count: Int.testSample, ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.submitAnswers.answer(.success([Item].testSample))
        await store.receive(.submitSuccess(ref: Int.testSample, count: Int.testSample, ready: store.state.ready, page: store.state.page, [Item].testSample)) {
            $0.submitInFlight = 0
            $0.submitItems.upsert(contentsOf: [Item].testSample)
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
