// Drawn07RowTransitionTests.swift
// Written once by reduxgen from Drawn07Row.yaml (--tests); from now on this file is yours.
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
final class Drawn07RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn07RowState, Drawn07RowAction>, Drawn07RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn07RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn07RowState(id: Int.testSample),
            reducer: Drawn07RowReducer.reduce,
            middlewares: [Drawn07RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: send

    /// Whether `send`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func sendStarts(_ store: ReduxTesting.TestStore<Drawn07RowState, Drawn07RowAction>, _ service: Drawn07RowServiceMock) async -> Bool {
        guard Drawn07RowReducer.shouldStartSend(store.state) else {
            await store.send(.send(ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "send was called although its when: is false")
            return false
        }
        return true
    }

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, id: store.state.id, page: store.state.page, Int.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ref: Int.testSample, id: store.state.id, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        guard Drawn07RowSpec.sendPolicy == .latest else {
            return XCTFail("The request send (\(Drawn07RowSpec.sendDeclaration)) has the policy \(Drawn07RowSpec.sendPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(ref: Int.testSample))
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, id: store.state.id, page: store.state.page, Int.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendByKey[Int.testSample] = Int.testSample
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
