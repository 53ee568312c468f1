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

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(Item.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .succeeded
        }
        await store.receive(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 0
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testPostAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.postSuccess(Item.testSample))
        await store.send(.postFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testPostConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postInFlight = 1
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post) {
            $0.postInFlight = 2
        }
        await service.postAnswers.waitForCalls(waiting: 2)
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(ReduxRuntime.RequestError.testSample)) {
            $0.postInFlight = 1
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.postAnswers.answer(.success(Item.testSample))
        await store.receive(.postSuccess(Item.testSample)) {
            $0.postInFlight = 0
        }
        await store.receive(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.receive(.poke)
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
        await store.send(.syncSuccess([Item].testSample))
        await store.send(.syncFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSyncLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync)
        await service.syncAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess([Item].testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(text: String.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = [Item].testSample
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(text: String.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess([Item].testSample))
        await store.send(.rateFailure(ReduxRuntime.RequestError.testSample))
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
        service.rateAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(text: String.testSample)) {
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(text: String.testSample))
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = [Item].testSample
        }
        await store.finish()
    }

    func testRatePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingRate(text: String.testSample))
        await store.receive(.rate(text: String.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = [Item].testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(5)))
        await clock.advance(by: .seconds(5))
        await store.receive(.rate(text: String.testSample)) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateValue = [Item].testSample
        }
        await store.send(.stopPollingRate)
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

    // MARK: rows (Drawn07Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn07State(rows: [Drawn07RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .sync)) {
            $0.rows[id: Int.testSample]!.syncStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .sync))
        await store.finish()
    }

    // MARK: pane (Drawn07Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn07State(pane: Drawn07PaneState(id: Int.testSample)))
        await store.send(.pane(.fetch(String.testSample))) {
            $0.pane!.fetchStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.fetch(String.testSample)))
        await store.finish()
    }
}
