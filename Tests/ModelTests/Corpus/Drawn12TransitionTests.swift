// Drawn12TransitionTests.swift
// Written once by reduxgen from Drawn12.yaml (--tests); from now on this file is yours.
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
final class Drawn12TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn12State = Drawn12State()
    ) -> (ReduxTesting.TestStore<Drawn12State, Drawn12Action>, Drawn12ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn12ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn12Reducer.reduce,
            middlewares: [Drawn12Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        service.archiveAnswers.answer(.success(Int.testSample))
        await store.receive(.archiveSuccess(Int.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveItems.insert(Int.testSample, at: 0)
        }
        await store.receive(.bump)
        // fetch's when: decides whether the follow-up calls the service.
        let fetchCalls = Drawn12Reducer.shouldStartFetch(store.state)
        await store.receive(.fetch) {
            if fetchCalls {
                $0.fetchStatus = .loading
            }
        }
        if fetchCalls {
            service.fetchAnswers.answer(.success(String.testSample))
            await store.receive(.fetchSuccess(String.testSample)) {
                $0.fetchStatus = .succeeded
                $0.fetchValue = String.testSample
            }
        }
        await store.finish()
    }

    func testArchiveFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        for _ in 0...1 { service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.archiveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testArchiveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.archiveSuccess(Int.testSample))
        await store.send(.archiveFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testArchiveIsCancelled() async {
        let (store, service, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.5))
        await store.send(.cancelArchive) {
            $0.archiveStatus = .idle
        }
        service.archiveAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(String.testSample))
        await store.receive(.loadSuccess(String.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadValue = String.testSample
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.loadFailure(ModelFailure.testSample)) {
            $0.loadStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(String.testSample))
        await store.send(.loadFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testLoadLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load)
        await service.loadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadAnswers.answer(.success(String.testSample))
        await store.receive(.loadSuccess(String.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadValue = String.testSample
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: fetch

    /// Whether `fetch`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func fetchStarts(_ store: ReduxTesting.TestStore<Drawn12State, Drawn12Action>, _ service: Drawn12ServiceMock) async -> Bool {
        guard Drawn12Reducer.shouldStartFetch(store.state) else {
            await store.send(.fetch)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "fetch was called although its when: is false")
            return false
        }
        return true
    }

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(String.testSample))
        await store.receive(.fetchSuccess(String.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = String.testSample
        }
        await store.finish()
    }

    func testFetchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        for _ in 0...1 { service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(String.testSample))
        await store.send(.fetchFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testFetchTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(2))
        for retry in 1...1 {
            await clock.waitForSleepers(1)
            await clock.advance(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: .seconds(2))
        }
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.timedOut(after: .seconds(2)))) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(2)))
        }
        await store.finish()
    }

    func testFetchErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        for _ in 0...1 { service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissFetchError) {
            $0.fetchStatus = .idle
        }
        await store.finish()
    }

    func testFetchCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch)
        service.fetchAnswers.answer(.success(String.testSample))
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.fetchSuccess(String.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = String.testSample
        }
        await store.finish()
    }

    func testFetchIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(String.testSample))
        await store.receive(.fetchSuccess(String.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = String.testSample
        }
        await store.send(.fetch)
        await store.send(.forceFetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(String.testSample))
        await store.receive(.fetchSuccess(String.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = String.testSample
        }
        await clock.advance(by: .seconds(5))
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(String.testSample))
        await store.receive(.fetchSuccess(String.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = String.testSample
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

    // MARK: rows (Drawn12Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn12State(rows: [Drawn12RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .send)) {
            $0.rows[id: Int.testSample]!.sendInFlight = 1
            $0.rows[id: Int.testSample]!.sendStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .send))
        await store.finish()
    }

    // MARK: pane (Drawn12Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn12State(pane: Drawn12PaneState(id: Int.testSample)))
        await store.send(.pane(.sync(ref: Int.testSample, count: Int.testSample))) {
            $0.pane!.syncStatus[Int.testSample] = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.sync(ref: Int.testSample, count: Int.testSample)))
        await store.finish()
    }
}
