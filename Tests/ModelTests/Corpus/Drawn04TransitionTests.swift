// Drawn04TransitionTests.swift
// Written once by reduxgen from Drawn04.yaml (--tests); from now on this file is yours.
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

    // MARK: send

    /// Whether `send`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func sendStarts(_ store: ReduxTesting.TestStore<Drawn04State, Drawn04Action>, _ service: Drawn04ServiceMock) async -> Bool {
        guard Drawn04Reducer.shouldStartSend(store.state) else {
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
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(query: store.state.query, ready: store.state.ready, Int.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.insert(Int.testSample, at: 0)
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
        await store.receive(.sendFailure(query: store.state.query, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendCallWhileOneIsInFlightIsDropped() async {
        guard Drawn04Spec.sendPolicy == .first else {
            return XCTFail("The request send (\(Drawn04Spec.sendDeclaration)) has the policy \(Drawn04Spec.sendPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send)
        service.sendAnswers.answer(.success(Int.testSample))
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.sendSuccess(query: store.state.query, ready: store.state.ready, Int.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(String.testSample))
        await store.receive(.saveSuccess(Int.testSample, page: store.state.page, String.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            $0.saveValue = String.testSample
        }
        // send's when: decides whether the follow-up calls the service.
        let sendCalls = Drawn04Reducer.shouldStartSend(store.state)
        await store.receive(.send) {
            if sendCalls {
                $0.sendStatus = .loading
            }
        }
        if sendCalls {
            service.sendAnswers.answer(.success(Int.testSample))
            await store.receive(.sendSuccess(query: store.state.query, ready: store.state.ready, Int.testSample)) {
                $0.sendStatus = .succeeded
                $0.sendItems.insert(Int.testSample, at: 0)
            }
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess(Int.testSample, page: store.state.page, String.testSample))
        await store.send(.saveFailure(Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSaveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSaveError) {
            $0.saveStatus = .idle
        }
        await store.finish()
    }

    func testSaveQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn04Spec.savePolicy == .queue else {
            return XCTFail("The request save (\(Drawn04Spec.saveDeclaration)) has the policy \(Drawn04Spec.savePolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await store.send(.save(Int.testSample)) {
            $0.saveInFlight = 2
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.saveAnswers.answer(.success(String.testSample))
        await store.receive(.saveFailure(Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.saveSuccess(Int.testSample, page: store.state.page, String.testSample)) {
            $0.saveInFlight = 0
            $0.saveValue = String.testSample
        }
        // send's when: decides whether the follow-up calls the service.
        let sendCalls = Drawn04Reducer.shouldStartSend(store.state)
        await store.receive(.send) {
            if sendCalls {
                $0.sendStatus = .loading
            }
        }
        if sendCalls {
            service.sendAnswers.answer(.success(Int.testSample))
            await store.receive(.sendSuccess(query: store.state.query, ready: store.state.ready, Int.testSample)) {
                $0.sendStatus = .succeeded
                $0.sendItems.insert(Int.testSample, at: 0)
            }
        }
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess(query: store.state.query, [Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.upsert(contentsOf: [Item].testSample)
        }
        // send's when: decides whether the follow-up calls the service.
        let sendCalls = Drawn04Reducer.shouldStartSend(store.state)
        await store.receive(.send) {
            if sendCalls {
                $0.sendStatus = .loading
            }
        }
        if sendCalls {
            service.sendAnswers.answer(.success(Int.testSample))
            await store.receive(.sendSuccess(query: store.state.query, ready: store.state.ready, Int.testSample)) {
                $0.sendStatus = .succeeded
                $0.sendItems.insert(Int.testSample, at: 0)
            }
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.fetchFailure(query: store.state.query, ModelFailure.testSample)) {
            $0.fetchStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testFetchTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04Spec.fetchTimeout)
        await store.receive(.fetchFailure(query: store.state.query, ModelFailure.timedOut(after: Drawn04Spec.fetchTimeout))) {
            $0.fetchStatus = .failed(ModelFailure.timedOut(after: Drawn04Spec.fetchTimeout))
        }
        await store.finish()
    }

    func testFetchErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.fetchFailure(query: store.state.query, ModelFailure.testSample)) {
            $0.fetchStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissFetchError) {
            $0.fetchStatus = .idle
        }
        await store.finish()
    }

    func testFetchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn04Spec.fetchPolicy == .latest else {
            return XCTFail("The request fetch (\(Drawn04Spec.fetchDeclaration)) has the policy \(Drawn04Spec.fetchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch)
        await service.fetchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess(query: store.state.query, [Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.upsert(contentsOf: [Item].testSample)
        }
        // send's when: decides whether the follow-up calls the service.
        let sendCalls = Drawn04Reducer.shouldStartSend(store.state)
        await store.receive(.send) {
            if sendCalls {
                $0.sendStatus = .loading
            }
        }
        if sendCalls {
            service.sendAnswers.answer(.success(Int.testSample))
            await store.receive(.sendSuccess(query: store.state.query, ready: store.state.ready, Int.testSample)) {
                $0.sendStatus = .succeeded
                $0.sendItems.insert(Int.testSample, at: 0)
            }
        }
        await store.finish()
    }

    func testFetchIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        do {
            await store.send(.fetch) {
                $0.fetchStatus = .loading
            }
            service.fetchAnswers.answer(.success([Item].testSample))
            await store.receive(.fetchSuccess(query: store.state.query, [Item].testSample)) {
                $0.fetchStatus = .succeeded
                $0.fetchItems.upsert(contentsOf: [Item].testSample)
            }
            // send's when: decides whether the follow-up calls the service.
            let sendCalls = Drawn04Reducer.shouldStartSend(store.state)
            await store.receive(.send) {
                if sendCalls {
                    $0.sendStatus = .loading
                }
            }
            if sendCalls {
                service.sendAnswers.answer(.success(Int.testSample))
                await store.receive(.sendSuccess(query: store.state.query, ready: store.state.ready, Int.testSample)) {
                    $0.sendStatus = .succeeded
                    $0.sendItems.insert(Int.testSample, at: 0)
                }
            }
        }
        await store.send(.fetch) {
            $0.fetchStatus = .loading
        }
        await store.receive(.fetchSuccess(query: store.state.query, [Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.upsert(contentsOf: [Item].testSample)
        }
        // send's when: decides whether the follow-up calls the service.
        let sendCalls = Drawn04Reducer.shouldStartSend(store.state)
        await store.receive(.send) {
            if sendCalls {
                $0.sendStatus = .loading
            }
        }
        if sendCalls {
            service.sendAnswers.answer(.success(Int.testSample))
            await store.receive(.sendSuccess(query: store.state.query, ready: store.state.ready, Int.testSample)) {
                $0.sendStatus = .succeeded
                $0.sendItems.insert(Int.testSample, at: 0)
            }
        }
        do {
            await store.send(.forceFetch) {
                $0.fetchStatus = .loading
            }
            service.fetchAnswers.answer(.success([Item].testSample))
            await store.receive(.fetchSuccess(query: store.state.query, [Item].testSample)) {
                $0.fetchStatus = .succeeded
                $0.fetchItems.upsert(contentsOf: [Item].testSample)
            }
            // send's when: decides whether the follow-up calls the service.
            let sendCalls = Drawn04Reducer.shouldStartSend(store.state)
            await store.receive(.send) {
                if sendCalls {
                    $0.sendStatus = .loading
                }
            }
            if sendCalls {
                service.sendAnswers.answer(.success(Int.testSample))
                await store.receive(.sendSuccess(query: store.state.query, ready: store.state.ready, Int.testSample)) {
                    $0.sendStatus = .succeeded
                    $0.sendItems.insert(Int.testSample, at: 0)
                }
            }
        }
        await clock.advance(by: Drawn04Spec.fetchCacheLifetime)
        do {
            await store.send(.fetch) {
                $0.fetchStatus = .loading
            }
            service.fetchAnswers.answer(.success([Item].testSample))
            await store.receive(.fetchSuccess(query: store.state.query, [Item].testSample)) {
                $0.fetchStatus = .succeeded
                $0.fetchItems.upsert(contentsOf: [Item].testSample)
            }
            // send's when: decides whether the follow-up calls the service.
            let sendCalls = Drawn04Reducer.shouldStartSend(store.state)
            await store.receive(.send) {
                if sendCalls {
                    $0.sendStatus = .loading
                }
            }
            if sendCalls {
                service.sendAnswers.answer(.success(Int.testSample))
                await store.receive(.sendSuccess(query: store.state.query, ready: store.state.ready, Int.testSample)) {
                    $0.sendStatus = .succeeded
                    $0.sendItems.insert(Int.testSample, at: 0)
                }
            }
        }
        await store.finish()
    }

    func testFetchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingFetch)
        do {
            await store.receive(.forceFetch) {
                $0.fetchStatus = .loading
            }
            service.fetchAnswers.answer(.success([Item].testSample))
            await store.receive(.fetchSuccess(query: store.state.query, [Item].testSample)) {
                $0.fetchStatus = .succeeded
                $0.fetchItems.upsert(contentsOf: [Item].testSample)
            }
            // send's when: decides whether the follow-up calls the service.
            let sendCalls = Drawn04Reducer.shouldStartSend(store.state)
            await store.receive(.send) {
                if sendCalls {
                    $0.sendStatus = .loading
                }
            }
            if sendCalls {
                service.sendAnswers.answer(.success(Int.testSample))
                await store.receive(.sendSuccess(query: store.state.query, ready: store.state.ready, Int.testSample)) {
                    $0.sendStatus = .succeeded
                    $0.sendItems.insert(Int.testSample, at: 0)
                }
            }
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn04Spec.fetchPollInterval))
        await clock.advance(by: Drawn04Spec.fetchPollInterval)
        do {
            await store.receive(.forceFetch) {
                $0.fetchStatus = .loading
            }
            service.fetchAnswers.answer(.success([Item].testSample))
            await store.receive(.fetchSuccess(query: store.state.query, [Item].testSample)) {
                $0.fetchStatus = .succeeded
                $0.fetchItems.upsert(contentsOf: [Item].testSample)
            }
            // send's when: decides whether the follow-up calls the service.
            let sendCalls = Drawn04Reducer.shouldStartSend(store.state)
            await store.receive(.send) {
                if sendCalls {
                    $0.sendStatus = .loading
                }
            }
            if sendCalls {
                service.sendAnswers.answer(.success(Int.testSample))
                await store.receive(.sendSuccess(query: store.state.query, ready: store.state.ready, Int.testSample)) {
                    $0.sendStatus = .succeeded
                    $0.sendItems.insert(Int.testSample, at: 0)
                }
            }
        }
        await store.send(.stopPollingFetch)
        await store.finish()
    }

    // MARK: bindings and triggers (page, query, ready, bump → send, poke → fetch)

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

    func testBumpStartsSend() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        // send's when: decides whether the follow-up calls the service.
        let sendCalls = Drawn04Reducer.shouldStartSend(store.state)
        await store.receive(.send) {
            if sendCalls {
                $0.sendStatus = .loading
            }
        }
        if sendCalls {
            service.sendAnswers.answer(.success(Int.testSample))
            await store.receive(.sendSuccess(query: store.state.query, ready: store.state.ready, Int.testSample)) {
                $0.sendStatus = .succeeded
                $0.sendItems.insert(Int.testSample, at: 0)
            }
        }
        await store.finish()
    }

    func testPokeStartsFetch() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        await store.receive(.fetch) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Item].testSample))
        await store.receive(.fetchSuccess(query: store.state.query, [Item].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchItems.upsert(contentsOf: [Item].testSample)
        }
        // send's when: decides whether the follow-up calls the service.
        let sendCalls = Drawn04Reducer.shouldStartSend(store.state)
        await store.receive(.send) {
            if sendCalls {
                $0.sendStatus = .loading
            }
        }
        if sendCalls {
            service.sendAnswers.answer(.success(Int.testSample))
            await store.receive(.sendSuccess(query: store.state.query, ready: store.state.ready, Int.testSample)) {
                $0.sendStatus = .succeeded
                $0.sendItems.insert(Int.testSample, at: 0)
            }
        }
        await store.finish()
    }

    // MARK: rows (Drawn04Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn04State(rows: [Drawn04RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .fetch(Int.testSample))) {
            $0.rows[id: Int.testSample]!.fetchStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .fetch(Int.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn04Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn04State(pane: Drawn04PaneState(id: Int.testSample)))
        await store.send(.pane(.rate)) {
            var predictions = $0.pane!.ratePredictions.take()
            predictions.rollBackAll(in: &$0.pane!.rateValue)
            $0.pane!.ratePredictions = consume predictions
            if let prediction = Drawn04PaneReducer.predictRate(in: $0.pane!) {
                var predictions = $0.pane!.ratePredictions.take()
                predictions.predict(prediction, in: &$0.pane!.rateValue, for: ())
                $0.pane!.ratePredictions = consume predictions
            }
            $0.pane!.rateStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.rate))
        await store.finish()
    }
}
