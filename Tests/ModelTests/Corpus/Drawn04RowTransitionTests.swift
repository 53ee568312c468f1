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

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(String.testSample))
        await store.receive(.sendSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = String.testSample
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(id: store.state.id, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(id: store.state.id, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSendError) {
            $0.sendStatus = .idle
        }
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        guard Drawn04RowSpec.sendPolicy == .latest else {
            return XCTFail("The request send (\(Drawn04RowSpec.sendDeclaration)) has the policy \(Drawn04RowSpec.sendPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send)
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success(String.testSample))
        await store.receive(.sendSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = String.testSample
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, bump → send)

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

    func testBumpStartsSend() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(String.testSample))
        await store.receive(.sendSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = String.testSample
        }
        await store.finish()
    }
}
