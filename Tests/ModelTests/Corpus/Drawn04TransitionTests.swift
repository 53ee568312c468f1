// Drawn04TransitionTests.swift
// Written once by reduxgen from Drawn04.yaml (--tests); from now on this file is yours.
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
final class Drawn04TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn04State = Drawn04State()
    ) -> (ReduxTesting.TestStore<Drawn04State, Drawn04Action>, Drawn04ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn04ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn04Reducer.reduce,
            middlewares: [Drawn04Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: submit

    /// Whether `submit`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func submitStarts(_ store: ReduxTesting.TestStore<Drawn04State, Drawn04Action>, _ service: Drawn04ServiceMock) async -> Bool {
        guard Drawn04Reducer.shouldStartSubmit(store.state) else {
            await store.send(.submit(String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "submit was called although its when: is false")
            return false
        }
        return true
    }

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(String.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(String.testSample, Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(String.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.submitError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testSubmitKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(String.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.submitError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.submit(String.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(String.testSample, Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testSubmitCallWhileOneIsInFlightIsDropped() async {
        guard Drawn04Spec.submitPolicy == .first else {
            return XCTFail("The request submit (\(Drawn04Spec.submitDeclaration)) has the policy \(Drawn04Spec.submitPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(String.testSample)) {
            $0.submitStatus = .loading
        }
        await service.submitAnswers.waitForCalls(waiting: 1)
        await store.send(.submit(String.testSample))
        service.submitAnswers.answer(.success(Item.testSample))
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.submitSuccess(String.testSample, Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.append(Item.testSample)
        }
        await store.finish()
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post(ref: Int.testSample, text: String.testSample)) {
            $0.postStatus[String.testSample] = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(ref: Int.testSample, text: String.testSample, query: store.state.query, ready: store.state.ready, Item.testSample)) {
            $0.postStatus[String.testSample] = .succeeded
            $0.postItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(ref: Int.testSample, text: String.testSample)) {
            $0.postStatus[String.testSample] = .loading
        }
        service.postAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.postFailure(ref: Int.testSample, text: String.testSample, query: store.state.query, ready: store.state.ready, ModelFailure.testSample)) {
            $0.postStatus[String.testSample] = .failed(ModelFailure.testSample)
            $0.postError = ModelFailure.testSample
        }
        await store.finish()
    }

    func testPostIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.post(ref: Int.testSample, text: String.testSample)) {
            $0.postStatus[String.testSample] = .loading
        }
        await store.send(.cancelPost(text: String.testSample)) {
            $0.postStatus[String.testSample] = nil
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testPostKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.post(ref: Int.testSample, text: String.testSample)) {
            $0.postStatus[String.testSample] = .loading
        }
        service.postAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.postFailure(ref: Int.testSample, text: String.testSample, query: store.state.query, ready: store.state.ready, ModelFailure.testSample)) {
            $0.postStatus[String.testSample] = .failed(ModelFailure.testSample)
            $0.postError = ModelFailure.testSample
        }
        await store.send(.post(ref: Int.testSample, text: String.testSample)) {
            $0.postStatus[String.testSample] = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(ref: Int.testSample, text: String.testSample, query: store.state.query, ready: store.state.ready, Item.testSample)) {
            $0.postStatus[String.testSample] = .succeeded
            $0.postItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    func testPostLatestCallSupersedesTheOneInFlight() async {
        guard Drawn04Spec.postPolicy == .latest else {
            return XCTFail("The request post (\(Drawn04Spec.postDeclaration)) has the policy \(Drawn04Spec.postPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.post(ref: Int.testSample, text: String.testSample)) {
            $0.postStatus[String.testSample] = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post(ref: Int.testSample, text: String.testSample))
        await service.postAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(ref: Int.testSample, text: String.testSample, query: store.state.query, ready: store.state.ready, Item.testSample)) {
            $0.postStatus[String.testSample] = .succeeded
            $0.postItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: fetch

    /// Whether `fetch`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func fetchStarts(_ store: ReduxTesting.TestStore<Drawn04State, Drawn04Action>, _ service: Drawn04ServiceMock) async -> Bool {
        guard Drawn04Reducer.shouldStartFetch(store.state) else {
            await store.send(.fetch(ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "fetch was called although its when: is false")
            return false
        }
        return true
    }

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04Spec.fetchDebounce)
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(ref: Int.testSample, Int.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.append(Int.testSample)
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04Spec.fetchDebounce)
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.fetchFailure(ref: Int.testSample, ModelFailure.testSample)) {
            $0.fetchStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testFetchIsCancelled() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04Spec.fetchDebounce)
        await store.send(.cancelFetch) {
            $0.fetchStatus = .idle
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search(count: Int.testSample, ref: Int.testSample)) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(count: Int.testSample, ref: Int.testSample)) {
            $0.searchStatus = .succeeded
        }
        await store.finish()
    }

    func testSearchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.search(count: Int.testSample, ref: Int.testSample)) {
            $0.searchStatus = .loading
        }
        for _ in 0...Drawn04Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn04Spec.searchRetry.attempts where Drawn04Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn04Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(count: Int.testSample, ref: Int.testSample, ModelFailure.testSample)) {
            $0.searchStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSearchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn04Spec.searchPolicy == .first else {
            return XCTFail("The request search (\(Drawn04Spec.searchDeclaration)) has the policy \(Drawn04Spec.searchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search(count: Int.testSample, ref: Int.testSample)) {
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(count: Int.testSample, ref: Int.testSample))
        service.searchAnswers.answer(.success(()))
        service.searchAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.searchSuccess(count: Int.testSample, ref: Int.testSample)) {
            $0.searchStatus = .succeeded
        }
        await store.finish()
    }

    func testSearchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSearch(count: Int.testSample, ref: Int.testSample))
        await store.receive(.search(count: Int.testSample, ref: Int.testSample)) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(count: Int.testSample, ref: Int.testSample)) {
            $0.searchStatus = .succeeded
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn04Spec.searchPollInterval))
        await clock.advance(by: Drawn04Spec.searchPollInterval)
        await store.receive(.search(count: Int.testSample, ref: Int.testSample)) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(()))
        await store.receive(.searchSuccess(count: Int.testSample, ref: Int.testSample)) {
            $0.searchStatus = .succeeded
        }
        await store.send(.stopPollingSearch)
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

    // MARK: rows (Drawn04Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn04State(rows: [Drawn04RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .setPage(Int.testSample))) {
            $0.rows[id: Int.testSample]!.page = Int.testSample
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .setPage(Int.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn04Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn04State(pane: Drawn04PaneState(id: Int.testSample)))
        await store.send(.pane(.search)) {
            $0.pane!.searchStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.search))
        await store.finish()
    }
}
