// Drawn12RowTransitionTests.swift
// Written once by reduxgen from Drawn12Row.yaml (--tests); from now on this file is yours.
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
final class Drawn12RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn12RowState, Drawn12RowAction>, Drawn12RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn12RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn12RowState(id: Int.testSample),
            reducer: Drawn12RowReducer.reduce,
            middlewares: [Drawn12RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess)
        await store.send(.sendFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSendIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await store.send(.cancelSend) {
            $0.sendInFlight = 0
            $0.sendStatus = .idle
        }
        service.sendAnswers.answer(.success(()))
        await store.finish()
    }

    func testSendErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSendError) {
            $0.sendStatus = .idle
        }
        await store.finish()
    }

    func testSendConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send) {
            $0.sendInFlight = 2
        }
        await service.sendAnswers.waitForCalls(waiting: 2)
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess) {
            $0.sendInFlight = 0
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
