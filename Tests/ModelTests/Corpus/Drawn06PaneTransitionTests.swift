// Drawn06PaneTransitionTests.swift
// Written once by reduxgen from Drawn06Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn06PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn06PaneState, Drawn06PaneAction>, Drawn06PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn06PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn06PaneState(id: Int.testSample),
            reducer: Drawn06PaneReducer.reduce,
            middlewares: [Drawn06PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06PaneSpec.fetchDebounce)
        service.fetchAnswers.answer(.success(String.testSample))
        await store.receive(.fetchSuccess(ref: Int.testSample, String.testSample)) {
            $0.fetchStatus[Int.testSample] = .succeeded
            $0.fetchByKey[Int.testSample] = String.testSample
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06PaneSpec.fetchDebounce)
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchIsCancelled() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06PaneSpec.fetchDebounce)
        await store.send(.cancelFetch(ref: Int.testSample)) {
            $0.fetchStatus[Int.testSample] = nil
        }
        service.fetchAnswers.answer(.success(String.testSample))
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load(ref: Int.testSample)) {
            $0.loadStatus[Int.testSample] = .loading
        }
        service.loadAnswers.answer(.success(String.testSample))
        await store.receive(.loadSuccess(ref: Int.testSample, String.testSample)) {
            $0.loadStatus[Int.testSample] = .succeeded
            $0.loadByKey[Int.testSample] = String.testSample
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.load(ref: Int.testSample)) {
            $0.loadStatus[Int.testSample] = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.load(ref: Int.testSample)) {
            $0.loadStatus[Int.testSample] = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissLoadError(ref: Int.testSample)) {
            $0.loadStatus[Int.testSample] = nil
        }
        await store.finish()
    }

    func testLoadCallWhileOneIsInFlightIsDropped() async {
        guard Drawn06PaneSpec.loadPolicy == .first else {
            return XCTFail("The request load (\(Drawn06PaneSpec.loadDeclaration)) has the policy \(Drawn06PaneSpec.loadPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.load(ref: Int.testSample)) {
            $0.loadStatus[Int.testSample] = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load(ref: Int.testSample))
        service.loadAnswers.answer(.success(String.testSample))
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.loadSuccess(ref: Int.testSample, String.testSample)) {
            $0.loadStatus[Int.testSample] = .succeeded
            $0.loadByKey[Int.testSample] = String.testSample
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
