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

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(String.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess(String.testSample, ready: store.state.ready, page: store.state.page, [Item].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Item].testSample
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(String.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(String.testSample, ready: store.state.ready, page: store.state.page, ModelFailure.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess(String.testSample, ready: store.state.ready, page: store.state.page, [Item].testSample))
        await store.send(.lookupFailure(String.testSample, ready: store.state.ready, page: store.state.page, ModelFailure.testSample))
        await store.finish()
    }

    func testLookupIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup(String.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await store.send(.cancelLookup) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .idle
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testLookupQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn09Spec.lookupPolicy == .queue else {
            return XCTFail("The request lookup (\(Drawn09Spec.lookupDeclaration)) has the policy \(Drawn09Spec.lookupPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.lookup(String.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await store.send(.lookup(String.testSample)) {
            $0.lookupInFlight = 2
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupFailure(String.testSample, ready: store.state.ready, page: store.state.page, ModelFailure.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.lookupSuccess(String.testSample, ready: store.state.ready, page: store.state.page, [Item].testSample)) {
            $0.lookupInFlight = 0
            $0.lookupValue = [Item].testSample
        }
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample, text: String.testSample)) {
            $0.sendStatus[String.testSample] = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, text: String.testSample, Item.testSample)) {
            $0.sendStatus[String.testSample] = .succeeded
            $0.sendByKey[String.testSample] = Item.testSample
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample, text: String.testSample)) {
            $0.sendStatus[String.testSample] = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(count: Int.testSample, text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample, text: String.testSample)) {
            $0.sendStatus[String.testSample] = .loading
        }
        await store.send(.cancelSend(text: String.testSample)) {
            $0.sendStatus[String.testSample] = nil
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSendErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample, text: String.testSample)) {
            $0.sendStatus[String.testSample] = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(count: Int.testSample, text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSendError(text: String.testSample)) {
            $0.sendStatus[String.testSample] = nil
        }
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        guard Drawn09Spec.sendPolicy == .latest else {
            return XCTFail("The request send (\(Drawn09Spec.sendDeclaration)) has the policy \(Drawn09Spec.sendPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample, text: String.testSample)) {
            $0.sendStatus[String.testSample] = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(count: Int.testSample, text: String.testSample))
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, text: String.testSample, Item.testSample)) {
            $0.sendStatus[String.testSample] = .succeeded
            $0.sendByKey[String.testSample] = Item.testSample
        }
        await store.finish()
    }

    func testSendIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(count: Int.testSample, text: String.testSample)) {
            $0.sendStatus[String.testSample] = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, text: String.testSample, Item.testSample)) {
            $0.sendStatus[String.testSample] = .succeeded
            $0.sendByKey[String.testSample] = Item.testSample
        }
        await store.send(.send(count: Int.testSample, text: String.testSample)) {
            $0.sendStatus[String.testSample] = .loading
        }
        await store.receive(.sendSuccess(count: Int.testSample, text: String.testSample, Item.testSample)) {
            $0.sendStatus[String.testSample] = .succeeded
            $0.sendByKey[String.testSample] = Item.testSample
        }
        await store.send(.forceSend(count: Int.testSample, text: String.testSample)) {
            $0.sendStatus[String.testSample] = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, text: String.testSample, Item.testSample)) {
            $0.sendStatus[String.testSample] = .succeeded
            $0.sendByKey[String.testSample] = Item.testSample
        }
        await clock.advance(by: Drawn09Spec.sendCacheLifetime)
        await store.send(.send(count: Int.testSample, text: String.testSample)) {
            $0.sendStatus[String.testSample] = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, text: String.testSample, Item.testSample)) {
            $0.sendStatus[String.testSample] = .succeeded
            $0.sendByKey[String.testSample] = Item.testSample
        }
        await store.finish()
    }

    // MARK: submit

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = Item.testSample
        }
        await store.finish()
    }

    func testSubmitFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn09Spec.submitRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn09Spec.submitTimeout))
            let mark = clock.sleepMark
            service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
            guard attempt < Drawn09Spec.submitRetry.attempts && Drawn09Spec.submitRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn09Spec.submitRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.submitFailure(ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSubmitTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn09Spec.submitTimeout)
        for retry in 1...Drawn09Spec.submitRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn09Spec.submitRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn09Spec.submitTimeout)
        }
        await store.receive(.submitFailure(ReduxRuntime.RequestError.timedOut(after: Drawn09Spec.submitTimeout))) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn09Spec.submitTimeout))
        }
        await store.finish()
    }

    func testSubmitCallWhileOneIsInFlightIsDropped() async {
        guard Drawn09Spec.submitPolicy == .first else {
            return XCTFail("The request submit (\(Drawn09Spec.submitDeclaration)) has the policy \(Drawn09Spec.submitPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        await service.submitAnswers.waitForCalls(waiting: 1)
        await store.send(.submit)
        service.submitAnswers.answer(.success(Item.testSample))
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = Item.testSample
        }
        await store.finish()
    }

    func testSubmitIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = Item.testSample
        }
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = Item.testSample
        }
        await store.send(.forceSubmit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = Item.testSample
        }
        await clock.advance(by: Drawn09Spec.submitCacheLifetime)
        await store.send(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = Item.testSample
        }
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn09Reducer.predictRate(String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(String.testSample, String.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(String.testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn09Reducer.predictRate(String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(String.testSample, ModelFailure.testSample)) {
            $0.rateStatus = .failed(ModelFailure.testSample)
            $0.rateError = ModelFailure.testSample
            var predictions = $0.ratePredictions.take()
            predictions.rollBack(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn09Reducer.predictRate(String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.rateFailure(String.testSample, ModelFailure.testSample)) {
            $0.rateStatus = .failed(ModelFailure.testSample)
            $0.rateError = ModelFailure.testSample
            var predictions = $0.ratePredictions.take()
            predictions.rollBack(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.send(.rate(String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn09Reducer.predictRate(String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(String.testSample, String.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(String.testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        guard Drawn09Spec.ratePolicy == .latest else {
            return XCTFail("The request rate (\(Drawn09Spec.rateDeclaration)) has the policy \(Drawn09Spec.ratePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate(String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn09Reducer.predictRate(String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn09Reducer.predictRate(String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
        }
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(String.testSample, String.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(String.testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRatePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingRate(String.testSample))
        await store.receive(.rate(String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn09Reducer.predictRate(String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(String.testSample, String.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(String.testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn09Spec.ratePollInterval))
        await clock.advance(by: Drawn09Spec.ratePollInterval)
        await store.receive(.rate(String.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateValue)
            $0.ratePredictions = consume predictions
            if let prediction = Drawn09Reducer.predictRate(String.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateValue, for: ())
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(String.testSample))
        await store.receive(.rateSuccess(String.testSample, String.testSample)) {
            $0.rateStatus = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(String.testSample, in: &$0.rateValue)
            $0.ratePredictions = consume predictions
        }
        await store.send(.stopPollingRate)
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

    // MARK: bindings and triggers (page, ready, startUpdates → submit)

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

    func testStartUpdatesStartsSubmit() async {
        let (store, service, _) = makeStore()
        await store.send(.startUpdates) {
            $0.updatesActive = true
        }
        await store.receive(.submit) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitValue = Item.testSample
        }
        await store.send(.stopUpdates) {
            $0.updatesActive = false
        }
        await store.finish()
    }

    // MARK: rows (Drawn09Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn09State(rows: [Drawn09RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .lookup)) {
            if !$0.rows[id: Int.testSample]!.lookupStatus.isLoading, let prediction = Drawn09RowReducer.predictLookup(in: $0.rows[id: Int.testSample]!) {
                var predictions = $0.rows[id: Int.testSample]!.lookupPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.rows[id: Int.testSample]!.lookupItems, for: ())
                $0.rows[id: Int.testSample]!.lookupPredictions = consume predictions
            }
            $0.rows[id: Int.testSample]!.lookupStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .lookup))
        await store.finish()
    }
}
