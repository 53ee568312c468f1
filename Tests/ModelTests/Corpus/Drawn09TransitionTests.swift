// Drawn09TransitionTests.swift
// Written once by reduxgen from Drawn09.yaml (--tests); from now on this file is yours.
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
final class Drawn09TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn09State = Drawn09State()
    ) -> (ReduxTesting.TestStore<Drawn09State, Drawn09Action>, Drawn09ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn09ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn09Reducer.reduce,
            middlewares: [Drawn09Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(Int.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(String.testSample))
        await store.receive(.archiveSuccess(Int.testSample, String.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveValue = String.testSample
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(Int.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testArchiveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn09Spec.archivePolicy == .latest else {
            return XCTFail("The request archive (\(Drawn09Spec.archiveDeclaration)) has the policy \(Drawn09Spec.archivePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.archive(Int.testSample)) {
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive(Int.testSample))
        await service.archiveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.archiveAnswers.answer(.success(String.testSample))
        await store.receive(.archiveSuccess(Int.testSample, String.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveValue = String.testSample
        }
        await store.finish()
    }

    // MARK: fetch

    /// Whether `fetch`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func fetchStarts(_ store: ReduxTesting.TestStore<Drawn09State, Drawn09Action>, _ service: Drawn09ServiceMock) async -> Bool {
        guard Drawn09Reducer.shouldStartFetch(store.state) else {
            await store.send(.fetch(count: Int.testSample, text: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "fetch was called although its when: is false")
            return false
        }
        return true
    }

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample, text: String.testSample)) {
            $0.fetchStatus[Int.testSample] = .loading
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(count: Int.testSample, text: String.testSample, Item.testSample)) {
            $0.fetchStatus[Int.testSample] = .succeeded
            $0.fetchByKey[Int.testSample] = Item.testSample
        }
        await store.finish()
    }

    func testFetchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample, text: String.testSample)) {
            $0.fetchStatus[Int.testSample] = .loading
        }
        for _ in 0...Drawn09Spec.fetchRetry.attempts { service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn09Spec.fetchRetry.attempts where Drawn09Spec.fetchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn09Spec.fetchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.fetchFailure(count: Int.testSample, text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample, text: String.testSample)) {
            $0.fetchStatus[Int.testSample] = .loading
        }
        await store.send(.cancelFetch(count: Int.testSample)) {
            $0.fetchStatus[Int.testSample] = nil
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testFetchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn09Spec.fetchPolicy == .first else {
            return XCTFail("The request fetch (\(Drawn09Spec.fetchDeclaration)) has the policy \(Drawn09Spec.fetchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(count: Int.testSample, text: String.testSample)) {
            $0.fetchStatus[Int.testSample] = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(count: Int.testSample, text: String.testSample))
        service.fetchAnswers.answer(.success(Item.testSample))
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.fetchSuccess(count: Int.testSample, text: String.testSample, Item.testSample)) {
            $0.fetchStatus[Int.testSample] = .succeeded
            $0.fetchByKey[Int.testSample] = Item.testSample
        }
        await store.finish()
    }

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn09State, Drawn09Action>, _ service: Drawn09ServiceMock) async -> Bool {
        guard Drawn09Reducer.shouldStartLookup(store.state) else {
            await store.send(.lookup(ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(ref: Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .succeeded
            $0.lookupByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(ref: Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(ref: Int.testSample, ModelFailure.testSample)) {
            $0.lookupStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLookupLatestCallSupersedesTheOneInFlight() async {
        guard Drawn09Spec.lookupPolicy == .latest else {
            return XCTFail("The request lookup (\(Drawn09Spec.lookupDeclaration)) has the policy \(Drawn09Spec.lookupPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(ref: Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(ref: Int.testSample))
        await service.lookupAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .succeeded
            $0.lookupByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testLookupIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(ref: Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .succeeded
            $0.lookupByKey[Int.testSample] = Int.testSample
        }
        await store.send(.lookup(ref: Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .loading
        }
        await store.receive(.lookupSuccess(ref: Int.testSample, Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .succeeded
            $0.lookupByKey[Int.testSample] = Int.testSample
        }
        await store.send(.forceLookup(ref: Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .succeeded
            $0.lookupByKey[Int.testSample] = Int.testSample
        }
        await clock.advance(by: Drawn09Spec.lookupCacheLifetime)
        await store.send(.lookup(ref: Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .succeeded
            $0.lookupByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testLookupPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.startPollingLookup(ref: Int.testSample))
        await store.receive(.forceLookup(ref: Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .succeeded
            $0.lookupByKey[Int.testSample] = Int.testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn09Spec.lookupPollInterval))
        await clock.advance(by: Drawn09Spec.lookupPollInterval)
        await store.receive(.forceLookup(ref: Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .loading
        }
        service.lookupAnswers.answer(.success(Int.testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, Int.testSample)) {
            $0.lookupStatus[Int.testSample] = .succeeded
            $0.lookupByKey[Int.testSample] = Int.testSample
        }
        await store.send(.stopPollingLookup(ref: Int.testSample))
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

    // MARK: pane (Drawn09Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn09State(pane: Drawn09PaneState(id: Int.testSample)))
        await store.send(.pane(.fetch(ref: Int.testSample))) {
            $0.pane!.fetchStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.fetch(ref: Int.testSample)))
        await store.finish()
    }
}
