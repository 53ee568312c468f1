// Drawn01RowTransitionTests.swift
// Written once by reduxgen from Drawn01Row.yaml (--tests); from now on this file is yours.
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
final class Drawn01RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn01RowState, Drawn01RowAction>, Drawn01RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn01RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn01RowState(id: Int.testSample),
            reducer: Drawn01RowReducer.reduce,
            middlewares: [Drawn01RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: rate

    /// Whether `rate`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func rateStarts(_ store: ReduxTesting.TestStore<Drawn01RowState, Drawn01RowAction>, _ service: Drawn01RowServiceMock) async -> Bool {
        guard Drawn01RowReducer.shouldStartRate(store.state) else {
            await store.send(.rate(count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "rate was called although its when: is false")
            return false
        }
        return true
    }

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(count: Int.testSample)) {
            do { var predictions = $0.ratePredictions; predictions.rollBackAll(in: &$0.rateByKey) { $0 == Int.testSample }; $0.ratePredictions = predictions }
            if let prediction = Drawn01RowReducer.predictRate(count: Int.testSample, in: $0) {
                do { var predictions = $0.ratePredictions; predictions.predict(prediction, in: &$0.rateByKey, at: Int.testSample, for: Int.testSample); $0.ratePredictions = predictions }
            }
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            do { var predictions = $0.ratePredictions; predictions.confirm(Item.testSample, in: &$0.rateByKey, at: Int.testSample) { $0 == Int.testSample }; $0.ratePredictions = predictions }
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(count: Int.testSample)) {
            do { var predictions = $0.ratePredictions; predictions.rollBackAll(in: &$0.rateByKey) { $0 == Int.testSample }; $0.ratePredictions = predictions }
            if let prediction = Drawn01RowReducer.predictRate(count: Int.testSample, in: $0) {
                do { var predictions = $0.ratePredictions; predictions.predict(prediction, in: &$0.rateByKey, at: Int.testSample, for: Int.testSample); $0.ratePredictions = predictions }
            }
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.ratePredictions; predictions.rollBack(in: &$0.rateByKey) { $0 == Int.testSample }; $0.ratePredictions = predictions }
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(count: Int.testSample, Item.testSample))
        await store.send(.rateFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testRateIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(count: Int.testSample)) {
            do { var predictions = $0.ratePredictions; predictions.rollBackAll(in: &$0.rateByKey) { $0 == Int.testSample }; $0.ratePredictions = predictions }
            if let prediction = Drawn01RowReducer.predictRate(count: Int.testSample, in: $0) {
                do { var predictions = $0.ratePredictions; predictions.predict(prediction, in: &$0.rateByKey, at: Int.testSample, for: Int.testSample); $0.ratePredictions = predictions }
            }
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            do { var predictions = $0.ratePredictions; predictions.confirm(Item.testSample, in: &$0.rateByKey, at: Int.testSample) { $0 == Int.testSample }; $0.ratePredictions = predictions }
        }
        await store.send(.rate(count: Int.testSample))
        await store.send(.forceRate(count: Int.testSample)) {
            do { var predictions = $0.ratePredictions; predictions.rollBackAll(in: &$0.rateByKey) { $0 == Int.testSample }; $0.ratePredictions = predictions }
            if let prediction = Drawn01RowReducer.predictRate(count: Int.testSample, in: $0) {
                do { var predictions = $0.ratePredictions; predictions.predict(prediction, in: &$0.rateByKey, at: Int.testSample, for: Int.testSample); $0.ratePredictions = predictions }
            }
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            do { var predictions = $0.ratePredictions; predictions.confirm(Item.testSample, in: &$0.rateByKey, at: Int.testSample) { $0 == Int.testSample }; $0.ratePredictions = predictions }
        }
        await clock.advance(by: .seconds(5))
        await store.send(.rate(count: Int.testSample)) {
            do { var predictions = $0.ratePredictions; predictions.rollBackAll(in: &$0.rateByKey) { $0 == Int.testSample }; $0.ratePredictions = predictions }
            if let prediction = Drawn01RowReducer.predictRate(count: Int.testSample, in: $0) {
                do { var predictions = $0.ratePredictions; predictions.predict(prediction, in: &$0.rateByKey, at: Int.testSample, for: Int.testSample); $0.ratePredictions = predictions }
            }
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            do { var predictions = $0.ratePredictions; predictions.confirm(Item.testSample, in: &$0.rateByKey, at: Int.testSample) { $0 == Int.testSample }; $0.ratePredictions = predictions }
        }
        await store.finish()
    }

    // MARK: lookup

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(String.testSample))
        await store.receive(.lookupSuccess(String.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = String.testSample
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
        await store.send(.lookupSuccess(String.testSample))
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
        service.lookupAnswers.answer(.success(String.testSample))
        await store.receive(.lookupSuccess(String.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = String.testSample
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, bump → lookup)

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

    func testBumpStartsLookup() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        await store.receive(.lookup) {
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(String.testSample))
        await store.receive(.lookupSuccess(String.testSample)) {
            $0.lookupStatus = .succeeded
            $0.lookupValue = String.testSample
        }
        await store.finish()
    }
}
