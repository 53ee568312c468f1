// Drawn04RowTransitionTests.swift
// Written once by reduxgen from Drawn04Row.yaml (--tests); from now on this file is yours.
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
final class Drawn04RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn04RowState, Drawn04RowAction>, Drawn04RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn04RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn04RowState(id: Int.testSample),
            reducer: Drawn04RowReducer.reduce,
            middlewares: [Drawn04RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            do { var predictions = $0.searchPredictions; predictions.rollBackAll(in: &$0.searchItems); $0.searchPredictions = predictions }
            if let prediction = Drawn04RowReducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchStatus = .succeeded
            do { var predictions = $0.searchPredictions; predictions.confirm(Item.testSample, appendingTo: &$0.searchItems); $0.searchPredictions = predictions }
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            do { var predictions = $0.searchPredictions; predictions.rollBackAll(in: &$0.searchItems); $0.searchPredictions = predictions }
            if let prediction = Drawn04RowReducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.searchPredictions; predictions.rollBack(in: &$0.searchItems); $0.searchPredictions = predictions }
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess(Item.testSample))
        await store.send(.searchFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSearchErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            do { var predictions = $0.searchPredictions; predictions.rollBackAll(in: &$0.searchItems); $0.searchPredictions = predictions }
            if let prediction = Drawn04RowReducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.searchPredictions; predictions.rollBack(in: &$0.searchItems); $0.searchPredictions = predictions }
        }
        await store.send(.dismissSearchError) {
            $0.searchStatus = .idle
        }
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            do { var predictions = $0.searchPredictions; predictions.rollBackAll(in: &$0.searchItems); $0.searchPredictions = predictions }
            if let prediction = Drawn04RowReducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search) {
            do { var predictions = $0.searchPredictions; predictions.rollBackAll(in: &$0.searchItems); $0.searchPredictions = predictions }
            if let prediction = Drawn04RowReducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
        }
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchStatus = .succeeded
            do { var predictions = $0.searchPredictions; predictions.confirm(Item.testSample, appendingTo: &$0.searchItems); $0.searchPredictions = predictions }
        }
        await store.finish()
    }

    func testSearchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSearch)
        await store.receive(.search) {
            do { var predictions = $0.searchPredictions; predictions.rollBackAll(in: &$0.searchItems); $0.searchPredictions = predictions }
            if let prediction = Drawn04RowReducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchStatus = .succeeded
            do { var predictions = $0.searchPredictions; predictions.confirm(Item.testSample, appendingTo: &$0.searchItems); $0.searchPredictions = predictions }
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.search) {
            do { var predictions = $0.searchPredictions; predictions.rollBackAll(in: &$0.searchItems); $0.searchPredictions = predictions }
            if let prediction = Drawn04RowReducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(Item.testSample)) {
            $0.searchStatus = .succeeded
            do { var predictions = $0.searchPredictions; predictions.confirm(Item.testSample, appendingTo: &$0.searchItems); $0.searchPredictions = predictions }
        }
        await store.send(.stopPollingSearch)
        await store.finish()
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(ref: Int.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(Item.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(ref: Int.testSample)) {
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
        await store.send(.archiveSuccess(Item.testSample))
        await store.send(.archiveFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testArchiveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(ref: Int.testSample)) {
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
        await store.send(.archive(ref: Int.testSample)) {
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive(ref: Int.testSample))
        service.archiveAnswers.answer(.success(Item.testSample))
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.archiveSuccess(Item.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    func testArchivePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingArchive(ref: Int.testSample))
        await store.receive(.archive(ref: Int.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(Item.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveItems.insert(Item.testSample, at: 0)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.archive(ref: Int.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(Item.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveItems.insert(Item.testSample, at: 0)
        }
        await store.send(.stopPollingArchive)
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
