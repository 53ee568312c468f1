// Drawn03PaneTransitionTests.swift
// Written once by reduxgen from Drawn03Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn03PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn03PaneState, Drawn03PaneAction>, Drawn03PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn03PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn03PaneState(id: Int.testSample),
            reducer: Drawn03PaneReducer.reduce,
            middlewares: [Drawn03PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: submit

    /// Whether `submit`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func submitStarts(_ store: ReduxTesting.TestStore<Drawn03PaneState, Drawn03PaneAction>, _ service: Drawn03PaneServiceMock) async -> Bool {
        guard Drawn03PaneReducer.shouldStartSubmit(store.state) else {
            await store.send(.submit)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "submit was called although its when: is false")
            return false
        }
        return true
    }

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success([Item].testSample))
        await store.receive(.submitSuccess([Item].testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .succeeded
            $0.submitItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.submitFailure(ModelFailure.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSubmitAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.submitSuccess([Item].testSample))
        await store.send(.submitFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSubmitErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.submitFailure(ModelFailure.testSample)) {
            $0.submitInFlight = 0
            $0.submitStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissSubmitError) {
            $0.submitStatus = .idle
        }
        await store.finish()
    }

    func testSubmitQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn03PaneSpec.submitPolicy == .queue else {
            return XCTFail("The request submit (\(Drawn03PaneSpec.submitDeclaration)) has the policy \(Drawn03PaneSpec.submitPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitInFlight = 1
            $0.submitStatus = .loading
        }
        await store.send(.submit) {
            $0.submitInFlight = 2
        }
        service.submitAnswers.answer(.failure(ModelFailure.testSample))
        service.submitAnswers.answer(.success([Item].testSample))
        await store.receive(.submitFailure(ModelFailure.testSample)) {
            $0.submitInFlight = 1
            $0.submitStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.submitSuccess([Item].testSample)) {
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
