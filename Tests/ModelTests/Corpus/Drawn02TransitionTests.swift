// Drawn02TransitionTests.swift
// Written once by reduxgen from Drawn02.yaml (--tests); from now on this file is yours.
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

    // MARK: save

    /// Whether `save`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func saveStarts(_ store: ReduxTesting.TestStore<Drawn02State, Drawn02Action>, _ service: Drawn02ServiceMock) async -> Bool {
        guard Drawn02Reducer.shouldStartSave(store.state) else {
            await store.send(.save(count: Int.testSample, text: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "save was called although its when: is false")
            return false
        }
        return true
    }

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(count: Int.testSample, text: String.testSample)) {
            do { var predictions = $0.savePredictions; predictions.rollBackAll(in: &$0.saveItems); $0.savePredictions = predictions }
            if let prediction = Drawn02Reducer.predictSave(count: Int.testSample, text: String.testSample, in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, appendingTo: &$0.saveItems, for: ()); $0.savePredictions = predictions }
            }
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            do { var predictions = $0.savePredictions; predictions.confirm(Item.testSample, appendingTo: &$0.saveItems); $0.savePredictions = predictions }
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(count: Int.testSample, text: String.testSample)) {
            do { var predictions = $0.savePredictions; predictions.rollBackAll(in: &$0.saveItems); $0.savePredictions = predictions }
            if let prediction = Drawn02Reducer.predictSave(count: Int.testSample, text: String.testSample, in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, appendingTo: &$0.saveItems, for: ()); $0.savePredictions = predictions }
            }
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.savePredictions; predictions.rollBack(in: &$0.saveItems); $0.savePredictions = predictions }
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess(Item.testSample))
        await store.send(.saveFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSaveLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(count: Int.testSample, text: String.testSample)) {
            do { var predictions = $0.savePredictions; predictions.rollBackAll(in: &$0.saveItems); $0.savePredictions = predictions }
            if let prediction = Drawn02Reducer.predictSave(count: Int.testSample, text: String.testSample, in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, appendingTo: &$0.saveItems, for: ()); $0.savePredictions = predictions }
            }
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(count: Int.testSample, text: String.testSample)) {
            do { var predictions = $0.savePredictions; predictions.rollBackAll(in: &$0.saveItems); $0.savePredictions = predictions }
            if let prediction = Drawn02Reducer.predictSave(count: Int.testSample, text: String.testSample, in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, appendingTo: &$0.saveItems, for: ()); $0.savePredictions = predictions }
            }
        }
        await service.saveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            do { var predictions = $0.savePredictions; predictions.confirm(Item.testSample, appendingTo: &$0.saveItems); $0.savePredictions = predictions }
        }
        await store.finish()
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Item].testSample
        }
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.lookupFailure(ReduxRuntime.RequestError.testSample)) {
            $0.lookupStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess([Item].testSample))
        await store.send(.lookupFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLookupLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup)
        await service.lookupAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Item].testSample
        }
        await store.finish()
    }

    func testLookupIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Item].testSample
        }
        await store.send(.lookup)
        await store.send(.forceLookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Item].testSample
        }
        await clock.advance(by: .seconds(1))
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Item].testSample
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
            await store.send(.send(ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "send was called although its when: is false")
            return false
        }
        return true
    }

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, [Item].testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.sendFailure(ref: Int.testSample, ModelFailure.testSample)) {
            $0.sendStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess(ref: Int.testSample, [Item].testSample))
        await store.send(.sendFailure(ref: Int.testSample, ModelFailure.testSample))
        await store.finish()
    }

    func testSendCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send(ref: Int.testSample))
        service.sendAnswers.answer(.success([Item].testSample))
        service.sendAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.sendSuccess(ref: Int.testSample, [Item].testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSendPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.startPollingSend(ref: Int.testSample))
        await store.receive(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, [Item].testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.send(ref: Int.testSample)) {
            $0.sendStatus[Int.testSample] = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess(ref: Int.testSample, [Item].testSample)) {
            $0.sendStatus[Int.testSample] = .succeeded
            $0.sendItems.upsert(contentsOf: [Item].testSample)
        }
        await store.send(.stopPollingSend(ref: Int.testSample))
        await store.finish()
    }

    // MARK: submit

    /// Whether `submit`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func submitStarts(_ store: ReduxTesting.TestStore<Drawn02State, Drawn02Action>, _ service: Drawn02ServiceMock) async -> Bool {
        guard Drawn02Reducer.shouldStartSubmit(store.state) else {
            await store.send(.submit(text: String.testSample, ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "submit was called although its when: is false")
            return false
        }
        return true
    }

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(text: String.testSample, ref: Int.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Int.testSample))
        await store.receive(.submitSuccess(Int.testSample)) {
            $0.submitStatus = .succeeded
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Item].testSample
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(text: String.testSample, ref: Int.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.submitFailure(ModelFailure.testSample)) {
            $0.submitStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSubmitAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.submitSuccess(Int.testSample))
        await store.send(.submitFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSubmitIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(text: String.testSample, ref: Int.testSample)) {
            $0.submitStatus = .loading
        }
        await store.send(.cancelSubmit) {
            $0.submitStatus = .idle
        }
        service.submitAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testSubmitErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(text: String.testSample, ref: Int.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.submitFailure(ModelFailure.testSample)) {
            $0.submitStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissSubmitError) {
            $0.submitStatus = .idle
        }
        await store.finish()
    }

    func testSubmitLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(text: String.testSample, ref: Int.testSample)) {
            $0.submitStatus = .loading
        }
        await service.submitAnswers.waitForCalls(waiting: 1)
        await store.send(.submit(text: String.testSample, ref: Int.testSample))
        await service.submitAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.submitAnswers.answer(.success(Int.testSample))
        await store.receive(.submitSuccess(Int.testSample)) {
            $0.submitStatus = .succeeded
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Item].testSample
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, query, setQuery → lookup, ready)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }

    func testSetQueryAssignsQuery() async {
        let (store, service, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success([Item].testSample))
        await store.receive(.lookupSuccess([Item].testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = [Item].testSample
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

    // MARK: rows (Drawn02Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn02State(rows: [Drawn02RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .rate(String.testSample))) {
            $0.rows[id: Int.testSample]!.rateStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .rate(String.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn02Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn02State(pane: Drawn02PaneState(id: Int.testSample)))
        await store.send(.pane(.send(count: Int.testSample))) {
            $0.pane!.sendStatus[Int.testSample] = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.send(count: Int.testSample)))
        await store.finish()
    }
}
