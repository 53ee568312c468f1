// Drawn10PaneTransitionTests.swift
// Written once by reduxgen from Drawn10Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn10PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn10PaneState, Drawn10PaneAction>, Drawn10PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn10PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn10PaneState(id: Int.testSample),
            reducer: Drawn10PaneReducer.reduce,
            middlewares: [Drawn10PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(count: Int.testSample, Item.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            $0.syncByKey[Int.testSample] = Item.testSample
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess(count: Int.testSample, Item.testSample))
        await store.send(.syncFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSyncTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.sync(count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await store.receive(.syncFailure(count: Int.testSample, ReduxRuntime.RequestError.timedOut(after: .seconds(1)))) {
            $0.syncStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(1)))
        }
        await store.finish()
    }

    func testSyncIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(count: Int.testSample, Item.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            $0.syncByKey[Int.testSample] = Item.testSample
        }
        await store.send(.sync(count: Int.testSample))
        await store.send(.forceSync(count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(count: Int.testSample, Item.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            $0.syncByKey[Int.testSample] = Item.testSample
        }
        await clock.advance(by: .seconds(1))
        await store.send(.sync(count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(count: Int.testSample, Item.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            $0.syncByKey[Int.testSample] = Item.testSample
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
