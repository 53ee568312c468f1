// Drawn05RowTransitionTests.swift
// Written once by reduxgen from Drawn05Row.yaml (--tests); from now on this file is yours.
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
final class Drawn05RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn05RowState, Drawn05RowAction>, Drawn05RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn05RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn05RowState(id: Int.testSample),
            reducer: Drawn05RowReducer.reduce,
            middlewares: [Drawn05RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(Int.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess(Int.testSample))
        await store.send(.lookupFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLookupTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))
        }
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissLookupError) {
            $0.lookupStatus = .idle
        }
        await store.finish()
    }

    func testLookupLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup)
        await service.lookupAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(Int.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    func testLookupPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingLookup)
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(Int.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.insert(Int.testSample, at: 0)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(5)))
        await clock.advance(by: .seconds(5))
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(Int.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.insert(Int.testSample, at: 0)
        }
        await store.send(.stopPollingLookup)
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(()))
        await store.receive(.syncSuccess) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(ReduxRuntime.RequestError.testSample)) {
            $0.syncInFlight = 0
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
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        await store.send(.cancelSync) {
            $0.syncInFlight = 0
            $0.syncStatus = .idle
        }
        service.syncAnswers.answer(.success(()))
        await store.finish()
    }

    func testSyncConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync) {
            $0.syncInFlight = 2
        }
        await service.syncAnswers.waitForCalls(waiting: 2)
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(ReduxRuntime.RequestError.testSample)) {
            $0.syncInFlight = 1
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.syncAnswers.answer(.success(()))
        await store.receive(.syncSuccess) {
            $0.syncInFlight = 0
        }
        await store.receive(.bump)
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
