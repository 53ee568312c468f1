// Drawn04PaneTransitionTests.swift
// Written once by reduxgen from Drawn04Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn04PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn04PaneState, Drawn04PaneAction>, Drawn04PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn04PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn04PaneState(id: Int.testSample),
            reducer: Drawn04PaneReducer.reduce,
            middlewares: [Drawn04PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            do { var predictions = $0.searchPredictions; predictions.rollBackAll(in: &$0.searchItems); $0.searchPredictions = predictions }
            if let prediction = Drawn04PaneReducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            do { var predictions = $0.searchPredictions; predictions.confirm([Int].testSample, appendingTo: &$0.searchItems); $0.searchPredictions = predictions }
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            do { var predictions = $0.searchPredictions; predictions.rollBackAll(in: &$0.searchItems); $0.searchPredictions = predictions }
            if let prediction = Drawn04PaneReducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(ModelFailure.testSample)) {
            $0.searchStatus = .failed(ModelFailure.testSample)
            do { var predictions = $0.searchPredictions; predictions.rollBack(in: &$0.searchItems); $0.searchPredictions = predictions }
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess([Int].testSample))
        await store.send(.searchFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            do { var predictions = $0.searchPredictions; predictions.rollBackAll(in: &$0.searchItems); $0.searchPredictions = predictions }
            if let prediction = Drawn04PaneReducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search) {
            do { var predictions = $0.searchPredictions; predictions.rollBackAll(in: &$0.searchItems); $0.searchPredictions = predictions }
            if let prediction = Drawn04PaneReducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
        }
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            do { var predictions = $0.searchPredictions; predictions.confirm([Int].testSample, appendingTo: &$0.searchItems); $0.searchPredictions = predictions }
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, setReady → search, poke → search)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, service, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.receive(.search) {
            do { var predictions = $0.searchPredictions; predictions.rollBackAll(in: &$0.searchItems); $0.searchPredictions = predictions }
            if let prediction = Drawn04PaneReducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            do { var predictions = $0.searchPredictions; predictions.confirm([Int].testSample, appendingTo: &$0.searchItems); $0.searchPredictions = predictions }
        }
        await store.finish()
    }

    func testPokeStartsSearch() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        await store.receive(.search) {
            do { var predictions = $0.searchPredictions; predictions.rollBackAll(in: &$0.searchItems); $0.searchPredictions = predictions }
            if let prediction = Drawn04PaneReducer.predictSearch(in: $0) {
                do { var predictions = $0.searchPredictions; predictions.predict(prediction, appendingTo: &$0.searchItems, for: ()); $0.searchPredictions = predictions }
            }
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess([Int].testSample)) {
            $0.searchStatus = .succeeded
            do { var predictions = $0.searchPredictions; predictions.confirm([Int].testSample, appendingTo: &$0.searchItems); $0.searchPredictions = predictions }
        }
        await store.finish()
    }
}
