// Drawn07TransitionTests.swift
// Written once by reduxgen from Drawn07.yaml (--tests); from now on this file is yours.
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
final class Drawn07TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn07State = Drawn07State()
    ) -> (ReduxTesting.TestStore<Drawn07State, Drawn07Action>, Drawn07ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn07ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn07Reducer.reduce,
            middlewares: [Drawn07Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(String.testSample))
        await store.receive(.loadSuccess(page: store.state.page, String.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
        }
        await store.finish()
    }

    func testLoadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        for _ in 0...Drawn07Spec.loadRetry.attempts { service.loadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn07Spec.loadRetry.attempts where Drawn07Spec.loadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn07Spec.loadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(page: store.state.page, ModelFailure.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(page: store.state.page, String.testSample))
        await store.send(.loadFailure(page: store.state.page, ModelFailure.testSample))
        await store.finish()
    }

    func testLoadErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        for _ in 0...Drawn07Spec.loadRetry.attempts { service.loadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn07Spec.loadRetry.attempts where Drawn07Spec.loadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn07Spec.loadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(page: store.state.page, ModelFailure.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissLoadError) {
            $0.loadStatus = .idle
        }
        await store.finish()
    }

    func testLoadQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn07Spec.loadPolicy == .queue else {
            return XCTFail("The request load (\(Drawn07Spec.loadDeclaration)) has the policy \(Drawn07Spec.loadPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.load) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await store.send(.load) {
            $0.loadInFlight = 2
        }
        for _ in 0...Drawn07Spec.loadRetry.attempts { service.loadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn07Spec.loadRetry.attempts where Drawn07Spec.loadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn07Spec.loadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        service.loadAnswers.answer(.success(String.testSample))
        await store.receive(.loadFailure(page: store.state.page, ModelFailure.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.loadSuccess(page: store.state.page, String.testSample)) {
            $0.loadInFlight = 0
        }
        await store.finish()
    }

    // MARK: search

    /// Whether `search`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func searchStarts(_ store: ReduxTesting.TestStore<Drawn07State, Drawn07Action>, _ service: Drawn07ServiceMock) async -> Bool {
        guard Drawn07Reducer.shouldStartSearch(store.state) else {
            await store.send(.search(ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "search was called although its when: is false")
            return false
        }
        return true
    }

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(ref: Int.testSample)) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.searchDebounce)
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(ref: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = [Item].testSample
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(ref: Int.testSample)) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.searchDebounce)
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(ref: Int.testSample, ready: store.state.ready, ModelFailure.testSample)) {
            $0.searchStatus = .failed(ModelFailure.testSample)
            $0.searchError = ModelFailure.testSample
        }
        await store.finish()
    }

    func testSearchTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(ref: Int.testSample)) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.searchDebounce)
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.searchTimeout)
        await store.receive(.searchFailure(ref: Int.testSample, ready: store.state.ready, ModelFailure.timedOut(after: Drawn07Spec.searchTimeout))) {
            $0.searchStatus = .failed(ModelFailure.timedOut(after: Drawn07Spec.searchTimeout))
            $0.searchError = ModelFailure.timedOut(after: Drawn07Spec.searchTimeout)
        }
        await store.finish()
    }

    func testSearchIsCancelled() async {
        let (store, service, clock) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(ref: Int.testSample)) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.searchDebounce)
        await store.send(.cancelSearch) {
            $0.searchStatus = .idle
        }
        service.searchAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testSearchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(ref: Int.testSample)) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.searchDebounce)
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(ref: Int.testSample, ready: store.state.ready, ModelFailure.testSample)) {
            $0.searchStatus = .failed(ModelFailure.testSample)
            $0.searchError = ModelFailure.testSample
        }
        await store.send(.search(ref: Int.testSample)) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.searchDebounce)
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(ref: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = [Item].testSample
        }
        await store.finish()
    }

    func testSearchIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(ref: Int.testSample)) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.searchDebounce)
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(ref: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = [Item].testSample
        }
        await store.send(.search(ref: Int.testSample)) {
            $0.searchStatus = .loading
        }
        await store.receive(.searchSuccess(ref: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = [Item].testSample
        }
        await store.send(.forceSearch(ref: Int.testSample)) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.searchDebounce)
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(ref: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = [Item].testSample
        }
        await clock.advance(by: Drawn07Spec.searchCacheLifetime)
        await store.send(.search(ref: Int.testSample)) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07Spec.searchDebounce)
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(ref: Int.testSample, ready: store.state.ready, [Item].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = [Item].testSample
        }
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(ready: store.state.ready, Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        await store.send(.cancelSave) {
            $0.saveStatus = .idle
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSaveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn07Spec.savePolicy == .latest else {
            return XCTFail("The request save (\(Drawn07Spec.saveDeclaration)) has the policy \(Drawn07Spec.savePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save)
        await service.saveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(ready: store.state.ready, Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testSaveIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(ready: store.state.ready, Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
        }
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        await store.receive(.saveSuccess(ready: store.state.ready, Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
        }
        await store.send(.forceSave) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(ready: store.state.ready, Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
        }
        await clock.advance(by: Drawn07Spec.saveCacheLifetime)
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(ready: store.state.ready, Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, page, ready)

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

    // MARK: rows (Drawn07Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn07State(rows: [Drawn07RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .fetch)) {
            $0.rows[id: Int.testSample]!.fetchStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .fetch))
        await store.finish()
    }

    // MARK: pane (Drawn07Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn07State(pane: Drawn07PaneState(id: Int.testSample)))
        await store.send(.pane(.post)) {
            $0.pane!.postStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.post))
        await store.finish()
    }
}
