// Drawn14TransitionTests.swift
// Written once by reduxgen from Drawn14.yaml (--tests); from now on this file is yours.
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
final class Drawn14TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn14State = Drawn14State()
    ) -> (ReduxTesting.TestStore<Drawn14State, Drawn14Action>, Drawn14ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn14ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn14Reducer.reduce,
            middlewares: [Drawn14Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: sync

    /// Whether `sync`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func syncStarts(_ store: ReduxTesting.TestStore<Drawn14State, Drawn14Action>, _ service: Drawn14ServiceMock) async -> Bool {
        guard Drawn14Reducer.shouldStartSync(store.state) else {
            await store.send(.sync(text: String.testSample, ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "sync was called although its when: is false")
            return false
        }
        return true
    }

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Int.testSample))
        await store.receive(.syncSuccess(text: String.testSample, ref: Int.testSample, Int.testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            $0.syncItems.append(Int.testSample)
        }
        await store.finish()
    }

    func testSyncFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        for _ in 0...2 { service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(text: String.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess(text: String.testSample, ref: Int.testSample, Int.testSample))
        await store.send(.syncFailure(text: String.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSyncQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        await store.send(.sync(text: String.testSample, ref: Int.testSample)) {
            $0.syncInFlight = 2
        }
        for _ in 0...2 { service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        service.syncAnswers.answer(.success(Int.testSample))
        await store.receive(.syncFailure(text: String.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.syncInFlight = 1
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.syncSuccess(text: String.testSample, ref: Int.testSample, Int.testSample)) {
            $0.syncInFlight = 0
            $0.syncItems.append(Int.testSample)
        }
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateSuccess(String.testSample, [Int].testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateValue = [Int].testSample
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(String.testSample, [Int].testSample))
        await store.send(.rateFailure(String.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testRateIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await store.send(.cancelRate) {
            $0.rateInFlight = 0
            $0.rateStatus = .idle
        }
        service.rateAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testRateErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissRateError) {
            $0.rateStatus = .idle
        }
        await store.finish()
    }

    func testRateQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await store.send(.rate(String.testSample)) {
            $0.rateInFlight = 2
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.rateSuccess(String.testSample, [Int].testSample)) {
            $0.rateInFlight = 0
            $0.rateValue = [Int].testSample
        }
        await store.finish()
    }

    func testRatePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingRate(String.testSample))
        await store.receive(.rate(String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateSuccess(String.testSample, [Int].testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateValue = [Int].testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.rate(String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateSuccess(String.testSample, [Int].testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateValue = [Int].testSample
        }
        await store.send(.stopPollingRate)
        await store.finish()
    }

    // MARK: save

    /// Whether `save`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func saveStarts(_ store: ReduxTesting.TestStore<Drawn14State, Drawn14Action>, _ service: Drawn14ServiceMock) async -> Bool {
        guard Drawn14Reducer.shouldStartSave(store.state) else {
            await store.send(.save(String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "save was called although its when: is false")
            return false
        }
        return true
    }

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(String.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Int.testSample))
        await store.receive(.saveSuccess(String.testSample, Int.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            $0.saveItems.insert(Int.testSample, at: 0)
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(String.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(String.testSample, ModelFailure.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess(String.testSample, Int.testSample))
        await store.send(.saveFailure(String.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testSaveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(String.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(String.testSample, ModelFailure.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissSaveError) {
            $0.saveStatus = .idle
        }
        await store.finish()
    }

    func testSaveQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(String.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await store.send(.save(String.testSample)) {
            $0.saveInFlight = 2
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        service.saveAnswers.answer(.success(Int.testSample))
        await store.receive(.saveFailure(String.testSample, ModelFailure.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.saveSuccess(String.testSample, Int.testSample)) {
            $0.saveInFlight = 0
            $0.saveItems.insert(Int.testSample, at: 0)
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(Int.testSample)) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(Int.testSample, Item.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .succeeded
            $0.archiveItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(Int.testSample)) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testArchiveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.archiveSuccess(Int.testSample, Item.testSample))
        await store.send(.archiveFailure(Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testArchiveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(Int.testSample)) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissArchiveError) {
            $0.archiveStatus = .idle
        }
        await store.finish()
    }

    func testArchiveQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(Int.testSample)) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        await store.send(.archive(Int.testSample)) {
            $0.archiveInFlight = 2
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.archiveSuccess(Int.testSample, Item.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveItems.append(Item.testSample)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, query, ready)

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
        let (store, _, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.finish()
    }

    // MARK: pane (Drawn14Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn14State(pane: Drawn14PaneState(id: Int.testSample)))
        await store.send(.pane(.lookup)) {
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
