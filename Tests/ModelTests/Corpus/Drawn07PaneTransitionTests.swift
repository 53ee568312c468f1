// Drawn07PaneTransitionTests.swift
// Written once by reduxgen from Drawn07Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn07PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn07PaneState, Drawn07PaneAction>, Drawn07PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn07PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn07PaneState(id: Int.testSample),
            reducer: Drawn07PaneReducer.reduce,
            middlewares: [Drawn07PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(Int.testSample))
        await store.receive(.archiveSuccess(Int.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveValue = Int.testSample
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testArchiveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.archiveSuccess(Int.testSample))
        await store.send(.archiveFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testArchiveTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await store.receive(.archiveFailure(ReduxRuntime.RequestError.timedOut(after: .seconds(1)))) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(1)))
        }
        await store.finish()
    }

    func testArchiveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissArchiveError) {
            $0.archiveStatus = .idle
        }
        await store.finish()
    }

    func testArchiveCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive)
        service.archiveAnswers.answer(.success(Int.testSample))
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.archiveSuccess(Int.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveValue = Int.testSample
        }
        await store.finish()
    }

    // MARK: send

    /// Whether `send`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func sendStarts(_ store: ReduxTesting.TestStore<Drawn07PaneState, Drawn07PaneAction>, _ service: Drawn07PaneServiceMock) async -> Bool {
        guard Drawn07PaneReducer.shouldStartSend(store.state) else {
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
            do { var predictions = $0.sendPredictions; predictions.rollBackAll(in: &$0.sendItems); $0.sendPredictions = predictions }
            if let prediction = Drawn07PaneReducer.predictSend(in: $0) {
                do { var predictions = $0.sendPredictions; predictions.predict(prediction, upsertingInto: &$0.sendItems, for: ()); $0.sendPredictions = predictions }
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(Item.testSample)) {
            $0.sendStatus = .succeeded
            do { var predictions = $0.sendPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.sendItems); $0.sendPredictions = predictions }
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            do { var predictions = $0.sendPredictions; predictions.rollBackAll(in: &$0.sendItems); $0.sendPredictions = predictions }
            if let prediction = Drawn07PaneReducer.predictSend(in: $0) {
                do { var predictions = $0.sendPredictions; predictions.predict(prediction, upsertingInto: &$0.sendItems, for: ()); $0.sendPredictions = predictions }
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.sendPredictions; predictions.rollBack(in: &$0.sendItems); $0.sendPredictions = predictions }
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess(Item.testSample))
        await store.send(.sendFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSendErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            do { var predictions = $0.sendPredictions; predictions.rollBackAll(in: &$0.sendItems); $0.sendPredictions = predictions }
            if let prediction = Drawn07PaneReducer.predictSend(in: $0) {
                do { var predictions = $0.sendPredictions; predictions.predict(prediction, upsertingInto: &$0.sendItems, for: ()); $0.sendPredictions = predictions }
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.sendPredictions; predictions.rollBack(in: &$0.sendItems); $0.sendPredictions = predictions }
        }
        await store.send(.dismissSendError) {
            $0.sendStatus = .idle
        }
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            do { var predictions = $0.sendPredictions; predictions.rollBackAll(in: &$0.sendItems); $0.sendPredictions = predictions }
            if let prediction = Drawn07PaneReducer.predictSend(in: $0) {
                do { var predictions = $0.sendPredictions; predictions.predict(prediction, upsertingInto: &$0.sendItems, for: ()); $0.sendPredictions = predictions }
            }
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send) {
            do { var predictions = $0.sendPredictions; predictions.rollBackAll(in: &$0.sendItems); $0.sendPredictions = predictions }
            if let prediction = Drawn07PaneReducer.predictSend(in: $0) {
                do { var predictions = $0.sendPredictions; predictions.predict(prediction, upsertingInto: &$0.sendItems, for: ()); $0.sendPredictions = predictions }
            }
        }
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(Item.testSample)) {
            $0.sendStatus = .succeeded
            do { var predictions = $0.sendPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.sendItems); $0.sendPredictions = predictions }
        }
        await store.finish()
    }

    func testSendIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await sendStarts(store, service) else { return }
        await store.send(.send) {
            do { var predictions = $0.sendPredictions; predictions.rollBackAll(in: &$0.sendItems); $0.sendPredictions = predictions }
            if let prediction = Drawn07PaneReducer.predictSend(in: $0) {
                do { var predictions = $0.sendPredictions; predictions.predict(prediction, upsertingInto: &$0.sendItems, for: ()); $0.sendPredictions = predictions }
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(Item.testSample)) {
            $0.sendStatus = .succeeded
            do { var predictions = $0.sendPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.sendItems); $0.sendPredictions = predictions }
        }
        await store.send(.send)
        await store.send(.forceSend) {
            do { var predictions = $0.sendPredictions; predictions.rollBackAll(in: &$0.sendItems); $0.sendPredictions = predictions }
            if let prediction = Drawn07PaneReducer.predictSend(in: $0) {
                do { var predictions = $0.sendPredictions; predictions.predict(prediction, upsertingInto: &$0.sendItems, for: ()); $0.sendPredictions = predictions }
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(Item.testSample)) {
            $0.sendStatus = .succeeded
            do { var predictions = $0.sendPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.sendItems); $0.sendPredictions = predictions }
        }
        await clock.advance(by: .seconds(1))
        await store.send(.send) {
            do { var predictions = $0.sendPredictions; predictions.rollBackAll(in: &$0.sendItems); $0.sendPredictions = predictions }
            if let prediction = Drawn07PaneReducer.predictSend(in: $0) {
                do { var predictions = $0.sendPredictions; predictions.predict(prediction, upsertingInto: &$0.sendItems, for: ()); $0.sendPredictions = predictions }
            }
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success(Item.testSample))
        await store.receive(.sendSuccess(Item.testSample)) {
            $0.sendStatus = .succeeded
            do { var predictions = $0.sendPredictions; predictions.confirm(Item.testSample, upsertingInto: &$0.sendItems); $0.sendPredictions = predictions }
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready)

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
}
