// Drawn01TransitionTests.swift
// Written once by reduxgen from Drawn01.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// Drawn01TestSamples.swift has those reduxgen wrote). When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.
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
final class Drawn01TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn01State = Drawn01State()
    ) -> (ReduxTesting.TestStore<Drawn01State, Drawn01Action>, Drawn01ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn01ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn01Reducer.reduce,
            middlewares: [Drawn01Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
            $0.searchIsLoading = true
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = [Int].testSample
            $0.searchIsLoading = false
        }
        await store.finish()
    }

    func testSearchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
            $0.searchIsLoading = true
        }
        for _ in 0...Drawn01Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn01Spec.searchRetry.attempts where Drawn01Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn01Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchIsLoading = false
        }
        await store.finish()
    }

    func testSearchErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
            $0.searchIsLoading = true
        }
        for _ in 0...Drawn01Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn01Spec.searchRetry.attempts where Drawn01Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn01Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.searchIsLoading = false
        }
        await store.send(.dismissSearchError) {
            $0.searchStatus = .idle
        }
        await store.finish()
    }

    func testSearchAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, _, _) = makeStore()
        // The reducer logic may end search's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn01Reducer.reduce(&state, .search)
        XCTAssertTrue(state.searchIsLoading)
        state.searchIsLoading = false
        Drawn01Reducer.reduce(&state, .searchSuccess([Int].testSample))
        XCTAssertEqual(state.searchStatus, .succeeded)
        XCTAssertFalse(state.searchIsLoading)
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn01Spec.searchPolicy == .latest else {
            return XCTFail("The request search (\(Drawn01Spec.searchDeclaration)) has the policy \(Drawn01Spec.searchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
            $0.searchIsLoading = true
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search)
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = [Int].testSample
            $0.searchIsLoading = false
        }
        await store.finish()
    }

    func testSearchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSearch)
        await store.receive(.search) {
            $0.searchStatus = .loading
            $0.searchIsLoading = true
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = [Int].testSample
            $0.searchIsLoading = false
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn01Spec.searchPollInterval))
        await clock.advance(by: Drawn01Spec.searchPollInterval)
        await store.receive(.search) {
            $0.searchStatus = .loading
            $0.searchIsLoading = true
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = [Int].testSample
            $0.searchIsLoading = false
        }
        await store.send(.stopPollingSearch)
        await store.finish()
    }

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn01State, Drawn01Action>, _ service: Drawn01ServiceMock) async -> Bool {
        guard Drawn01Reducer.shouldStartLookup(store.state) else {
            await store.send(.lookup(ref: Int.testSample, count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(ref: Int.testSample, count: Int.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, count: Int.testSample, Item.testSample)) {
            $0.lookupStatus = .succeeded
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(ref: Int.testSample, count: Int.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(ref: Int.testSample, count: Int.testSample, ModelFailure.testSample)) {
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(ref: Int.testSample, count: Int.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(ref: Int.testSample, count: Int.testSample, ModelFailure.testSample)) {
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissLookupError) {
            $0.lookupStatus = .idle
        }
        await store.finish()
    }

    func testLookupCallWhileOneIsInFlightIsDropped() async {
        guard Drawn01Spec.lookupPolicy == .first else {
            return XCTFail("The request lookup (\(Drawn01Spec.lookupDeclaration)) has the policy \(Drawn01Spec.lookupPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(ref: Int.testSample, count: Int.testSample)) {
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(ref: Int.testSample, count: Int.testSample))
        service.lookupAnswers.answer(.success(Item.testSample))
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.lookupSuccess(ref: Int.testSample, count: Int.testSample, Item.testSample)) {
            $0.lookupStatus = .succeeded
        }
        await store.finish()
    }

    func testLookupIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(ref: Int.testSample, count: Int.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, count: Int.testSample, Item.testSample)) {
            $0.lookupStatus = .succeeded
        }
        await store.send(.lookup(ref: Int.testSample, count: Int.testSample)) {
            $0.lookupStatus = .loading
        }
        await store.receive(.lookupSuccess(ref: Int.testSample, count: Int.testSample, Item.testSample)) {
            $0.lookupStatus = .succeeded
        }
        await store.send(.forceLookup(ref: Int.testSample, count: Int.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, count: Int.testSample, Item.testSample)) {
            $0.lookupStatus = .succeeded
        }
        await clock.advance(by: Drawn01Spec.lookupCacheLifetime)
        await store.send(.lookup(ref: Int.testSample, count: Int.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, count: Int.testSample, Item.testSample)) {
            $0.lookupStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            if let prediction = Drawn01Reducer.predictSave(Int.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.saveItems, for: Int.testSample)
                $0.savePredictions = consume predictions
            }
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Int.testSample, Item.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            var predictions = $0.savePredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.saveItems) { $0 == Int.testSample }
            $0.savePredictions = consume predictions
        }
        await store.finish()
    }

    func testSaveFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.save(Int.testSample)) {
            if let prediction = Drawn01Reducer.predictSave(Int.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.saveItems, for: Int.testSample)
                $0.savePredictions = consume predictions
            }
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        for _ in 0...Drawn01Spec.saveRetry.attempts { service.saveAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn01Spec.saveRetry.attempts where Drawn01Spec.saveRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn01Spec.saveRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.saveFailure(Int.testSample, ModelFailure.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ModelFailure.testSample)
            var predictions = $0.savePredictions.take()
            predictions.markFailed(in: &$0.saveItems) { $0 == Int.testSample }
            $0.savePredictions = consume predictions
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess(Int.testSample, Item.testSample))
        await store.send(.saveFailure(Int.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testSaveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            if let prediction = Drawn01Reducer.predictSave(Int.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.saveItems, for: Int.testSample)
                $0.savePredictions = consume predictions
            }
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await store.send(.cancelSave) {
            $0.saveInFlight = 0
            $0.saveStatus = .idle
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveItems)
            $0.savePredictions = consume predictions
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSaveConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn01Spec.savePolicy == .concurrent else {
            return XCTFail("The request save (\(Drawn01Spec.saveDeclaration)) has the policy \(Drawn01Spec.savePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.save(Int.testSample)) {
            if let prediction = Drawn01Reducer.predictSave(Int.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.saveItems, for: Int.testSample)
                $0.savePredictions = consume predictions
            }
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(Int.testSample)) {
            if let prediction = Drawn01Reducer.predictSave(Int.testSample, in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.saveItems, for: Int.testSample)
                $0.savePredictions = consume predictions
            }
            $0.saveInFlight = 2
        }
        await service.saveAnswers.waitForCalls(waiting: 2)
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Int.testSample, Item.testSample)) {
            $0.saveInFlight = 1
            var predictions = $0.savePredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.saveItems) { $0 == Int.testSample }
            $0.savePredictions = consume predictions
        }
        for _ in 0...Drawn01Spec.saveRetry.attempts { service.saveAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn01Spec.saveRetry.attempts where Drawn01Spec.saveRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn01Spec.saveRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.saveFailure(Int.testSample, ModelFailure.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ModelFailure.testSample)
            var predictions = $0.savePredictions.take()
            predictions.markFailed(in: &$0.saveItems) { $0 == Int.testSample }
            $0.savePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: navigation (stack)

    func testPushAppendsARouteToThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn01Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.finish()
    }

    func testPopRemovesTheLastRoute() async {
        let (store, _, _) = makeStore()
        let route = Drawn01Route.home
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
        let route = Drawn01Route.home
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
        let route = Drawn01Route.home
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.send(.popToRoot) {
            $0.path = []
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, query, ready, poke → search, startUpdates → search)

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

    func testReadyChangedAssignsReady() async {
        let (store, _, _) = makeStore()
        await store.send(.readyChanged(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.finish()
    }

    func testPokeStartsSearch() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        await store.receive(.search) {
            $0.searchStatus = .loading
            $0.searchIsLoading = true
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = [Int].testSample
            $0.searchIsLoading = false
        }
        await store.finish()
    }

    func testStartUpdatesStartsSearch() async {
        let (store, service, _) = makeStore()
        await store.send(.startUpdates) {
            $0.updatesActive = true
        }
        await store.receive(.search) {
            $0.searchStatus = .loading
            $0.searchIsLoading = true
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = [Int].testSample
            $0.searchIsLoading = false
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.finish()
    }

    // MARK: rows (Drawn01Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn01State(rows: [Drawn01RowState(id: Int.testSample)]))
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

    // MARK: pane (Drawn01Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn01State(pane: Drawn01PaneState(id: Int.testSample)))
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
