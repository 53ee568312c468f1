// Drawn15RowTransitionTests.swift
// Written once by reduxgen from Drawn15Row.yaml (--tests); from now on this file is yours.
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
final class Drawn15RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn15RowState, Drawn15RowAction>, Drawn15RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn15RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn15RowState(id: Int.testSample),
            reducer: Drawn15RowReducer.reduce,
            middlewares: [Drawn15RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load(text: String.testSample)) {
            $0.loadStatus[String.testSample] = .loading
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess(text: String.testSample, [Item].testSample)) {
            $0.loadStatus[String.testSample] = .succeeded
            $0.loadItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.load(text: String.testSample)) {
            $0.loadStatus[String.testSample] = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(text: String.testSample, [Item].testSample))
        await store.send(.loadFailure(text: String.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLoadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.load(text: String.testSample)) {
            $0.loadStatus[String.testSample] = .loading
        }
        await store.send(.cancelLoad(text: String.testSample)) {
            $0.loadStatus[String.testSample] = nil
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testLoadErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.load(text: String.testSample)) {
            $0.loadStatus[String.testSample] = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissLoadError(text: String.testSample)) {
            $0.loadStatus[String.testSample] = nil
        }
        await store.finish()
    }

    func testLoadCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.load(text: String.testSample)) {
            $0.loadStatus[String.testSample] = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load(text: String.testSample))
        service.loadAnswers.answer(.success([Item].testSample))
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.loadSuccess(text: String.testSample, [Item].testSample)) {
            $0.loadStatus[String.testSample] = .succeeded
            $0.loadItems.upsert(contentsOf: [Item].testSample)
        }
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
