// Drawn06TransitionTests.swift
// Written once by reduxgen from Drawn06.yaml (--tests); from now on this file is yours.
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
final class Drawn06TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn06State = Drawn06State()
    ) -> (ReduxTesting.TestStore<Drawn06State, Drawn06Action>, Drawn06ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn06ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn06Reducer.reduce,
            middlewares: [Drawn06Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: fetch

    /// Whether `fetch`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func fetchStarts(_ store: ReduxTesting.TestStore<Drawn06State, Drawn06Action>, _ service: Drawn06ServiceMock) async -> Bool {
        guard Drawn06Reducer.shouldStartFetch(store.state) else {
            await store.send(.fetch(text: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "fetch was called although its when: is false")
            return false
        }
        return true
    }

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(text: String.testSample)) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.fetchDebounce)
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(text: String.testSample, Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Item.testSample
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(text: String.testSample)) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.fetchDebounce)
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchIsCancelled() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(text: String.testSample)) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.fetchDebounce)
        await store.send(.cancelFetch) {
            $0.fetchStatus = .idle
        }
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testFetchIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch(text: String.testSample)) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.fetchDebounce)
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(text: String.testSample, Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Item.testSample
        }
        await store.send(.fetch(text: String.testSample)) {
            $0.fetchStatus = .loading
        }
        await store.receive(.fetchSuccess(text: String.testSample, Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Item.testSample
        }
        await store.send(.forceFetch(text: String.testSample)) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.fetchDebounce)
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(text: String.testSample, Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Item.testSample
        }
        await clock.advance(by: Drawn06Spec.fetchCacheLifetime)
        await store.send(.fetch(text: String.testSample)) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.fetchDebounce)
        service.fetchAnswers.answer(.success(Item.testSample))
        await store.receive(.fetchSuccess(text: String.testSample, Item.testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = Item.testSample
        }
        await store.finish()
    }

    // MARK: save

    /// Whether `save`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func saveStarts(_ store: ReduxTesting.TestStore<Drawn06State, Drawn06Action>, _ service: Drawn06ServiceMock) async -> Bool {
        guard Drawn06Reducer.shouldStartSave(store.state) else {
            await store.send(.save(count: Int.testSample, text: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "save was called although its when: is false")
            return false
        }
        return true
    }

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(count: Int.testSample, text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.success(String.testSample))
        await store.receive(.saveSuccess(count: Int.testSample, text: String.testSample, String.testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
            $0.saveByKey[String.testSample] = String.testSample
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(count: Int.testSample, text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(count: Int.testSample, text: String.testSample, ModelFailure.testSample)) {
            $0.saveStatus[String.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSaveTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(count: Int.testSample, text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.saveTimeout)
        await store.receive(.saveFailure(count: Int.testSample, text: String.testSample, ModelFailure.timedOut(after: Drawn06Spec.saveTimeout))) {
            $0.saveStatus[String.testSample] = .failed(ModelFailure.timedOut(after: Drawn06Spec.saveTimeout))
        }
        await store.finish()
    }

    func testSaveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn06Spec.savePolicy == .latest else {
            return XCTFail("The request save (\(Drawn06Spec.saveDeclaration)) has the policy \(Drawn06Spec.savePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(count: Int.testSample, text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(count: Int.testSample, text: String.testSample))
        await service.saveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.saveAnswers.answer(.success(String.testSample))
        await store.receive(.saveSuccess(count: Int.testSample, text: String.testSample, String.testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
            $0.saveByKey[String.testSample] = String.testSample
        }
        await store.finish()
    }

    // MARK: send

    /// Whether `send`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func sendStarts(_ store: ReduxTesting.TestStore<Drawn06State, Drawn06Action>, _ service: Drawn06ServiceMock) async -> Bool {
        guard Drawn06Reducer.shouldStartSend(store.state) else {
            await store.send(.send)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "send was called although its when: is false")
            return false
        }
        return true
    }

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.sendDebounce)
        service.sendAnswers.answer(.success([Int].testSample))
        await store.receive(.sendSuccess([Int].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.finish()
    }

    func testSendFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.sendDebounce)
        for _ in 0...Drawn06Spec.sendRetry.attempts { service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn06Spec.sendRetry.attempts where Drawn06Spec.sendRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn06Spec.sendRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.sendDebounce)
        for _ in 0...Drawn06Spec.sendRetry.attempts { service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn06Spec.sendRetry.attempts where Drawn06Spec.sendRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn06Spec.sendRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSendError) {
            $0.sendStatus = .idle
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, page, ready, bump → send)

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.finish()
    }

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

    func testBumpStartsSend() async {
        let (store, service, clock) = makeStore()
        await store.send(.bump)
        // send's when: decides whether the follow-up calls the service.
        let sendCalls = Drawn06Reducer.shouldStartSend(store.state)
        await store.receive(.send) {
            if sendCalls {
                $0.sendStatus = .loading
            }
        }
        if sendCalls {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn06Spec.sendDebounce)
            service.sendAnswers.answer(.success([Int].testSample))
            await store.receive(.sendSuccess([Int].testSample)) {
                $0.sendStatus = .succeeded
                $0.sendItems.insert(contentsOf: [Int].testSample, at: 0)
            }
        }
        await store.finish()
    }

    // MARK: rows (Drawn06Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn06State(rows: [Drawn06RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .search(text: String.testSample, count: Int.testSample))) {
            $0.rows[id: Int.testSample]!.searchStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .search(text: String.testSample, count: Int.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn06Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn06State(pane: Drawn06PaneState(id: Int.testSample)))
        await store.send(.pane(.lookup)) {
            if !$0.pane!.lookupStatus.isLoading, let prediction = Drawn06PaneReducer.predictLookup(in: $0.pane!) {
                var predictions = $0.pane!.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.pane!.lookupItems, for: ())
                $0.pane!.lookupPredictions = consume predictions
            }
            $0.pane!.lookupStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.lookup))
        await store.finish()
    }
}
