// Drawn04TransitionTests.swift
// Written once by reduxgen from Drawn04.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each transition of the navigation (push, pop, present, …) has a test too.
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

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample, text: String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, text: String.testSample, page: store.state.page, String.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateValue = String.testSample
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample, text: String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ref: Int.testSample, text: String.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(ref: Int.testSample, text: String.testSample, page: store.state.page, String.testSample))
        await store.send(.rateFailure(ref: Int.testSample, text: String.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testRateErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample, text: String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ref: Int.testSample, text: String.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissRateError) {
            $0.rateStatus = .idle
        }
        await store.finish()
    }

    func testRateQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn04Spec.ratePolicy == .queue else {
            return XCTFail("The request rate (\(Drawn04Spec.rateDeclaration)) has the policy \(Drawn04Spec.ratePolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate(ref: Int.testSample, text: String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await store.send(.rate(ref: Int.testSample, text: String.testSample)) {
            $0.rateInFlight = 2
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateFailure(ref: Int.testSample, text: String.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.rateSuccess(ref: Int.testSample, text: String.testSample, page: store.state.page, String.testSample)) {
            $0.rateInFlight = 0
            $0.rateValue = String.testSample
        }
        await store.finish()
    }

    func testRatePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingRate(ref: Int.testSample, text: String.testSample))
        await store.receive(.rate(ref: Int.testSample, text: String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, text: String.testSample, page: store.state.page, String.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateValue = String.testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn04Spec.ratePollInterval))
        await clock.advance(by: Drawn04Spec.ratePollInterval)
        await store.receive(.rate(ref: Int.testSample, text: String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(ref: Int.testSample, text: String.testSample, page: store.state.page, String.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateValue = String.testSample
        }
        await store.send(.stopPollingRate)
        await store.finish()
    }

    // MARK: sync

    /// Whether `sync`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func syncStarts(_ store: ReduxTesting.TestStore<Drawn04State, Drawn04Action>, _ service: Drawn04ServiceMock) async -> Bool {
        guard Drawn04Reducer.shouldStartSync(store.state) else {
            await store.send(.sync(count: Int.testSample, text: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "sync was called although its when: is false")
            return false
        }
        return true
    }

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(count: Int.testSample, text: String.testSample)) {
            if $0.syncStatus[Int.testSample]?.isLoading != true, let prediction = Drawn04Reducer.predictSync(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: Int.testSample)
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(count: Int.testSample, text: String.testSample, Item.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.syncItems) { $0 == Int.testSample }
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(count: Int.testSample, text: String.testSample)) {
            if $0.syncStatus[Int.testSample]?.isLoading != true, let prediction = Drawn04Reducer.predictSync(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: Int.testSample)
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(count: Int.testSample, text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.syncPredictions.take()
            predictions.rollBack(in: &$0.syncItems) { $0 == Int.testSample }
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(count: Int.testSample, text: String.testSample)) {
            if $0.syncStatus[Int.testSample]?.isLoading != true, let prediction = Drawn04Reducer.predictSync(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: Int.testSample)
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04Spec.syncTimeout)
        await store.receive(.syncFailure(count: Int.testSample, text: String.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn04Spec.syncTimeout))) {
            $0.syncStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn04Spec.syncTimeout))
            var predictions = $0.syncPredictions.take()
            predictions.rollBack(in: &$0.syncItems) { $0 == Int.testSample }
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        guard Drawn04Spec.syncPolicy == .first else {
            return XCTFail("The request sync (\(Drawn04Spec.syncDeclaration)) has the policy \(Drawn04Spec.syncPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(count: Int.testSample, text: String.testSample)) {
            if $0.syncStatus[Int.testSample]?.isLoading != true, let prediction = Drawn04Reducer.predictSync(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: Int.testSample)
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus[Int.testSample] = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(count: Int.testSample, text: String.testSample)) {
            if $0.syncStatus[Int.testSample]?.isLoading != true, let prediction = Drawn04Reducer.predictSync(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.syncItems, for: Int.testSample)
                $0.syncPredictions = consume predictions
            }
        }
        service.syncAnswers.answer(.success(Item.testSample))
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.syncSuccess(count: Int.testSample, text: String.testSample, Item.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.syncItems) { $0 == Int.testSample }
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample)) {
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(ref: Int.testSample, page: store.state.page, query: store.state.query, Item.testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            $0.searchItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample)) {
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(ref: Int.testSample, page: store.state.page, query: store.state.query, ModelFailure.testSample)) {
            $0.searchStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSearchErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample)) {
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(ref: Int.testSample, page: store.state.page, query: store.state.query, ModelFailure.testSample)) {
            $0.searchStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissSearchError(ref: Int.testSample)) {
            $0.searchStatus[Int.testSample] = nil
        }
        await store.finish()
    }

    func testSearchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn04Spec.searchPolicy == .first else {
            return XCTFail("The request search (\(Drawn04Spec.searchDeclaration)) has the policy \(Drawn04Spec.searchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample)) {
            $0.searchStatus[Int.testSample] = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(ref: Int.testSample))
        service.searchAnswers.answer(.success(Item.testSample))
        service.searchAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.searchSuccess(ref: Int.testSample, page: store.state.page, query: store.state.query, Item.testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            $0.searchItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    // MARK: navigation (stack)

    func testPushAppendsARouteToThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn04Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.finish()
    }

    func testPopRemovesTheLastRoute() async {
        let (store, _, _) = makeStore()
        let route = Drawn04Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.send(.pop) {
            $0.path = []
        }
        await store.finish()
    }

    func testPopOnTheRootChangesNothing() async {
        let (store, _, _) = makeStore()
        await store.send(.pop)
        await store.finish()
    }

    func testSetPathReplacesThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn04Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.finish()
    }

    func testPopToRootEmptiesThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn04Route.home
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.send(.popToRoot) {
            $0.path = []
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

    // MARK: rows (Drawn04Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn04State(rows: [Drawn04RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .archive(text: String.testSample, ref: Int.testSample))) {
            $0.rows[id: Int.testSample]!.archiveStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .archive(text: String.testSample, ref: Int.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn04Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn04State(pane: Drawn04PaneState(id: Int.testSample)))
        await store.send(.pane(.post(ref: Int.testSample))) {
            $0.pane!.postStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.post(ref: Int.testSample)))
        await store.finish()
    }
}
