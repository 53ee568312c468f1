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

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn10State, Drawn10Action>, _ service: Drawn10ServiceMock) async -> Bool {
        guard Drawn10Reducer.shouldStartLookup(store.state) else {
            await store.send(.lookup(ref: Int.testSample, text: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(ref: Int.testSample, text: String.testSample)) {
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.lookupDebounce)
        service.lookupAnswers.answer(.success(String.testSample))
        await store.receive(.lookupSuccess(ref: Int.testSample, text: String.testSample, ready: store.state.ready, String.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = String.testSample
            $0.lookupIsLoading = false
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(ref: Int.testSample, text: String.testSample)) {
            $0.lookupStatus = .loading
            $0.lookupIsLoading = true
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.lookupDebounce)
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ref: Int.testSample, text: String.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.lookupIsLoading = false
        }
        await store.finish()
    }

    func testLookupAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        // The reducer logic may end lookup's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn10Reducer.reduce(&state, .lookup(ref: Int.testSample, text: String.testSample))
        XCTAssertTrue(state.lookupIsLoading)
        state.lookupIsLoading = false
        Drawn10Reducer.reduce(&state, .lookupSuccess(ref: Int.testSample, text: String.testSample, ready: store.state.ready, String.testSample))
        XCTAssertEqual(state.lookupStatus, .succeeded)
        XCTAssertFalse(state.lookupIsLoading)
        await store.finish()
    }

    func testLookupIsSkippedWhenItsWhenIsFalseAsItsDebounceEnds() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        // When lookup's when: is false as its debounce ends, the loader makes no call and dispatches
        // lookupSkipped: the status that the request action made loading is idle again.
        var state = store.state
        Drawn10Reducer.reduce(&state, .lookup(ref: Int.testSample, text: String.testSample))
        XCTAssertEqual(state.lookupStatus, .loading)
        XCTAssertTrue(state.lookupIsLoading)
        Drawn10Reducer.reduce(&state, .lookupSkipped)
        XCTAssertEqual(state.lookupStatus, .idle)
        XCTAssertFalse(state.lookupIsLoading)
        await store.finish()
    }

    // MARK: submit

    /// Whether `submit`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func submitStarts(_ store: ReduxTesting.TestStore<Drawn10State, Drawn10Action>, _ service: Drawn10ServiceMock) async -> Bool {
        guard Drawn10Reducer.shouldStartSubmit(store.state) else {
            await store.send(.submit)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "submit was called although its when: is false")
            return false
        }
        return true
    }

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.submitFailure(ModelFailure.testSample)) {
            $0.submitStatus = .failed(ModelFailure.testSample)
            $0.submitError = ModelFailure.testSample
        }
        await store.finish()
    }

    func testSubmitKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.submitFailure(ModelFailure.testSample)) {
            $0.submitStatus = .failed(ModelFailure.testSample)
            $0.submitError = ModelFailure.testSample
        }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testSubmitLatestCallSupersedesTheOneInFlight() async {
        guard Drawn10Spec.submitPolicy == .latest else {
            return XCTFail("The request submit (\(Drawn10Spec.submitDeclaration)) has the policy \(Drawn10Spec.submitPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        await service.submitAnswers.waitForCalls(waiting: 1)
        await store.send(.submit)
        await service.submitAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.append(Item.testSample)
        }
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load(count: Int.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadValue)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: Int.testSample)
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus[Int.testSample] = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, Item.testSample)) {
            $0.loadStatus[Int.testSample] = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.loadValue) { $0 == Int.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.load(count: Int.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadValue)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: Int.testSample)
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus[Int.testSample] = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.loadPredictions.take()
            predictions.rollBack(in: &$0.loadValue) { $0 == Int.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.load(count: Int.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadValue)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: Int.testSample)
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus[Int.testSample] = .loading
        }
        await store.send(.cancelLoad(count: Int.testSample)) {
            $0.loadStatus[Int.testSample] = nil
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadValue) { $0 == Int.testSample }
            $0.loadPredictions = consume predictions
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testLoadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn10Spec.loadPolicy == .latest else {
            return XCTFail("The request load (\(Drawn10Spec.loadDeclaration)) has the policy \(Drawn10Spec.loadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.load(count: Int.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadValue)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: Int.testSample)
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus[Int.testSample] = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load(count: Int.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadValue)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: Int.testSample)
                $0.loadPredictions = consume predictions
            }
        }
        await service.loadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, Item.testSample)) {
            $0.loadStatus[Int.testSample] = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.loadValue) { $0 == Int.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(count: Int.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadValue)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: Int.testSample)
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus[Int.testSample] = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, Item.testSample)) {
            $0.loadStatus[Int.testSample] = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.loadValue) { $0 == Int.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.send(.load(count: Int.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadValue)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: Int.testSample)
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus[Int.testSample] = .loading
        }
        await store.receive(.loadSuccess(count: Int.testSample, Item.testSample)) {
            $0.loadStatus[Int.testSample] = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.loadValue) { $0 == Int.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.send(.forceLoad(count: Int.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadValue)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: Int.testSample)
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus[Int.testSample] = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, Item.testSample)) {
            $0.loadStatus[Int.testSample] = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.loadValue) { $0 == Int.testSample }
            $0.loadPredictions = consume predictions
        }
        await clock.advance(by: Drawn10Spec.loadCacheLifetime)
        await store.send(.load(count: Int.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadValue)
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadValue, for: Int.testSample)
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus[Int.testSample] = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, Item.testSample)) {
            $0.loadStatus[Int.testSample] = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.loadValue) { $0 == Int.testSample }
            $0.loadPredictions = consume predictions
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

    // MARK: bindings and triggers (page, query, ready, poke → submit)

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

    func testPokeStartsSubmit() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        // submit's when: decides whether the follow-up calls the service.
        let submitCalls = Drawn10Reducer.shouldStartSubmit(store.state)
        await store.receive(.submit) {
            if submitCalls {
                $0.submitStatus = .loading
            }
        }
        if submitCalls {
            service.submitAnswers.answer(.success(Item.testSample))
            await store.receive(.submitSuccess(Item.testSample)) {
                $0.submitStatus = .succeeded
                $0.submitItems.append(Item.testSample)
            }
        }
        await store.finish()
    }

    // MARK: rows (Drawn10Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn10State(rows: [Drawn10RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .sync(String.testSample))) {
            $0.rows[id: Int.testSample]!.syncStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .sync(String.testSample)))
        await store.finish()
    }
}
