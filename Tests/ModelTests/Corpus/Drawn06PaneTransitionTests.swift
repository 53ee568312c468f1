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

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(()))
        await store.receive(.syncSuccess) {
            $0.syncStatus = .succeeded
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess)
        await store.send(.syncFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSyncIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        await store.send(.cancelSync) {
            $0.syncStatus = .idle
        }
        service.syncAnswers.answer(.success(()))
        await store.finish()
    }

    func testSyncErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSyncError) {
            $0.syncStatus = .idle
        }
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync)
        service.syncAnswers.answer(.success(()))
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.syncSuccess) {
            $0.syncStatus = .succeeded
        }
        await store.finish()
    }

    func testSyncIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(()))
        await store.receive(.syncSuccess) {
            $0.syncStatus = .succeeded
        }
        await store.send(.sync)
        await store.send(.forceSync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(()))
        await store.receive(.syncSuccess) {
            $0.syncStatus = .succeeded
        }
        await clock.advance(by: .seconds(1))
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(()))
        await store.receive(.syncSuccess) {
            $0.syncStatus = .succeeded
        }
        await store.finish()
    }

    func testSyncPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSync)
        await store.receive(.forceSync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(()))
        await store.receive(.syncSuccess) {
            $0.syncStatus = .succeeded
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(5)))
        await clock.advance(by: .seconds(5))
        await store.receive(.forceSync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(()))
        await store.receive(.syncSuccess) {
            $0.syncStatus = .succeeded
        }
        await store.send(.stopPollingSync)
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
