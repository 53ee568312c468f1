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

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(text: String.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(text: String.testSample, Item.testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.insert(Item.testSample, at: 0)
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(text: String.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testRateIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(text: String.testSample)) {
            $0.rateStatus = .loading
        }
        await store.send(.cancelRate) {
            $0.rateStatus = .idle
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testRateErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(text: String.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissRateError) {
            $0.rateStatus = .idle
        }
        await store.finish()
    }

    func testRateCallWhileOneIsInFlightIsDropped() async {
        guard Drawn06Spec.ratePolicy == .first else {
            return XCTFail("The request rate (\(Drawn06Spec.rateDeclaration)) has the policy \(Drawn06Spec.ratePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate(text: String.testSample)) {
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(text: String.testSample))
        service.rateAnswers.answer(.success(Item.testSample))
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.rateSuccess(text: String.testSample, Item.testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.insert(Item.testSample, at: 0)
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.searchDebounce)
        service.searchAnswers.answer(.success([Item].testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.searchDebounce)
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(ready: store.state.ready, ModelFailure.testSample)) {
            $0.searchStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSearchIsCancelled() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.searchDebounce)
        await store.send(.cancelSearch) {
            $0.searchStatus = .idle
        }
        service.searchAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = Item.testSample
        }
        await store.finish()
    }

    func testSyncFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        for _ in 0...Drawn06Spec.syncRetry.attempts { service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn06Spec.syncRetry.attempts where Drawn06Spec.syncRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn06Spec.syncRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
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
        service.syncAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSyncErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        for _ in 0...Drawn06Spec.syncRetry.attempts { service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn06Spec.syncRetry.attempts where Drawn06Spec.syncRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn06Spec.syncRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSyncError) {
            $0.syncStatus = .idle
        }
        await store.finish()
    }

    func testSyncLatestCallSupersedesTheOneInFlight() async {
        guard Drawn06Spec.syncPolicy == .latest else {
            return XCTFail("The request sync (\(Drawn06Spec.syncDeclaration)) has the policy \(Drawn06Spec.syncPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync)
        await service.syncAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = Item.testSample
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
            await store.send(.send(String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "send was called although its when: is false")
            return false
        }
        return true
    }

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(String.testSample)) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.sendDebounce)
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(String.testSample, page: store.state.page, Item.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(String.testSample)) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.sendDebounce)
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(String.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(String.testSample)) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.sendDebounce)
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(String.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSendError) {
            $0.sendStatus = .idle
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, setPage → sync, ready)

    func testSetPageAssignsPage() async {
        let (store, service, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.receive(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(ready: store.state.ready, page: store.state.page, Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = Item.testSample
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

    // MARK: rows (Drawn06Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn06State(rows: [Drawn06RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .save(String.testSample))) {
            $0.rows[id: Int.testSample]!.saveStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .save(String.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn06Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn06State(pane: Drawn06PaneState(id: Int.testSample)))
        await store.send(.pane(.setPage(Int.testSample))) {
            $0.pane!.page = Int.testSample
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.setPage(Int.testSample)))
        await store.finish()
    }
}
