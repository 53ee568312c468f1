// Drawn09TransitionTests.swift
// Written once by reduxgen from Drawn09.yaml (--tests); from now on this file is yours.
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
final class Drawn09TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn09State = Drawn09State()
    ) -> (ReduxTesting.TestStore<Drawn09State, Drawn09Action>, Drawn09ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn09ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn09Reducer.reduce,
            middlewares: [Drawn09Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: send

    /// Whether `send`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func sendStarts(_ store: ReduxTesting.TestStore<Drawn09State, Drawn09Action>, _ service: Drawn09ServiceMock) async -> Bool {
        guard Drawn09Reducer.shouldStartSend(store.state) else {
            await store.send(.send(text: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "send was called although its when: is false")
            return false
        }
        return true
    }

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(text: String.testSample)) {
            $0.sendStatus[String.testSample] = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(text: String.testSample, Item.testSample)) {
            $0.sendStatus[String.testSample] = .succeeded
            $0.sendItems.insert(Item.testSample, at: 0)
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(text: String.testSample)) {
            $0.sendStatus[String.testSample] = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(text: String.testSample)) {
            $0.sendStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn09Spec.sendTimeout)
        await store.receive(.sendFailure(text: String.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn09Spec.sendTimeout))) {
            $0.sendStatus[String.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn09Spec.sendTimeout))
        }
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        guard Drawn09Spec.sendPolicy == .latest else {
            return XCTFail("The request send (\(Drawn09Spec.sendDeclaration)) has the policy \(Drawn09Spec.sendPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(text: String.testSample)) {
            $0.sendStatus[String.testSample] = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(text: String.testSample))
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(text: String.testSample, Item.testSample)) {
            $0.sendStatus[String.testSample] = .succeeded
            $0.sendItems.insert(Item.testSample, at: 0)
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn09State, Drawn09Action>, _ service: Drawn09ServiceMock) async -> Bool {
        guard Drawn09Reducer.shouldStartLookup(store.state) else {
            await store.send(.lookup(String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(String.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(String.testSample, [Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.receive(.bump)
        await store.receive(.rate) {
            if let prediction = Drawn09Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
            $0.rateIsLoading = true
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess(page: store.state.page, [Item].testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.rateItems)
            $0.ratePredictions = consume predictions
            $0.rateIsLoading = false
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(String.testSample)) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLookupLatestCallSupersedesTheOneInFlight() async {
        guard Drawn09Spec.lookupPolicy == .latest else {
            return XCTFail("The request lookup (\(Drawn09Spec.lookupDeclaration)) has the policy \(Drawn09Spec.lookupPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup(String.testSample)) {
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup(String.testSample))
        await service.lookupAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(String.testSample, [Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupItems.insert(contentsOf: [Item].testSample, at: 0)
        }
        await store.receive(.bump)
        await store.receive(.rate) {
            if let prediction = Drawn09Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
            $0.rateIsLoading = true
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess(page: store.state.page, [Item].testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.rateItems)
            $0.ratePredictions = consume predictions
            $0.rateIsLoading = false
        }
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            if let prediction = Drawn09Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
            $0.rateIsLoading = true
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess(page: store.state.page, [Item].testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.rateItems)
            $0.ratePredictions = consume predictions
            $0.rateIsLoading = false
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            if let prediction = Drawn09Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
            $0.rateIsLoading = true
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateIsLoading = false
            var predictions = $0.ratePredictions.take()
            predictions.markFailed(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(page: store.state.page, [Item].testSample))
        await store.send(.rateFailure(page: store.state.page, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testRateErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            if let prediction = Drawn09Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
            $0.rateIsLoading = true
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateIsLoading = false
            var predictions = $0.ratePredictions.take()
            predictions.markFailed(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        await store.send(.dismissRateError) {
            $0.rateStatus = .idle
        }
        await store.finish()
    }

    func testRateAnswerAppliesAfterYourLogicEndsItsLoadingFlag() async {
        let (store, _, _) = makeStore()
        // The reducer logic may end rate's loading flag while its call runs (a spinner stopped):
        // the call's answer still applies, and the flag stays false.
        var state = store.state
        Drawn09Reducer.reduce(&state, .rate)
        XCTAssertTrue(state.rateIsLoading)
        state.rateIsLoading = false
        Drawn09Reducer.reduce(&state, .rateSuccess(page: store.state.page, [Item].testSample))
        XCTAssertEqual(state.rateStatus, .succeeded)
        XCTAssertFalse(state.rateIsLoading)
        await store.finish()
    }

    func testRateConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn09Spec.ratePolicy == .concurrent else {
            return XCTFail("The request rate (\(Drawn09Spec.rateDeclaration)) has the policy \(Drawn09Spec.ratePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            if let prediction = Drawn09Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
            $0.rateIsLoading = true
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate) {
            if let prediction = Drawn09Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 2
        }
        await service.rateAnswers.waitForCalls(waiting: 2)
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.ratePredictions.take()
            predictions.markFailed(in: &$0.rateItems)
            $0.ratePredictions = consume predictions
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess(page: store.state.page, [Item].testSample)) {
            $0.rateInFlight = 0
            var predictions = $0.ratePredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.rateItems)
            $0.ratePredictions = consume predictions
            $0.rateIsLoading = false
        }
        await store.finish()
    }

    // MARK: navigation (stack)

    func testPushAppendsARouteToThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn09Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.finish()
    }

    func testPopRemovesTheLastRoute() async {
        let (store, _, _) = makeStore()
        let route = Drawn09Route.home
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
        let route = Drawn09Route.home
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
        let route = Drawn09Route.home
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.send(.popToRoot) {
            $0.path = []
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, query, ready, poke → rate, startUpdates → rate)

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

    func testPokeStartsRate() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        await store.receive(.rate) {
            if let prediction = Drawn09Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
            $0.rateIsLoading = true
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess(page: store.state.page, [Item].testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.rateItems)
            $0.ratePredictions = consume predictions
            $0.rateIsLoading = false
        }
        await store.finish()
    }

    func testStartUpdatesStartsRate() async {
        let (store, service, _) = makeStore()
        await store.send(.startUpdates) {
            $0.updatesActive = true
        }
        await store.receive(.rate) {
            if let prediction = Drawn09Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rateItems, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateInFlight = 1
            $0.rateStatus = .loading
            $0.rateIsLoading = true
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess(page: store.state.page, [Item].testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.rateItems)
            $0.ratePredictions = consume predictions
            $0.rateIsLoading = false
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.finish()
    }

    // MARK: rows (Drawn09Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn09State(rows: [Drawn09RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .post)) {
            $0.rows[id: Int.testSample]!.postStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .post))
        await store.finish()
    }
}
