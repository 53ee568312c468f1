// Drawn02PaneTransitionTests.swift
// Written once by reduxgen from Drawn02Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn02PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn02PaneState, Drawn02PaneAction>, Drawn02PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn02PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn02PaneState(id: Int.testSample),
            reducer: Drawn02PaneReducer.reduce,
            middlewares: [Drawn02PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, Item.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendByKey[Int.testSample] = Item.testSample
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess(count: Int.testSample, Item.testSample))
        await store.send(.sendFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSendCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(count: Int.testSample))
        service.sendAnswers.answer(.success(Item.testSample))
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.sendSuccess(count: Int.testSample, Item.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendByKey[Int.testSample] = Item.testSample
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
