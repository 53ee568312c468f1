// Drawn05RowTransitionTests.swift
// Written once by reduxgen from Drawn05Row.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each binding's setter, and each action after which requests start by themselves, has a
// test too.

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import ModelCorpus

@MainActor
final class Drawn05RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn05RowState, Drawn05RowAction>, Drawn05RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn05RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn05RowState(id: Int.testSample),
            reducer: Drawn05RowReducer.reduce,
            middlewares: [Drawn05RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: save

    /// Whether `save`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func saveStarts(_ store: ReduxTesting.TestStore<Drawn05RowState, Drawn05RowAction>, _ service: Drawn05RowServiceMock) async -> Bool {
        guard Drawn05RowReducer.shouldStartSave(store.state) else {
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
            if let prediction = Drawn05RowReducer.predictSave(in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.saveItems, for: ())
                $0.savePredictions = consume predictions
            }
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(id: store.state.id, Item.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            var predictions = $0.savePredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.saveItems)
            $0.savePredictions = consume predictions
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save) {
            if let prediction = Drawn05RowReducer.predictSave(in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.saveItems, for: ())
                $0.savePredictions = consume predictions
            }
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.savePredictions.take()
            predictions.rollBack(in: &$0.saveItems)
            $0.savePredictions = consume predictions
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess(id: store.state.id, Item.testSample))
        await store.send(.saveFailure(id: store.state.id, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSaveIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save) {
            if let prediction = Drawn05RowReducer.predictSave(in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.saveItems, for: ())
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
        guard Drawn05RowSpec.savePolicy == .concurrent else {
            return XCTFail("The request save (\(Drawn05RowSpec.saveDeclaration)) has the policy \(Drawn05RowSpec.savePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save) {
            if let prediction = Drawn05RowReducer.predictSave(in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.saveItems, for: ())
                $0.savePredictions = consume predictions
            }
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save) {
            if let prediction = Drawn05RowReducer.predictSave(in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, prependingTo: &$0.saveItems, for: ())
                $0.savePredictions = consume predictions
            }
            $0.saveInFlight = 2
        }
        await service.saveAnswers.waitForCalls(waiting: 2)
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.savePredictions.take()
            predictions.rollBack(in: &$0.saveItems)
            $0.savePredictions = consume predictions
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(id: store.state.id, Item.testSample)) {
            $0.saveInFlight = 0
            var predictions = $0.savePredictions.take()
            predictions.confirm(Item.testSample, prependingTo: &$0.saveItems)
            $0.savePredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample, ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, ref: Int.testSample, id: store.state.id, Item.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSendFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(count: Int.testSample, ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn05RowSpec.sendRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn05RowSpec.sendTimeout))
            let mark = clock.sleepMark
            service.sendAnswers.answer(.failure(ModelFailure.testSample))
            guard attempt < Drawn05RowSpec.sendRetry.attempts && Drawn05RowSpec.sendRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn05RowSpec.sendRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.sendFailure(count: Int.testSample, ref: Int.testSample, id: store.state.id, ModelFailure.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSendTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.send(count: Int.testSample, ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05RowSpec.sendTimeout)
        for retry in 1...Drawn05RowSpec.sendRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn05RowSpec.sendRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn05RowSpec.sendTimeout)
        }
        await store.receive(.sendFailure(count: Int.testSample, ref: Int.testSample, id: store.state.id, ModelFailure.timedOut(after: Drawn05RowSpec.sendTimeout))) {
            $0.sendStatus[Int.testSample] = .failed(ModelFailure.timedOut(after: Drawn05RowSpec.sendTimeout))
        }
        await store.finish()
    }

    func testSendIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample, ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await store.send(.cancelSend(count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = nil
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSendErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.send(count: Int.testSample, ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn05RowSpec.sendRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn05RowSpec.sendTimeout))
            let mark = clock.sleepMark
            service.sendAnswers.answer(.failure(ModelFailure.testSample))
            guard attempt < Drawn05RowSpec.sendRetry.attempts && Drawn05RowSpec.sendRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn05RowSpec.sendRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.sendFailure(count: Int.testSample, ref: Int.testSample, id: store.state.id, ModelFailure.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissSendError(count: Int.testSample)) {
            $0.sendStatus[Int.testSample] = nil
        }
        await store.finish()
    }

    func testSendCallWhileOneIsInFlightIsDropped() async {
        guard Drawn05RowSpec.sendPolicy == .first else {
            return XCTFail("The request send (\(Drawn05RowSpec.sendDeclaration)) has the policy \(Drawn05RowSpec.sendPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send(count: Int.testSample, ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(count: Int.testSample, ref: Int.testSample))
        service.sendAnswers.answer(.success(Item.testSample))
        service.sendAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.sendSuccess(count: Int.testSample, ref: Int.testSample, id: store.state.id, Item.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSendPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSend(count: Int.testSample, ref: Int.testSample))
        await store.receive(.send(count: Int.testSample, ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, ref: Int.testSample, id: store.state.id, Item.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
        }
        await store.receive(.bump)
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn05RowSpec.sendPollInterval))
        await clock.advance(by: Drawn05RowSpec.sendPollInterval)
        await store.receive(.send(count: Int.testSample, ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(count: Int.testSample, ref: Int.testSample, id: store.state.id, Item.testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
        }
        await store.receive(.bump)
        await store.send(.stopPollingSend(count: Int.testSample))
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
}
