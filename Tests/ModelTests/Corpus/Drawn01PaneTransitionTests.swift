// Drawn01PaneTransitionTests.swift
// Written once by reduxgen from Drawn01Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn01PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn01PaneState, Drawn01PaneAction>, Drawn01PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn01PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn01PaneState(id: Int.testSample),
            reducer: Drawn01PaneReducer.reduce,
            middlewares: [Drawn01PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: submit

    /// Whether `submit`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func submitStarts(_ store: ReduxTesting.TestStore<Drawn01PaneState, Drawn01PaneAction>, _ service: Drawn01PaneServiceMock) async -> Bool {
        guard Drawn01PaneReducer.shouldStartSubmit(store.state) else {
            await store.send(.submit(count: Int.testSample, text: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "submit was called although its when: is false")
            return false
        }
        return true
    }

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(count: Int.testSample, text: String.testSample)) {
            if !$0.submitStatus.isLoading, let prediction = Drawn01PaneReducer.predictSubmit(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.submitPredictions.take()
                predictions.predict(prediction, in: &$0.submitValue, for: ())
                $0.submitPredictions = consume predictions
            }
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success([Int].testSample))
        await store.receive(.submitSuccess(count: Int.testSample, text: String.testSample, page: store.state.page, ready: store.state.ready, [Int].testSample)) {
            $0.submitStatus = .succeeded
            var predictions = $0.submitPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.submitValue)
            $0.submitPredictions = consume predictions
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(count: Int.testSample, text: String.testSample)) {
            if !$0.submitStatus.isLoading, let prediction = Drawn01PaneReducer.predictSubmit(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.submitPredictions.take()
                predictions.predict(prediction, in: &$0.submitValue, for: ())
                $0.submitPredictions = consume predictions
            }
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.submitFailure(count: Int.testSample, text: String.testSample, page: store.state.page, ready: store.state.ready, ModelFailure.testSample)) {
            $0.submitStatus = .failed(ModelFailure.testSample)
            var predictions = $0.submitPredictions.take()
            predictions.rollBack(in: &$0.submitValue)
            $0.submitPredictions = consume predictions
        }
        await store.finish()
    }

    func testSubmitTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(count: Int.testSample, text: String.testSample)) {
            if !$0.submitStatus.isLoading, let prediction = Drawn01PaneReducer.predictSubmit(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.submitPredictions.take()
                predictions.predict(prediction, in: &$0.submitValue, for: ())
                $0.submitPredictions = consume predictions
            }
            $0.submitStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn01PaneSpec.submitTimeout)
        await store.receive(.submitFailure(count: Int.testSample, text: String.testSample, page: store.state.page, ready: store.state.ready, ModelFailure.timedOut(after: Drawn01PaneSpec.submitTimeout))) {
            $0.submitStatus = .failed(ModelFailure.timedOut(after: Drawn01PaneSpec.submitTimeout))
            var predictions = $0.submitPredictions.take()
            predictions.rollBack(in: &$0.submitValue)
            $0.submitPredictions = consume predictions
        }
        await store.finish()
    }

    func testSubmitCallWhileOneIsInFlightIsDropped() async {
        guard Drawn01PaneSpec.submitPolicy == .first else {
            return XCTFail("The request submit (\(Drawn01PaneSpec.submitDeclaration)) has the policy \(Drawn01PaneSpec.submitPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await submitStarts(store, service) else { return }
        await store.send(.submit(count: Int.testSample, text: String.testSample)) {
            if !$0.submitStatus.isLoading, let prediction = Drawn01PaneReducer.predictSubmit(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.submitPredictions.take()
                predictions.predict(prediction, in: &$0.submitValue, for: ())
                $0.submitPredictions = consume predictions
            }
            $0.submitStatus = .loading
        }
        await service.submitAnswers.waitForCalls(waiting: 1)
        await store.send(.submit(count: Int.testSample, text: String.testSample)) {
            if !$0.submitStatus.isLoading, let prediction = Drawn01PaneReducer.predictSubmit(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.submitPredictions.take()
                predictions.predict(prediction, in: &$0.submitValue, for: ())
                $0.submitPredictions = consume predictions
            }
        }
        service.submitAnswers.answer(.success([Int].testSample))
        service.submitAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.submitSuccess(count: Int.testSample, text: String.testSample, page: store.state.page, ready: store.state.ready, [Int].testSample)) {
            $0.submitStatus = .succeeded
            var predictions = $0.submitPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.submitValue)
            $0.submitPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: rate

    /// Whether `rate`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func rateStarts(_ store: ReduxTesting.TestStore<Drawn01PaneState, Drawn01PaneAction>, _ service: Drawn01PaneServiceMock) async -> Bool {
        guard Drawn01PaneReducer.shouldStartRate(store.state) else {
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
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateSuccess([Int].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testRateTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn01PaneSpec.rateTimeout)
        await store.receive(.rateFailure(ReduxRuntime.RequestError.timedOut(after: Drawn01PaneSpec.rateTimeout))) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn01PaneSpec.rateTimeout))
            $0.rateError = ReduxRuntime.RequestError.timedOut(after: Drawn01PaneSpec.rateTimeout)
        }
        await store.finish()
    }

    func testRateIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        await store.send(.cancelRate) {
            $0.rateStatus = .idle
        }
        service.rateAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testRateKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.rateError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateSuccess([Int].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        guard Drawn01PaneSpec.ratePolicy == .latest else {
            return XCTFail("The request rate (\(Drawn01PaneSpec.rateDeclaration)) has the policy \(Drawn01PaneSpec.ratePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate) {
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate)
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success([Int].testSample))
        await store.receive(.rateSuccess([Int].testSample)) {
            $0.rateStatus = .succeeded
            $0.rateItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.receive(.bump)
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
