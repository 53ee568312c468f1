// Drawn14TransitionTests.swift
// Written once by reduxgen from Drawn14.yaml (--tests); from now on this file is yours.
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
final class Drawn14TransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn14State, Drawn14Action>, Drawn14ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn14ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn14State(),
            reducer: Drawn14Reducer.reduce,
            middlewares: [Drawn14Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: fetch

    /// Whether `fetch`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func fetchStarts(_ store: ReduxTesting.TestStore<Drawn14State, Drawn14Action>, _ service: Drawn14ServiceMock) async -> Bool {
        guard Drawn14Reducer.shouldStartFetch(store.state) else {
            await store.send(.fetch)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "fetch was called although its when: is false")
            return false
        }
        return true
    }

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(Int.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(Int.testSample))
        await store.send(.fetchFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testFetchTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(5))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(5)))
        }
        await store.finish()
    }

    func testFetchConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        guard await fetchStarts(store, service) else { return }
        await store.send(.fetch) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch) {
            $0.fetchInFlight = 2
        }
        await service.fetchAnswers.waitForCalls(waiting: 2)
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.fetchAnswers.answer(.success(Int.testSample))
        await store.receive(.fetchSuccess(Int.testSample)) {
            $0.fetchInFlight = 0
        }
        await store.finish()
    }

    // MARK: archive

    /// Whether `archive`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func archiveStarts(_ store: ReduxTesting.TestStore<Drawn14State, Drawn14Action>, _ service: Drawn14ServiceMock) async -> Bool {
        guard Drawn14Reducer.shouldStartArchive(store.state) else {
            await store.send(.archive(Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "archive was called although its when: is false")
            return false
        }
        return true
    }

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(Int.testSample)) {
            if let prediction = Drawn14Reducer.predictArchive(Int.testSample, in: $0) {
                do { var predictions = $0.archivePredictions; predictions.predict(prediction, prependingTo: &$0.archiveItems, for: Int.testSample); $0.archivePredictions = predictions }
            }
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(Int.testSample))
        await store.receive(.archiveSuccess(Int.testSample, Int.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .succeeded
            do { var predictions = $0.archivePredictions; predictions.confirm(Int.testSample, prependingTo: &$0.archiveItems) { $0 == Int.testSample }; $0.archivePredictions = predictions }
        }
        await store.finish()
    }

    func testArchiveFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(Int.testSample)) {
            if let prediction = Drawn14Reducer.predictArchive(Int.testSample, in: $0) {
                do { var predictions = $0.archivePredictions; predictions.predict(prediction, prependingTo: &$0.archiveItems, for: Int.testSample); $0.archivePredictions = predictions }
            }
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        for _ in 0...2 { service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.archiveFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.archivePredictions; predictions.rollBack(in: &$0.archiveItems) { $0 == Int.testSample }; $0.archivePredictions = predictions }
        }
        await store.finish()
    }

    func testArchiveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.archiveSuccess(Int.testSample, Int.testSample))
        await store.send(.archiveFailure(Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testArchiveConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, clock) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(Int.testSample)) {
            if let prediction = Drawn14Reducer.predictArchive(Int.testSample, in: $0) {
                do { var predictions = $0.archivePredictions; predictions.predict(prediction, prependingTo: &$0.archiveItems, for: Int.testSample); $0.archivePredictions = predictions }
            }
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive(Int.testSample)) {
            if let prediction = Drawn14Reducer.predictArchive(Int.testSample, in: $0) {
                do { var predictions = $0.archivePredictions; predictions.predict(prediction, prependingTo: &$0.archiveItems, for: Int.testSample); $0.archivePredictions = predictions }
            }
            $0.archiveInFlight = 2
        }
        await service.archiveAnswers.waitForCalls(waiting: 2)
        service.archiveAnswers.answer(.success(Int.testSample))
        await store.receive(.archiveSuccess(Int.testSample, Int.testSample)) {
            $0.archiveInFlight = 1
            do { var predictions = $0.archivePredictions; predictions.confirm(Int.testSample, prependingTo: &$0.archiveItems) { $0 == Int.testSample }; $0.archivePredictions = predictions }
        }
        for _ in 0...2 { service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...2 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 2, backoff: .seconds(1)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.archiveFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.archivePredictions; predictions.rollBack(in: &$0.archiveItems) { $0 == Int.testSample }; $0.archivePredictions = predictions }
        }
        await store.finish()
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            if let prediction = Drawn14Reducer.predictSend(in: $0) {
                do { var predictions = $0.sendPredictions; predictions.predict(prediction, appendingTo: &$0.sendItems, for: ()); $0.sendPredictions = predictions }
            }
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Int].testSample))
        await store.receive(.sendSuccess([Int].testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            do { var predictions = $0.sendPredictions; predictions.confirm([Int].testSample, appendingTo: &$0.sendItems); $0.sendPredictions = predictions }
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            if let prediction = Drawn14Reducer.predictSend(in: $0) {
                do { var predictions = $0.sendPredictions; predictions.predict(prediction, appendingTo: &$0.sendItems, for: ()); $0.sendPredictions = predictions }
            }
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.sendPredictions; predictions.rollBack(in: &$0.sendItems); $0.sendPredictions = predictions }
        }
        await store.finish()
    }

    func testSendAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.sendSuccess([Int].testSample))
        await store.send(.sendFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSendConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            if let prediction = Drawn14Reducer.predictSend(in: $0) {
                do { var predictions = $0.sendPredictions; predictions.predict(prediction, appendingTo: &$0.sendItems, for: ()); $0.sendPredictions = predictions }
            }
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send) {
            if let prediction = Drawn14Reducer.predictSend(in: $0) {
                do { var predictions = $0.sendPredictions; predictions.predict(prediction, appendingTo: &$0.sendItems, for: ()); $0.sendPredictions = predictions }
            }
            $0.sendInFlight = 2
        }
        await service.sendAnswers.waitForCalls(waiting: 2)
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendInFlight = 1
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.sendPredictions; predictions.rollBack(in: &$0.sendItems); $0.sendPredictions = predictions }
        }
        service.sendAnswers.answer(.success([Int].testSample))
        await store.receive(.sendSuccess([Int].testSample)) {
            $0.sendInFlight = 0
            do { var predictions = $0.sendPredictions; predictions.confirm([Int].testSample, appendingTo: &$0.sendItems); $0.sendPredictions = predictions }
        }
        await store.finish()
    }

    func testSendPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSend)
        await store.receive(.send) {
            if let prediction = Drawn14Reducer.predictSend(in: $0) {
                do { var predictions = $0.sendPredictions; predictions.predict(prediction, appendingTo: &$0.sendItems, for: ()); $0.sendPredictions = predictions }
            }
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Int].testSample))
        await store.receive(.sendSuccess([Int].testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            do { var predictions = $0.sendPredictions; predictions.confirm([Int].testSample, appendingTo: &$0.sendItems); $0.sendPredictions = predictions }
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.send) {
            if let prediction = Drawn14Reducer.predictSend(in: $0) {
                do { var predictions = $0.sendPredictions; predictions.predict(prediction, appendingTo: &$0.sendItems, for: ()); $0.sendPredictions = predictions }
            }
            $0.sendInFlight = 1
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Int].testSample))
        await store.receive(.sendSuccess([Int].testSample)) {
            $0.sendInFlight = 0
            $0.sendStatus = .succeeded
            do { var predictions = $0.sendPredictions; predictions.confirm([Int].testSample, appendingTo: &$0.sendItems); $0.sendPredictions = predictions }
        }
        await store.send(.stopPollingSend)
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
}
