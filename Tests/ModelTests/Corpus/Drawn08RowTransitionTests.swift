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

    // MARK: submit

    /// Whether `submit`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func submitStarts(_ store: ReduxTesting.TestStore<Drawn08RowState, Drawn08RowAction>, _ service: Drawn08RowServiceMock) async -> Bool {
        guard Drawn08RowReducer.shouldStartSubmit(store.state) else {
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
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(()))
        await store.receive(.submitSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.submitStatus = .succeeded
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSubmitTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08RowSpec.submitTimeout)
        await store.receive(.submitFailure(id: store.state.id, ready: store.state.ready, ReduxRuntime.RequestError.timedOut(after: Drawn08RowSpec.submitTimeout))) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn08RowSpec.submitTimeout))
        }
        await store.finish()
    }

    func testSubmitIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        await store.send(.cancelSubmit) {
            $0.submitStatus = .idle
        }
        service.submitAnswers.answer(.success(()))
        await store.finish()
    }

    func testSubmitLatestCallSupersedesTheOneInFlight() async {
        guard Drawn08RowSpec.submitPolicy == .latest else {
            return XCTFail("The request submit (\(Drawn08RowSpec.submitDeclaration)) has the policy \(Drawn08RowSpec.submitPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        await service.submitAnswers.waitForCalls(waiting: 1)
        await store.send(.submit)
        await service.submitAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.submitAnswers.answer(.success(()))
        await store.receive(.submitSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.submitStatus = .succeeded
        }
        await store.finish()
    }

    func testSubmitIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(()))
        await store.receive(.submitSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.submitStatus = .succeeded
        }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        await store.receive(.submitSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.submitStatus = .succeeded
        }
        await store.send(.forceSubmit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(()))
        await store.receive(.submitSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.submitStatus = .succeeded
        }
        await clock.advance(by: Drawn08RowSpec.submitCacheLifetime)
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(()))
        await store.receive(.submitSuccess(id: store.state.id, ready: store.state.ready)) {
            $0.submitStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, poke → submit)

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

    func testPokeStartsSubmit() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        // submit's when: decides whether the follow-up calls the service.
        let submitCalls = Drawn08RowReducer.shouldStartSubmit(store.state)
        await store.receive(.submit) {
            if submitCalls {
                $0.submitStatus = .loading
            }
        }
        if submitCalls {
            service.submitAnswers.answer(.success(()))
            await store.receive(.submitSuccess(id: store.state.id, ready: store.state.ready)) {
                $0.submitStatus = .succeeded
            }
        }
        await store.finish()
    }
}
