// Drawn10TransitionTests.swift
// Written once by reduxgen from Drawn10.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each binding's setter, and each action after which requests start by themselves, has a
// test too.
// Each child's action has a test that it reaches its child (the child's own transition, on
// the child the action names) and one that it is ignored without it, through the reducer
// alone (the children's middlewares are not in the test store).

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import ModelCorpus

@MainActor
final class Drawn10TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn10State = Drawn10State()
    ) -> (ReduxTesting.TestStore<Drawn10State, Drawn10Action>, Drawn10ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn10ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn10Reducer.reduce,
            middlewares: [Drawn10Loader(service: service).middleware],
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
        await clock.advance(by: .seconds(1))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.timedOut(after: .seconds(1)))) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(1)))
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

    func testLookupCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup)
        service.lookupAnswers.answer(.success(Int.testSample))
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.lookupSuccess(Int.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess([Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = [Int].testSample
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
        await store.send(.postSuccess([Int].testSample))
        await store.send(.postFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testPostTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        await store.receive(.postFailure(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))
        }
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
        service.postAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testPostCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post)
        service.postAnswers.answer(.success([Int].testSample))
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.postSuccess([Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = [Int].testSample
        }
        await store.finish()
    }

    func testPostIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess([Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = [Int].testSample
        }
        await store.send(.post)
        await store.send(.forcePost) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess([Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = [Int].testSample
        }
        await clock.advance(by: .seconds(1))
        await store.send(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess([Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = [Int].testSample
        }
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess) {
            $0.loadStatus = .succeeded
        }
        await store.finish()
    }

    func testLoadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        for _ in 0...1 { service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.25)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess)
        await store.send(.loadFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLoadIsCancelled() async {
        let (store, service, clock) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        await store.send(.cancelLoad) {
            $0.loadStatus = .idle
        }
        service.loadAnswers.answer(.success(()))
        await store.finish()
    }

    // MARK: sync

    /// Whether `sync`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func syncStarts(_ store: ReduxTesting.TestStore<Drawn10State, Drawn10Action>, _ service: Drawn10ServiceMock) async -> Bool {
        guard Drawn10Reducer.shouldStartSync(store.state) else {
            await store.send(.sync)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "sync was called although its when: is false")
            return false
        }
        return true
    }

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
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
        await store.receive(.post) {
            $0.postStatus = .loading
        }
        await store.receive(.load) {
            $0.loadStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess([Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = [Int].testSample
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess) {
            $0.loadStatus = .succeeded
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.syncFailure(ModelFailure.testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess)
        await store.send(.syncFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSyncTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(2))
        await store.receive(.syncFailure(ModelFailure.timedOut(after: .seconds(2)))) {
            $0.syncInFlight = 0
            $0.syncStatus = .failed(ModelFailure.timedOut(after: .seconds(2)))
        }
        await store.finish()
    }

    func testSyncErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.syncFailure(ModelFailure.testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissSyncError) {
            $0.syncStatus = .idle
        }
        await store.finish()
    }

    func testSyncQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        await store.send(.sync) {
            $0.syncInFlight = 2
        }
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        service.syncAnswers.answer(.success(()))
        await store.receive(.syncFailure(ModelFailure.testSample)) {
            $0.syncInFlight = 1
            $0.syncStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.syncSuccess) {
            $0.syncInFlight = 0
        }
        await store.receive(.bump)
        await store.receive(.post) {
            $0.postStatus = .loading
        }
        await store.receive(.load) {
            $0.loadStatus = .loading
        }
        service.postAnswers.answer(.success([Int].testSample))
        await store.receive(.postSuccess([Int].testSample)) {
            $0.postStatus = .succeeded
            $0.postValue = [Int].testSample
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess) {
            $0.loadStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, query, ready, setReady → lookup, setReady → sync, bump → load)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, service, clock) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
        }
        // sync's when: decides whether the follow-up calls the service.
        let syncCalls = Drawn10Reducer.shouldStartSync(store.state)
        await store.receive(.sync) {
            if syncCalls {
                $0.syncInFlight = 1
                $0.syncStatus = .loading
            }
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(Int.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.insert(Int.testSample, at: 0)
        }
        if syncCalls {
            service.syncAnswers.answer(.success(()))
            await store.receive(.syncSuccess) {
                $0.syncInFlight = 0
                $0.syncStatus = .succeeded
            }
            await store.receive(.bump)
            await store.receive(.post) {
                $0.postStatus = .loading
            }
            await store.receive(.load) {
                $0.loadStatus = .loading
            }
            service.postAnswers.answer(.success([Int].testSample))
            await store.receive(.postSuccess([Int].testSample)) {
                $0.postStatus = .succeeded
                $0.postValue = [Int].testSample
            }
            await clock.waitForSleepers(1)
            await clock.advance(by: .seconds(0.25))
            service.loadAnswers.answer(.success(()))
            await store.receive(.loadSuccess) {
                $0.loadStatus = .succeeded
            }
        }
        await store.finish()
    }

    func testBumpStartsLoad() async {
        let (store, service, clock) = makeStore()
        await store.send(.bump)
        await store.receive(.load) {
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        service.loadAnswers.answer(.success(()))
        await store.receive(.loadSuccess) {
            $0.loadStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: pane (Drawn10Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn10State(pane: Drawn10PaneState(id: Int.testSample)))
        await store.send(.pane(.sync(count: Int.testSample))) {
            $0.pane!.syncStatus[Int.testSample] = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.sync(count: Int.testSample)))
        await store.finish()
    }
}
