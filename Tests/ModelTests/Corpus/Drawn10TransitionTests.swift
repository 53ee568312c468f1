// Drawn10TransitionTests.swift
// Written once by reduxgen from Drawn10.yaml (--tests); from now on this file is yours.
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
final class Drawn10TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn10State = Drawn10State()
    ) -> (ReduxTesting.TestStore<Drawn10State, Drawn10Action>, Drawn10ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn10ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn10Reducer.reduce,
            middlewares: [Drawn10Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.saveDebounce)
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess(String.testSample, [Item].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = [Item].testSample
        }
        await store.receive(.search) {
            if let prediction = Drawn10Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess(query: store.state.query, ready: store.state.ready, [Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.saveDebounce)
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.saveError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testSaveTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.saveDebounce)
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.saveTimeout)
        await store.receive(.saveFailure(String.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn10Spec.saveTimeout))) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn10Spec.saveTimeout))
            $0.saveError = ReduxRuntime.RequestError.timedOut(after: Drawn10Spec.saveTimeout)
        }
        await store.finish()
    }

    func testSaveKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.saveDebounce)
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.saveError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.saveDebounce)
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess(String.testSample, [Item].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = [Item].testSample
        }
        await store.receive(.search) {
            if let prediction = Drawn10Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess(query: store.state.query, ready: store.state.ready, [Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: sync

    /// Whether `sync`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func syncStarts(_ store: ReduxTesting.TestStore<Drawn10State, Drawn10Action>, _ service: Drawn10ServiceMock) async -> Bool {
        guard Drawn10Reducer.shouldStartSync(store.state) else {
            await store.send(.sync(ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "sync was called although its when: is false")
            return false
        }
        return true
    }

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(ref: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(ref: Int.testSample, Item.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            $0.syncItems.append(Item.testSample)
        }
        await store.receive(.search) {
            if let prediction = Drawn10Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess(query: store.state.query, ready: store.state.ready, [Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(ref: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn10Spec.syncRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn10Spec.syncTimeout))
            let mark = clock.sleepMark
            service.syncAnswers.answer(.failure(ModelFailure.testSample))
            guard attempt < Drawn10Spec.syncRetry.attempts && Drawn10Spec.syncRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn10Spec.syncRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(ref: Int.testSample, ModelFailure.testSample)) {
            $0.syncStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSyncTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(ref: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.syncTimeout)
        for retry in 1...Drawn10Spec.syncRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn10Spec.syncRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn10Spec.syncTimeout)
        }
        await store.receive(.syncFailure(ref: Int.testSample, ModelFailure.timedOut(after: Drawn10Spec.syncTimeout))) {
            $0.syncStatus[Int.testSample] = .failed(ModelFailure.timedOut(after: Drawn10Spec.syncTimeout))
        }
        await store.finish()
    }

    func testSyncIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(ref: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        await store.send(.cancelSync(ref: Int.testSample)) {
            $0.syncStatus[Int.testSample] = nil
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        guard Drawn10Spec.syncPolicy == .first else {
            return XCTFail("The request sync (\(Drawn10Spec.syncDeclaration)) has the policy \(Drawn10Spec.syncPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(ref: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(ref: Int.testSample))
        service.syncAnswers.answer(.success(Item.testSample))
        service.syncAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.syncSuccess(ref: Int.testSample, Item.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            $0.syncItems.append(Item.testSample)
        }
        await store.receive(.search) {
            if let prediction = Drawn10Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess(query: store.state.query, ready: store.state.ready, [Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        service.lookupAnswers.answer(.success(String.testSample))
        await store.receive(.lookupSuccess(text: String.testSample, ready: store.state.ready, String.testSample)) {
            $0.lookupStatus[String.testSample] = .succeeded
            $0.lookupByKey[String.testSample] = String.testSample
        }
        await store.finish()
    }

    func testLookupFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn10Spec.lookupRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn10Spec.lookupTimeout))
            let mark = clock.sleepMark
            service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
            guard attempt < Drawn10Spec.lookupRetry.attempts && Drawn10Spec.lookupRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn10Spec.lookupRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.lookupFailure(text: String.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLookupTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.lookupTimeout)
        for retry in 1...Drawn10Spec.lookupRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn10Spec.lookupRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn10Spec.lookupTimeout)
        }
        await store.receive(.lookupFailure(text: String.testSample, ready: store.state.ready, ReduxRuntime.RequestError.timedOut(after: Drawn10Spec.lookupTimeout))) {
            $0.lookupStatus[String.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn10Spec.lookupTimeout))
        }
        await store.finish()
    }

    func testLookupCallWhileOneIsInFlightIsDropped() async {
        guard Drawn10Spec.lookupPolicy == .first else {
            return XCTFail("The request lookup (\(Drawn10Spec.lookupDeclaration)) has the policy \(Drawn10Spec.lookupPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup(text: String.testSample)) {
            $0.lookupStatus[String.testSample] = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(text: String.testSample))
        service.lookupAnswers.answer(.success(String.testSample))
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.lookupSuccess(text: String.testSample, ready: store.state.ready, String.testSample)) {
            $0.lookupStatus[String.testSample] = .succeeded
            $0.lookupByKey[String.testSample] = String.testSample
        }
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            if let prediction = Drawn10Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess(query: store.state.query, ready: store.state.ready, [Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            if let prediction = Drawn10Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(query: store.state.query, ready: store.state.ready, ModelFailure.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ModelFailure.testSample)
            var predictions = $0.searchPredictions.take()
            predictions.markFailed(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess(query: store.state.query, ready: store.state.ready, [Int].testSample))
        await store.send(.searchFailure(query: store.state.query, ready: store.state.ready, ModelFailure.testSample))
        await store.finish()
    }

    func testSearchQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn10Spec.searchPolicy == .queue else {
            return XCTFail("The request search (\(Drawn10Spec.searchDeclaration)) has the policy \(Drawn10Spec.searchPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search) {
            if let prediction = Drawn10Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await store.send(.search) {
            if let prediction = Drawn10Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.searchItems, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 2
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchFailure(query: store.state.query, ready: store.state.ready, ModelFailure.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .failed(ModelFailure.testSample)
            var predictions = $0.searchPredictions.take()
            predictions.markFailed(in: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.receive(.searchSuccess(query: store.state.query, ready: store.state.ready, [Int].testSample)) {
            $0.searchInFlight = 0
            var predictions = $0.searchPredictions.take()
            predictions.confirm([Int].testSample, appendingTo: &$0.searchItems)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: navigation (stack)

    func testPushAppendsARouteToThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn10Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.finish()
    }

    func testPopRemovesTheLastRoute() async {
        let (store, _, _) = makeStore()
        let route = Drawn10Route.home
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
        let route = Drawn10Route.home
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
        let route = Drawn10Route.home
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.send(.popToRoot) {
            $0.path = []
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

    // MARK: pane (Drawn10Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn10State(pane: Drawn10PaneState(id: Int.testSample)))
        await store.send(.pane(.setQuery(String.testSample))) {
            $0.pane!.query = String.testSample
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.setQuery(String.testSample)))
        await store.finish()
    }
}
