// Drawn06TransitionTests.swift
// Written once by reduxgen from Drawn06.yaml (--tests); from now on this file is yours.
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
final class Drawn06TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn06State = Drawn06State()
    ) -> (ReduxTesting.TestStore<Drawn06State, Drawn06Action>, Drawn06ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn06ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn06Reducer.reduce,
            middlewares: [Drawn06Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample, ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, ref: Int.testSample, page: store.state.page, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateByKey[Int.testSample] = Item.testSample
        }
        await store.finish()
    }

    func testRateFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.rate(count: Int.testSample, ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        for _ in 0...Drawn06Spec.rateRetry.attempts { service.rateAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn06Spec.rateRetry.attempts where Drawn06Spec.rateRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn06Spec.rateRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.rateFailure(count: Int.testSample, ref: Int.testSample, page: store.state.page, ModelFailure.testSample)) {
            $0.rateStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testRateIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample, ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await store.send(.cancelRate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = nil
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testRateCallWhileOneIsInFlightIsDropped() async {
        guard Drawn06Spec.ratePolicy == .first else {
            return XCTFail("The request rate (\(Drawn06Spec.rateDeclaration)) has the policy \(Drawn06Spec.ratePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample, ref: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(count: Int.testSample, ref: Int.testSample))
        service.rateAnswers.answer(.success(Item.testSample))
        service.rateAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.rateSuccess(count: Int.testSample, ref: Int.testSample, page: store.state.page, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateByKey[Int.testSample] = Item.testSample
        }
        await store.finish()
    }

    // MARK: save

    /// Whether `save`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func saveStarts(_ store: ReduxTesting.TestStore<Drawn06State, Drawn06Action>, _ service: Drawn06ServiceMock) async -> Bool {
        guard Drawn06Reducer.shouldStartSave(store.state) else {
            await store.send(.save)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "save was called although its when: is false")
            return false
        }
        return true
    }

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess([Item].testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            $0.saveItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
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
        await store.send(.saveSuccess([Item].testSample))
        await store.send(.saveFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSaveTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn06Spec.saveTimeout)
        await store.receive(.saveFailure(ReduxRuntime.RequestError.timedOut(after: Drawn06Spec.saveTimeout))) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn06Spec.saveTimeout))
        }
        await store.finish()
    }

    func testSaveConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn06Spec.savePolicy == .concurrent else {
            return XCTFail("The request save (\(Drawn06Spec.saveDeclaration)) has the policy \(Drawn06Spec.savePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
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
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess([Item].testSample)) {
            $0.saveInFlight = 0
            $0.saveItems.append(contentsOf: [Item].testSample)
        }
        await store.receive(.poke)
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load(String.testSample)) {
            if !$0.loadStatus.isLoading, let prediction = Drawn06Reducer.predictLoad(String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(String.testSample, Item.testSample)) {
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.bump)
        // save's when: decides whether the follow-up calls the service.
        let saveCalls = Drawn06Reducer.shouldStartSave(store.state)
        await store.receive(.save) {
            if saveCalls {
                $0.saveInFlight = 1
                $0.saveStatus = .loading
            }
        }
        if saveCalls {
            service.saveAnswers.answer(.success([Item].testSample))
            await store.receive(.saveSuccess([Item].testSample)) {
                $0.saveInFlight = 0
                $0.saveStatus = .succeeded
                $0.saveItems.append(contentsOf: [Item].testSample)
            }
            await store.receive(.poke)
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.load(String.testSample)) {
            if !$0.loadStatus.isLoading, let prediction = Drawn06Reducer.predictLoad(String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.loadPredictions.take()
            predictions.markFailed(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.load(String.testSample)) {
            if !$0.loadStatus.isLoading, let prediction = Drawn06Reducer.predictLoad(String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        await store.send(.cancelLoad) {
            $0.loadStatus = .idle
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testLoadCallWhileOneIsInFlightIsDropped() async {
        guard Drawn06Spec.loadPolicy == .first else {
            return XCTFail("The request load (\(Drawn06Spec.loadDeclaration)) has the policy \(Drawn06Spec.loadPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.load(String.testSample)) {
            if !$0.loadStatus.isLoading, let prediction = Drawn06Reducer.predictLoad(String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load(String.testSample)) {
            if !$0.loadStatus.isLoading, let prediction = Drawn06Reducer.predictLoad(String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.loadItems, for: ())
                $0.loadPredictions = consume predictions
            }
        }
        service.loadAnswers.answer(.success(Item.testSample))
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.loadSuccess(String.testSample, Item.testSample)) {
            $0.loadStatus = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.loadItems)
            $0.loadPredictions = consume predictions
        }
        await store.receive(.bump)
        // save's when: decides whether the follow-up calls the service.
        let saveCalls = Drawn06Reducer.shouldStartSave(store.state)
        await store.receive(.save) {
            if saveCalls {
                $0.saveInFlight = 1
                $0.saveStatus = .loading
            }
        }
        if saveCalls {
            service.saveAnswers.answer(.success([Item].testSample))
            await store.receive(.saveSuccess([Item].testSample)) {
                $0.saveInFlight = 0
                $0.saveStatus = .succeeded
                $0.saveItems.append(contentsOf: [Item].testSample)
            }
            await store.receive(.poke)
        }
        await store.finish()
    }

    func testLoadPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingLoad(String.testSample))
        do {
            await store.receive(.load(String.testSample)) {
                if !$0.loadStatus.isLoading, let prediction = Drawn06Reducer.predictLoad(String.testSample, in: $0) {
                    var predictions = $0.loadPredictions.take()
                    predictions.predict(prediction, prependingTo: &$0.loadItems, for: ())
                    $0.loadPredictions = consume predictions
                }
                $0.loadStatus = .loading
            }
            service.loadAnswers.answer(.success(Item.testSample))
            await store.receive(.loadSuccess(String.testSample, Item.testSample)) {
                $0.loadStatus = .succeeded
                var predictions = $0.loadPredictions.take()
                predictions.confirm(Item.testSample, prependingTo: &$0.loadItems)
                $0.loadPredictions = consume predictions
            }
            await store.receive(.bump)
            // save's when: decides whether the follow-up calls the service.
            let saveCalls = Drawn06Reducer.shouldStartSave(store.state)
            await store.receive(.save) {
                if saveCalls {
                    $0.saveInFlight = 1
                    $0.saveStatus = .loading
                }
            }
            if saveCalls {
                service.saveAnswers.answer(.success([Item].testSample))
                await store.receive(.saveSuccess([Item].testSample)) {
                    $0.saveInFlight = 0
                    $0.saveStatus = .succeeded
                    $0.saveItems.append(contentsOf: [Item].testSample)
                }
                await store.receive(.poke)
            }
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn06Spec.loadPollInterval))
        await clock.advance(by: Drawn06Spec.loadPollInterval)
        do {
            await store.receive(.load(String.testSample)) {
                if !$0.loadStatus.isLoading, let prediction = Drawn06Reducer.predictLoad(String.testSample, in: $0) {
                    var predictions = $0.loadPredictions.take()
                    predictions.predict(prediction, prependingTo: &$0.loadItems, for: ())
                    $0.loadPredictions = consume predictions
                }
                $0.loadStatus = .loading
            }
            service.loadAnswers.answer(.success(Item.testSample))
            await store.receive(.loadSuccess(String.testSample, Item.testSample)) {
                $0.loadStatus = .succeeded
                var predictions = $0.loadPredictions.take()
                predictions.confirm(Item.testSample, prependingTo: &$0.loadItems)
                $0.loadPredictions = consume predictions
            }
            await store.receive(.bump)
            // save's when: decides whether the follow-up calls the service.
            let saveCalls = Drawn06Reducer.shouldStartSave(store.state)
            await store.receive(.save) {
                if saveCalls {
                    $0.saveInFlight = 1
                    $0.saveStatus = .loading
                }
            }
            if saveCalls {
                service.saveAnswers.answer(.success([Item].testSample))
                await store.receive(.saveSuccess([Item].testSample)) {
                    $0.saveInFlight = 0
                    $0.saveStatus = .succeeded
                    $0.saveItems.append(contentsOf: [Item].testSample)
                }
                await store.receive(.poke)
            }
        }
        await store.send(.stopPollingLoad)
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

    // MARK: rows (Drawn06Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn06State(rows: [Drawn06RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .send)) {
            var predictions = $0.rows[id: Int.testSample]!.sendPredictions.take()
            predictions.rollBackAll(in: &$0.rows[id: Int.testSample]!.sendItems)
            $0.rows[id: Int.testSample]!.sendPredictions = consume predictions
            if let prediction = Drawn06RowReducer.predictSend(in: $0.rows[id: Int.testSample]!) {
                var predictions = $0.rows[id: Int.testSample]!.sendPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.rows[id: Int.testSample]!.sendItems, for: ())
                $0.rows[id: Int.testSample]!.sendPredictions = consume predictions
            }
            $0.rows[id: Int.testSample]!.sendStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .send))
        await store.finish()
    }

    // MARK: pane (Drawn06Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn06State(pane: Drawn06PaneState(id: Int.testSample)))
        await store.send(.pane(.fetch(ref: Int.testSample))) {
            $0.pane!.fetchStatus[Int.testSample] = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.fetch(ref: Int.testSample)))
        await store.finish()
    }
}
