// Drawn02TransitionTests.swift
// Written once by reduxgen from Drawn02.yaml (--tests); from now on this file is yours.
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
final class Drawn02TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn02State = Drawn02State()
    ) -> (ReduxTesting.TestStore<Drawn02State, Drawn02Action>, Drawn02ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn02ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn02Reducer.reduce,
            middlewares: [Drawn02Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: load

    /// Whether `load`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func loadStarts(_ store: ReduxTesting.TestStore<Drawn02State, Drawn02Action>, _ service: Drawn02ServiceMock) async -> Bool {
        guard Drawn02Reducer.shouldStartLoad(store.state) else {
            await store.send(.load)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "load was called although its when: is false")
            return false
        }
        return true
    }

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load) {
            if let prediction = Drawn02Reducer.predictLoad(in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(query: store.state.query, Item.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        // send's when: decides whether the follow-up calls the service.
        let sendCalls = Drawn02Reducer.shouldStartSend(store.state)
        await store.receive(.send) {
            if sendCalls {
                $0.sendStatus = .loading
            }
        }
        if sendCalls {
            service.sendAnswers.answer(.success(Item.testSample))
            await store.receive(.sendSuccess(Item.testSample)) {
                $0.sendStatus = .succeeded
                $0.sendItems.upsert(Item.testSample)
            }
        }
        await store.finish()
    }

    func testLoadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load) {
            if let prediction = Drawn02Reducer.predictLoad(in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        for _ in 0...Drawn02Spec.loadRetry.attempts { service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn02Spec.loadRetry.attempts where Drawn02Spec.loadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn02Spec.loadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.loadPredictions.take()
            predictions.rollBack(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(query: store.state.query, Item.testSample))
        await store.send(.loadFailure(query: store.state.query, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLoadIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load) {
            if let prediction = Drawn02Reducer.predictLoad(in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await store.send(.cancelLoad) {
            $0.loadInFlight = 0
            $0.loadStatus = .idle
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testLoadConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn02Spec.loadPolicy == .concurrent else {
            return XCTFail("The request load (\(Drawn02Spec.loadDeclaration)) has the policy \(Drawn02Spec.loadPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        guard await loadStarts(store, service) else { return }
        await store.send(.load) {
            if let prediction = Drawn02Reducer.predictLoad(in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load) {
            if let prediction = Drawn02Reducer.predictLoad(in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadInFlight = 2
        }
        await service.loadAnswers.waitForCalls(waiting: 2)
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(query: store.state.query, Item.testSample)) {
            $0.loadInFlight = 1
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        // send's when: decides whether the follow-up calls the service.
        let sendCalls = Drawn02Reducer.shouldStartSend(store.state)
        await store.receive(.send) {
            if sendCalls {
                $0.sendStatus = .loading
            }
        }
        if sendCalls {
            service.sendAnswers.answer(.success(Item.testSample))
            await store.receive(.sendSuccess(Item.testSample)) {
                $0.sendStatus = .succeeded
                $0.sendItems.upsert(Item.testSample)
            }
        }
        for _ in 0...Drawn02Spec.loadRetry.attempts { service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn02Spec.loadRetry.attempts where Drawn02Spec.loadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn02Spec.loadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.loadPredictions.take()
            predictions.rollBack(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn02Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm([Item].testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn02Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        for _ in 0...Drawn02Spec.rateRetry.attempts { service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn02Spec.rateRetry.attempts where Drawn02Spec.rateRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn02Spec.rateRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateError = ReduxRuntime.RequestError.testSample
            var predictions = $0.ratePredictions.take()
            predictions.rollBack(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn02Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        await store.send(.cancelRate) {
            $0.rateStatus = .idle
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testRateKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn02Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        for _ in 0...Drawn02Spec.rateRetry.attempts { service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn02Spec.rateRetry.attempts where Drawn02Spec.rateRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn02Spec.rateRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateError = ReduxRuntime.RequestError.testSample
            var predictions = $0.ratePredictions.take()
            predictions.rollBack(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.send(.rate) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn02Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm([Item].testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        guard Drawn02Spec.ratePolicy == .latest else {
            return XCTFail("The request rate (\(Drawn02Spec.rateDeclaration)) has the policy \(Drawn02Spec.ratePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn02Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn02Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
        }
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm([Item].testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: send

    /// Whether `send`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func sendStarts(_ store: ReduxTesting.TestStore<Drawn02State, Drawn02Action>, _ service: Drawn02ServiceMock) async -> Bool {
        guard Drawn02Reducer.shouldStartSend(store.state) else {
            await store.send(.send)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "send was called although its when: is false")
            return false
        }
        return true
    }

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(Item.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testSendKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(Item.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        guard Drawn02Spec.sendPolicy == .latest else {
            return XCTFail("The request send (\(Drawn02Spec.sendDeclaration)) has the policy \(Drawn02Spec.sendPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send)
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(Item.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.upsert(Item.testSample)
        }
        await store.finish()
    }

    // MARK: navigation (stack)

    func testPushAppendsARouteToThePath() async {
        let (store, _, _) = makeStore()
        let route = Drawn02Route.home
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.finish()
    }

    func testPopRemovesTheLastRoute() async {
        let (store, _, _) = makeStore()
        let route = Drawn02Route.home
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
        let route = Drawn02Route.home
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
        let route = Drawn02Route.home
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.send(.popToRoot) {
            $0.path = []
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, ready, poke → rate)

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
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn02Reducer.predictRate(in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess([Item].testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm([Item].testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: rows (Drawn02Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn02State(rows: [Drawn02RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .post(String.testSample))) {
            $0.rows[id: Int.testSample]!.postInFlight = 1
            $0.rows[id: Int.testSample]!.postStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .post(String.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn02Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn02State(pane: Drawn02PaneState(id: Int.testSample)))
        await store.send(.pane(.archive(ref: Int.testSample))) {
            $0.pane!.archiveStatus[Int.testSample] = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.archive(ref: Int.testSample)))
        await store.finish()
    }
}
