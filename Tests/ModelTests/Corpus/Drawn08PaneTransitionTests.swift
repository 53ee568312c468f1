// Drawn08PaneTransitionTests.swift
// Written once by reduxgen from Drawn08Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn08PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn08PaneState, Drawn08PaneAction>, Drawn08PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn08PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn08PaneState(id: Int.testSample),
            reducer: Drawn08PaneReducer.reduce,
            middlewares: [Drawn08PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: rate

    /// Whether `rate`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func rateStarts(_ store: ReduxTesting.TestStore<Drawn08PaneState, Drawn08PaneAction>, _ service: Drawn08PaneServiceMock) async -> Bool {
        guard Drawn08PaneReducer.shouldStartRate(store.state) else {
            await store.send(.rate(String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "rate was called although its when: is false")
            return false
        }
        return true
    }

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(String.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(()))
        await store.receive(.rateSuccess(String.testSample)) {
            $0.rateStatus = .succeeded
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(String.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testRateIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(String.testSample)) {
            $0.rateStatus = .loading
        }
        await store.send(.cancelRate) {
            $0.rateStatus = .idle
        }
        service.rateAnswers.answer(.success(()))
        await store.finish()
    }

    func testRateErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(String.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.dismissRateError) {
            $0.rateStatus = .idle
            $0.rateError = nil
        }
        await store.finish()
    }

    func testRateKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(String.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.rate(String.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(()))
        await store.receive(.rateSuccess(String.testSample)) {
            $0.rateStatus = .succeeded
        }
        await store.finish()
    }

    func testRateCallWhileOneIsInFlightIsDropped() async {
        guard Drawn08PaneSpec.ratePolicy == .first else {
            return XCTFail("The request rate (\(Drawn08PaneSpec.rateDeclaration)) has the policy \(Drawn08PaneSpec.ratePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(String.testSample)) {
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(String.testSample))
        service.rateAnswers.answer(.success(()))
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.rateSuccess(String.testSample)) {
            $0.rateStatus = .succeeded
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
