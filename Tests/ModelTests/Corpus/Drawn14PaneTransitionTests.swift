// Drawn14PaneTransitionTests.swift
// Written once by reduxgen from Drawn14Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn14PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn14PaneState, Drawn14PaneAction>, Drawn14PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn14PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn14PaneState(id: Int.testSample),
            reducer: Drawn14PaneReducer.reduce,
            middlewares: [Drawn14PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
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
        await store.send(.lookupSuccess(Item.testSample))
        await store.send(.lookupFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLookupIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await store.send(.cancelLookup) {
            $0.lookupStatus = .idle
        }
        service.lookupAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testLookupCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        await service.lookupAnswers.waitForCalls(waiting: 1)
        await store.send(.lookup)
        service.lookupAnswers.answer(.success(Item.testSample))
        service.lookupAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.lookupSuccess(Item.testSample)) {
            $0.lookupStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            if !$0.saveStatus.isLoading, let prediction = Drawn14PaneReducer.predictSave(in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, appendingTo: &$0.saveItems, for: ()); $0.savePredictions = predictions }
            }
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Int].testSample))
        await store.receive(.saveSuccess([Int].testSample)) {
            $0.saveStatus = .succeeded
            do { var predictions = $0.savePredictions; predictions.confirm([Int].testSample, appendingTo: &$0.saveItems); $0.savePredictions = predictions }
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            if !$0.saveStatus.isLoading, let prediction = Drawn14PaneReducer.predictSave(in: $0) {
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
        await store.send(.saveSuccess([Int].testSample))
        await store.send(.saveFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSaveCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            if !$0.saveStatus.isLoading, let prediction = Drawn14PaneReducer.predictSave(in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, appendingTo: &$0.saveItems, for: ()); $0.savePredictions = predictions }
            }
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save) {
            if !$0.saveStatus.isLoading, let prediction = Drawn14PaneReducer.predictSave(in: $0) {
                do { var predictions = $0.savePredictions; predictions.predict(prediction, appendingTo: &$0.saveItems, for: ()); $0.savePredictions = predictions }
            }
        }
        service.saveAnswers.answer(.success([Int].testSample))
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.saveSuccess([Int].testSample)) {
            $0.saveStatus = .succeeded
            do { var predictions = $0.savePredictions; predictions.confirm([Int].testSample, appendingTo: &$0.saveItems); $0.savePredictions = predictions }
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
