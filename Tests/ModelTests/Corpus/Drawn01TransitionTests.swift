// Drawn01TransitionTests.swift
// Written once by reduxgen from Drawn01.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// Drawn01TestSamples.swift has those reduxgen wrote). When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.
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
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(String.testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        for _ in 0...Drawn01Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn01Spec.searchRetry.attempts where Drawn01Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn01Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        for _ in 0...Drawn01Spec.searchRetry.attempts { service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn01Spec.searchRetry.attempts where Drawn01Spec.searchRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn01Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.send(.dismissSearchError) {
            $0.searchStatus = .idle
        }
        await store.finish()
    }

    func testSearchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn01Spec.searchPolicy == .first else {
            return XCTFail("The request search (\(Drawn01Spec.searchDeclaration)) has the policy \(Drawn01Spec.searchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
        }
        service.searchAnswers.answer(.success(String.testSample))
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.searchSuccess(ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(String.testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(String.testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.send(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        await store.receive(.searchSuccess(ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(String.testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.send(.forceSearch) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(String.testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await clock.advance(by: Drawn01Spec.searchCacheLifetime)
        await store.send(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(String.testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSearch)
        await store.receive(.forceSearch) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(String.testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn01Spec.searchPollInterval))
        await clock.advance(by: Drawn01Spec.searchPollInterval)
        await store.receive(.forceSearch) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(String.testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.send(.stopPollingSearch)
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(String.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess(String.testSample, query: store.state.query, ready: store.state.ready)) {
            $0.sendStatus = .succeeded
        }
        await store.finish()
    }

    func testSendFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(String.testSample)) {
            $0.sendStatus = .loading
        }
        for _ in 0...Drawn01Spec.sendRetry.attempts { service.sendAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn01Spec.sendRetry.attempts where Drawn01Spec.sendRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn01Spec.sendRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.sendFailure(String.testSample, query: store.state.query, ready: store.state.ready, ModelFailure.testSample)) {
            $0.sendStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSendIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.send(String.testSample)) {
            $0.sendStatus = .loading
        }
        await store.send(.cancelSend) {
            $0.sendStatus = .idle
        }
        service.sendAnswers.answer(.success(()))
        await store.finish()
    }

    func testSendErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(String.testSample)) {
            $0.sendStatus = .loading
        }
        for _ in 0...Drawn01Spec.sendRetry.attempts { service.sendAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn01Spec.sendRetry.attempts where Drawn01Spec.sendRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn01Spec.sendRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.sendFailure(String.testSample, query: store.state.query, ready: store.state.ready, ModelFailure.testSample)) {
            $0.sendStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissSendError) {
            $0.sendStatus = .idle
        }
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        guard Drawn01Spec.sendPolicy == .latest else {
            return XCTFail("The request send (\(Drawn01Spec.sendDeclaration)) has the policy \(Drawn01Spec.sendPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send(String.testSample)) {
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(String.testSample))
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess(String.testSample, query: store.state.query, ready: store.state.ready)) {
            $0.sendStatus = .succeeded
        }
        await store.finish()
    }

    func testSendIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(String.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess(String.testSample, query: store.state.query, ready: store.state.ready)) {
            $0.sendStatus = .succeeded
        }
        await store.send(.send(String.testSample)) {
            $0.sendStatus = .loading
        }
        await store.receive(.sendSuccess(String.testSample, query: store.state.query, ready: store.state.ready)) {
            $0.sendStatus = .succeeded
        }
        await store.send(.forceSend(String.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess(String.testSample, query: store.state.query, ready: store.state.ready)) {
            $0.sendStatus = .succeeded
        }
        await clock.advance(by: Drawn01Spec.sendCacheLifetime)
        await store.send(.send(String.testSample)) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(()))
        await store.receive(.sendSuccess(String.testSample, query: store.state.query, ready: store.state.ready)) {
            $0.sendStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
        }
        await store.receive(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(String.testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess(Item.testSample))
        await store.send(.saveFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSaveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await store.send(.cancelSave) {
            $0.saveInFlight = 0
            $0.saveStatus = .idle
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSaveConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn01Spec.savePolicy == .concurrent else {
            return XCTFail("The request save (\(Drawn01Spec.saveDeclaration)) has the policy \(Drawn01Spec.savePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save) {
            $0.saveInFlight = 2
        }
        await service.saveAnswers.waitForCalls(waiting: 2)
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveInFlight = 0
            $0.saveItems.upsert(Item.testSample)
        }
        await store.receive(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(String.testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSavePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSave)
        await store.receive(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
        }
        await store.receive(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(String.testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn01Spec.savePollInterval))
        await clock.advance(by: Drawn01Spec.savePollInterval)
        await store.receive(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
        }
        await store.receive(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(String.testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.send(.stopPollingSave)
        await store.finish()
    }

    // MARK: bindings and triggers (page, query, ready, setReady → save)

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
        let (store, service, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.receive(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            $0.saveItems.upsert(Item.testSample)
        }
        await store.receive(.search) {
            if !$0.searchStatus.isLoading, let prediction = Drawn01Reducer.predictSearch(in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchValue, for: ())
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(ready: store.state.ready, query: store.state.query, String.testSample)) {
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(String.testSample, in: &$0.searchValue)
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: rows (Drawn01Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn01State(rows: [Drawn01RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .save)) {
            $0.rows[id: Int.testSample]!.saveStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .save))
        await store.finish()
    }

    // MARK: pane (Drawn01Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn01State(pane: Drawn01PaneState(id: Int.testSample)))
        await store.send(.pane(.send(count: Int.testSample))) {
            $0.pane!.sendInFlight = 1
            $0.pane!.sendStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.send(count: Int.testSample)))
        await store.finish()
    }
}
