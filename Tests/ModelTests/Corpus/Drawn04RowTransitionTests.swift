// Drawn04RowTransitionTests.swift
// Written once by reduxgen from Drawn04Row.yaml (--tests); from now on this file is yours.
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
final class Drawn04RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn04RowState, Drawn04RowAction>, Drawn04RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn04RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn04RowState(id: Int.testSample),
            reducer: Drawn04RowReducer.reduce,
            middlewares: [Drawn04RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: submit

    /// Whether `submit`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func submitStarts(_ store: ReduxTesting.TestStore<Drawn04RowState, Drawn04RowAction>, _ service: Drawn04RowServiceMock) async -> Bool {
        guard Drawn04RowReducer.shouldStartSubmit(store.state) else {
            await store.send(.submit(text: String.testSample, ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "submit was called although its when: is false")
            return false
        }
        return true
    }

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(text: String.testSample, ref: Int.testSample)) {
            $0.submitStatus[String.testSample] = .loading
        }
        service.submitAnswers.answer(.success(String.testSample))
        await store.receive(.submitSuccess(text: String.testSample, ref: Int.testSample, id: store.state.id, page: store.state.page, String.testSample)) {
            $0.submitStatus[String.testSample] = .succeeded
            $0.submitByKey[String.testSample] = String.testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(text: String.testSample, ref: Int.testSample)) {
            $0.submitStatus[String.testSample] = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(text: String.testSample, ref: Int.testSample, id: store.state.id, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSubmitIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(text: String.testSample, ref: Int.testSample)) {
            $0.submitStatus[String.testSample] = .loading
        }
        await store.send(.cancelSubmit(text: String.testSample)) {
            $0.submitStatus[String.testSample] = nil
        }
        service.submitAnswers.answer(.success(String.testSample))
        await store.finish()
    }

    func testSubmitCallWhileOneIsInFlightIsDropped() async {
        guard Drawn04RowSpec.submitPolicy == .first else {
            return XCTFail("The request submit (\(Drawn04RowSpec.submitDeclaration)) has the policy \(Drawn04RowSpec.submitPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(text: String.testSample, ref: Int.testSample)) {
            $0.submitStatus[String.testSample] = .loading
        }
        await service.submitAnswers.waitForCalls(waiting: 1)
        await store.send(.submit(text: String.testSample, ref: Int.testSample))
        service.submitAnswers.answer(.success(String.testSample))
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.submitSuccess(text: String.testSample, ref: Int.testSample, id: store.state.id, page: store.state.page, String.testSample)) {
            $0.submitStatus[String.testSample] = .succeeded
            $0.submitByKey[String.testSample] = String.testSample
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSubmitPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.startPollingSubmit(text: String.testSample, ref: Int.testSample))
        await store.receive(.submit(text: String.testSample, ref: Int.testSample)) {
            $0.submitStatus[String.testSample] = .loading
        }
        service.submitAnswers.answer(.success(String.testSample))
        await store.receive(.submitSuccess(text: String.testSample, ref: Int.testSample, id: store.state.id, page: store.state.page, String.testSample)) {
            $0.submitStatus[String.testSample] = .succeeded
            $0.submitByKey[String.testSample] = String.testSample
        }
        await store.receive(.bump)
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn04RowSpec.submitPollInterval))
        await clock.advance(by: Drawn04RowSpec.submitPollInterval)
        await store.receive(.submit(text: String.testSample, ref: Int.testSample)) {
            $0.submitStatus[String.testSample] = .loading
        }
        service.submitAnswers.answer(.success(String.testSample))
        await store.receive(.submitSuccess(text: String.testSample, ref: Int.testSample, id: store.state.id, page: store.state.page, String.testSample)) {
            $0.submitStatus[String.testSample] = .succeeded
            $0.submitByKey[String.testSample] = String.testSample
        }
        await store.receive(.bump)
        await store.send(.stopPollingSubmit(text: String.testSample))
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
