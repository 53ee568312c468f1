// Drawn01PaneTransitionTests.swift
// Written once by reduxgen from Drawn01Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn01PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn01PaneState, Drawn01PaneAction>, Drawn01PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn01PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn01PaneState(id: Int.testSample),
            reducer: Drawn01PaneReducer.reduce,
            middlewares: [Drawn01PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(String.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, id: store.state.id, String.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            $0.sendValue = String.testSample
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(count: Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess(count: Int.testSample, id: store.state.id, String.testSample))
        await store.send(.sendFailure(count: Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSendQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn01PaneSpec.sendPolicy == .queue else {
            return XCTFail("The request send (\(Drawn01PaneSpec.sendDeclaration)) has the policy \(Drawn01PaneSpec.sendPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await store.send(.send(count: Int.testSample)) {
            $0.sendInFlight = 2
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.sendAnswers.answer(.success(String.testSample))
        await store.receive(.sendFailure(count: Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.sendSuccess(count: Int.testSample, id: store.state.id, String.testSample)) {
            $0.sendInFlight = 0
            $0.sendValue = String.testSample
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: bindings and triggers (query, ready)

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
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
