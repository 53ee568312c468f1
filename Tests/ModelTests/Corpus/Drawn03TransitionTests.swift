// Drawn03TransitionTests.swift
// Written once by reduxgen from Drawn03.yaml (--tests); from now on this file is yours.
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
final class Drawn03TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn03State = Drawn03State()
    ) -> (ReduxTesting.TestStore<Drawn03State, Drawn03Action>, Drawn03ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn03ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn03Reducer.reduce,
            middlewares: [Drawn03Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample, count: Int.testSample)) {
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(ref: Int.testSample, count: Int.testSample, query: store.state.query, Int.testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            $0.searchByKey[Int.testSample] = Int.testSample
        }
        await store.receive(.bump)
        await store.receive(.save) {
            $0.saveStatus = .loading
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = [Int].testSample
        }
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(ready: store.state.ready, Int.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.append(Int.testSample)
        }
        // rate's when: decides whether the follow-up calls the service.
        let rateCalls = Drawn03Reducer.shouldStartRate(store.state)
        await store.receive(.rate) {
            if rateCalls {
                $0.rateInFlight = 1
                $0.rateStatus = .loading
            }
        }
        if rateCalls {
            service.rateAnswers.answer(.success(Int.testSample))
            await store.receive(.rateSuccess(Int.testSample)) {
                $0.rateInFlight = 0
                $0.rateStatus = .succeeded
                $0.rateItems.insert(Int.testSample, at: 0)
            }
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample, count: Int.testSample)) {
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(ref: Int.testSample, count: Int.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.searchStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSearchErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample, count: Int.testSample)) {
            $0.searchStatus[Int.testSample] = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(ref: Int.testSample, count: Int.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.searchStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissSearchError(count: Int.testSample)) {
            $0.searchStatus[Int.testSample] = nil
        }
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn03Spec.searchPolicy == .latest else {
            return XCTFail("The request search (\(Drawn03Spec.searchDeclaration)) has the policy \(Drawn03Spec.searchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search(ref: Int.testSample, count: Int.testSample)) {
            $0.searchStatus[Int.testSample] = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(ref: Int.testSample, count: Int.testSample))
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(ref: Int.testSample, count: Int.testSample, query: store.state.query, Int.testSample)) {
            $0.searchStatus[Int.testSample] = .succeeded
            $0.searchByKey[Int.testSample] = Int.testSample
        }
        await store.receive(.bump)
        await store.receive(.save) {
            $0.saveStatus = .loading
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = [Int].testSample
        }
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(ready: store.state.ready, Int.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.append(Int.testSample)
        }
        // rate's when: decides whether the follow-up calls the service.
        let rateCalls = Drawn03Reducer.shouldStartRate(store.state)
        await store.receive(.rate) {
            if rateCalls {
                $0.rateInFlight = 1
                $0.rateStatus = .loading
            }
        }
        if rateCalls {
            service.rateAnswers.answer(.success(Int.testSample))
            await store.receive(.rateSuccess(Int.testSample)) {
                $0.rateInFlight = 0
                $0.rateStatus = .succeeded
                $0.rateItems.insert(Int.testSample, at: 0)
            }
        }
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = [Int].testSample
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn03Spec.saveTimeout)
        await store.receive(.saveFailure(ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.timedOut(after: Drawn03Spec.saveTimeout))) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn03Spec.saveTimeout))
        }
        await store.finish()
    }

    func testSaveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        await store.send(.cancelSave) {
            $0.saveStatus = .idle
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testSaveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSaveError) {
            $0.saveStatus = .idle
        }
        await store.finish()
    }

    func testSaveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn03Spec.savePolicy == .latest else {
            return XCTFail("The request save (\(Drawn03Spec.saveDeclaration)) has the policy \(Drawn03Spec.savePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save)
        await service.saveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = [Int].testSample
        }
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(ready: store.state.ready, Int.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.append(Int.testSample)
        }
        // rate's when: decides whether the follow-up calls the service.
        let rateCalls = Drawn03Reducer.shouldStartRate(store.state)
        await store.receive(.rate) {
            if rateCalls {
                $0.rateInFlight = 1
                $0.rateStatus = .loading
            }
        }
        if rateCalls {
            service.rateAnswers.answer(.success(Int.testSample))
            await store.receive(.rateSuccess(Int.testSample)) {
                $0.rateInFlight = 0
                $0.rateStatus = .succeeded
                $0.rateItems.insert(Int.testSample, at: 0)
            }
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSendTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn03Spec.sendTimeout)
        await store.receive(.sendFailure(ready: store.state.ready, ReduxRuntime.RequestError.timedOut(after: Drawn03Spec.sendTimeout))) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn03Spec.sendTimeout))
        }
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        guard Drawn03Spec.sendPolicy == .latest else {
            return XCTFail("The request send (\(Drawn03Spec.sendDeclaration)) has the policy \(Drawn03Spec.sendPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send)
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(ready: store.state.ready, Int.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.append(Int.testSample)
        }
        // rate's when: decides whether the follow-up calls the service.
        let rateCalls = Drawn03Reducer.shouldStartRate(store.state)
        await store.receive(.rate) {
            if rateCalls {
                $0.rateInFlight = 1
                $0.rateStatus = .loading
            }
        }
        if rateCalls {
            service.rateAnswers.answer(.success(Int.testSample))
            await store.receive(.rateSuccess(Int.testSample)) {
                $0.rateInFlight = 0
                $0.rateStatus = .succeeded
                $0.rateItems.insert(Int.testSample, at: 0)
            }
        }
        await store.finish()
    }

    // MARK: rate

    /// Whether `rate`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func rateStarts(_ store: ReduxTesting.TestStore<Drawn03State, Drawn03Action>, _ service: Drawn03ServiceMock) async -> Bool {
        guard Drawn03Reducer.shouldStartRate(store.state) else {
            await store.send(.rate)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "rate was called although its when: is false")
            return false
        }
        return true
    }

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(Int.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    func testRateFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn03Spec.rateRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn03Spec.rateTimeout))
            let mark = clock.sleepMark
            service.rateAnswers.answer(.failure(ModelFailure.testSample))
            guard attempt < Drawn03Spec.rateRetry.attempts && Drawn03Spec.rateRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn03Spec.rateRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.rateFailure(ModelFailure.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(Int.testSample))
        await store.send(.rateFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testRateTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn03Spec.rateTimeout)
        for retry in 1...Drawn03Spec.rateRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn03Spec.rateRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn03Spec.rateTimeout)
        }
        await store.receive(.rateFailure(ModelFailure.timedOut(after: Drawn03Spec.rateTimeout))) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ModelFailure.timedOut(after: Drawn03Spec.rateTimeout))
        }
        await store.finish()
    }

    func testRateQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn03Spec.ratePolicy == .queue else {
            return XCTFail("The request rate (\(Drawn03Spec.rateDeclaration)) has the policy \(Drawn03Spec.ratePolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await store.send(.rate) {
            $0.rateInFlight = 2
        }
        var deadline = clock.now
        for attempt in 0...Drawn03Spec.rateRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn03Spec.rateTimeout))
            let mark = clock.sleepMark
            service.rateAnswers.answer(.failure(ModelFailure.testSample))
            guard attempt < Drawn03Spec.rateRetry.attempts && Drawn03Spec.rateRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn03Spec.rateRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateFailure(ModelFailure.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.rateSuccess(Int.testSample)) {
            $0.rateInFlight = 0
            $0.rateItems.insert(Int.testSample, at: 0)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, setQuery → save, ready, bump → save, bump → send)

    func testSetQueryAssignsQuery() async {
        let (store, service, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.receive(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = [Int].testSample
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

    func testBumpStartsSaveAndSend() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        await store.receive(.save) {
            $0.saveStatus = .loading
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess(ready: store.state.ready, query: store.state.query, [Int].testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = [Int].testSample
        }
        service.sendAnswers.answer(.success(Int.testSample))
        await store.receive(.sendSuccess(ready: store.state.ready, Int.testSample)) {
            $0.sendStatus = .succeeded
            $0.sendItems.append(Int.testSample)
        }
        // rate's when: decides whether the follow-up calls the service.
        let rateCalls = Drawn03Reducer.shouldStartRate(store.state)
        await store.receive(.rate) {
            if rateCalls {
                $0.rateInFlight = 1
                $0.rateStatus = .loading
            }
        }
        if rateCalls {
            service.rateAnswers.answer(.success(Int.testSample))
            await store.receive(.rateSuccess(Int.testSample)) {
                $0.rateInFlight = 0
                $0.rateStatus = .succeeded
                $0.rateItems.insert(Int.testSample, at: 0)
            }
        }
        await store.finish()
    }

    // MARK: rows (Drawn03Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn03State(rows: [Drawn03RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .archive(count: Int.testSample, text: String.testSample))) {
            var predictions = $0.rows[id: Int.testSample]!.archivePredictions.take()
            predictions.rollBackAll(in: &$0.rows[id: Int.testSample]!.archiveByKey) { $0 == Int.testSample }
            $0.rows[id: Int.testSample]!.archivePredictions = consume predictions
            if let prediction = Drawn03RowReducer.predictArchive(count: Int.testSample, text: String.testSample, in: $0.rows[id: Int.testSample]!) {
                var predictions = $0.rows[id: Int.testSample]!.archivePredictions.take()
                predictions.predict(prediction, in: &$0.rows[id: Int.testSample]!.archiveByKey, at: Int.testSample, for: Int.testSample)
                $0.rows[id: Int.testSample]!.archivePredictions = consume predictions
            }
            $0.rows[id: Int.testSample]!.archiveStatus[Int.testSample] = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .archive(count: Int.testSample, text: String.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn03Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn03State(pane: Drawn03PaneState(id: Int.testSample)))
        await store.send(.pane(.setPage(Int.testSample))) {
            $0.pane!.page = Int.testSample
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.setPage(Int.testSample)))
        await store.finish()
    }
}
