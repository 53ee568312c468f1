// Drawn13PaneTransitionTests.swift
// Written once by reduxgen from Drawn13Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn13PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn13PaneState, Drawn13PaneAction>, Drawn13PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn13PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn13PaneState(id: Int.testSample),
            reducer: Drawn13PaneReducer.reduce,
            middlewares: [Drawn13PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess([Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess([Item].testSample))
        await store.send(.postFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testPostIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await store.send(.cancelPost) {
            $0.postStatus = .idle
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testPostErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissPostError) {
            $0.postStatus = .idle
        }
        await store.finish()
    }

    func testPostCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post)
        service.postAnswers.answer(.success([Item].testSample))
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.postSuccess([Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = Item.testSample
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess(Item.testSample))
        await store.send(.searchFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSearchErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSearchError) {
            $0.searchStatus = .idle
        }
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search)
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = Item.testSample
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, poke → post)

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

    func testPokeStartsPost() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        await store.receive(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess([Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }
}
