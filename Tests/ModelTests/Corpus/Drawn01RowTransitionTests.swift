// Drawn01RowTransitionTests.swift
// Written once by reduxgen from Drawn01Row.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// Drawn01RowTestSamples.swift has those reduxgen wrote). When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.
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
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateByKey) { $0 == Int.testSample }
            $0.ratePredictions = consume predictions
            if let prediction = Drawn01RowReducer.predictRate(count: Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateByKey, at: Int.testSample, for: Int.testSample)
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, id: store.state.id, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, in: &$0.rateByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.ratePredictions = consume predictions
        }
        // lookup's when: decides whether the follow-up calls the service.
        let lookupCalls = Drawn01RowReducer.shouldStartLookup(store.state)
        await store.receive(.lookup) {
            if lookupCalls {
                $0.lookupInFlight = 1
                $0.lookupStatus = .loading
            }
        }
        if lookupCalls {
            service.lookupAnswers.answer(.success(String.testSample))
            await store.receive(.lookupSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
                $0.lookupInFlight = 0
                $0.lookupStatus = .succeeded
            }
            await store.receive(.bump)
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(count: Int.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateByKey) { $0 == Int.testSample }
            $0.ratePredictions = consume predictions
            if let prediction = Drawn01RowReducer.predictRate(count: Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateByKey, at: Int.testSample, for: Int.testSample)
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(count: Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.ratePredictions.take()
            predictions.rollBack(in: &$0.rateByKey) { $0 == Int.testSample }
            $0.ratePredictions = consume predictions
        }
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        guard Drawn01RowSpec.ratePolicy == .latest else {
            return XCTFail("The request rate (\(Drawn01RowSpec.rateDeclaration)) has the policy \(Drawn01RowSpec.ratePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(count: Int.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateByKey) { $0 == Int.testSample }
            $0.ratePredictions = consume predictions
            if let prediction = Drawn01RowReducer.predictRate(count: Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateByKey, at: Int.testSample, for: Int.testSample)
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus[Int.testSample] = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(count: Int.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateByKey) { $0 == Int.testSample }
            $0.ratePredictions = consume predictions
            if let prediction = Drawn01RowReducer.predictRate(count: Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateByKey, at: Int.testSample, for: Int.testSample)
                $0.ratePredictions = consume predictions
            }
        }
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success(Item.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, id: store.state.id, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, in: &$0.rateByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.ratePredictions = consume predictions
        }
        // lookup's when: decides whether the follow-up calls the service.
        let lookupCalls = Drawn01RowReducer.shouldStartLookup(store.state)
        await store.receive(.lookup) {
            if lookupCalls {
                $0.lookupInFlight = 1
                $0.lookupStatus = .loading
            }
        }
        if lookupCalls {
            service.lookupAnswers.answer(.success(String.testSample))
            await store.receive(.lookupSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
                $0.lookupInFlight = 0
                $0.lookupStatus = .succeeded
            }
            await store.receive(.bump)
        }
        await store.finish()
    }

    func testRateIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await rateStarts(store, service) else { return }
        do {
            await store.send(.rate(count: Int.testSample)) {
                var predictions = $0.ratePredictions.take()
                predictions.rollBackAll(in: &$0.rateByKey) { $0 == Int.testSample }
                $0.ratePredictions = consume predictions
                if let prediction = Drawn01RowReducer.predictRate(count: Int.testSample, in: $0) {
                    var predictions = $0.ratePredictions.take()
                    predictions.predict(prediction, in: &$0.rateByKey, at: Int.testSample, for: Int.testSample)
                    $0.ratePredictions = consume predictions
                }
                $0.rateStatus[Int.testSample] = .loading
            }
            service.rateAnswers.answer(.success(Item.testSample))
            await store.receive(.rateSuccess(count: Int.testSample, id: store.state.id, Item.testSample)) {
                $0.rateStatus[Int.testSample] = .succeeded
                var predictions = $0.ratePredictions.take()
                predictions.confirm(Item.testSample, in: &$0.rateByKey, at: Int.testSample) { $0 == Int.testSample }
                $0.ratePredictions = consume predictions
            }
            // lookup's when: decides whether the follow-up calls the service.
            let lookupCalls = Drawn01RowReducer.shouldStartLookup(store.state)
            await store.receive(.lookup) {
                if lookupCalls {
                    $0.lookupInFlight = 1
                    $0.lookupStatus = .loading
                }
            }
            if lookupCalls {
                service.lookupAnswers.answer(.success(String.testSample))
                await store.receive(.lookupSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
                    $0.lookupInFlight = 0
                    $0.lookupStatus = .succeeded
                }
                await store.receive(.bump)
            }
        }
        await store.send(.rate(count: Int.testSample)) {
            var predictions = $0.ratePredictions.take()
            predictions.rollBackAll(in: &$0.rateByKey) { $0 == Int.testSample }
            $0.ratePredictions = consume predictions
            if let prediction = Drawn01RowReducer.predictRate(count: Int.testSample, in: $0) {
                var predictions = $0.ratePredictions.take()
                predictions.predict(prediction, in: &$0.rateByKey, at: Int.testSample, for: Int.testSample)
                $0.ratePredictions = consume predictions
            }
            $0.rateStatus[Int.testSample] = .loading
        }
        await store.receive(.rateSuccess(count: Int.testSample, id: store.state.id, Item.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            var predictions = $0.ratePredictions.take()
            predictions.confirm(Item.testSample, in: &$0.rateByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.ratePredictions = consume predictions
        }
        // lookup's when: decides whether the follow-up calls the service.
        let lookupCalls = Drawn01RowReducer.shouldStartLookup(store.state)
        await store.receive(.lookup) {
            if lookupCalls {
                $0.lookupInFlight = 1
                $0.lookupStatus = .loading
            }
        }
        if lookupCalls {
            service.lookupAnswers.answer(.success(String.testSample))
            await store.receive(.lookupSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
                $0.lookupInFlight = 0
                $0.lookupStatus = .succeeded
            }
            await store.receive(.bump)
        }
        do {
            await store.send(.forceRate(count: Int.testSample)) {
                var predictions = $0.ratePredictions.take()
                predictions.rollBackAll(in: &$0.rateByKey) { $0 == Int.testSample }
                $0.ratePredictions = consume predictions
                if let prediction = Drawn01RowReducer.predictRate(count: Int.testSample, in: $0) {
                    var predictions = $0.ratePredictions.take()
                    predictions.predict(prediction, in: &$0.rateByKey, at: Int.testSample, for: Int.testSample)
                    $0.ratePredictions = consume predictions
                }
                $0.rateStatus[Int.testSample] = .loading
            }
            service.rateAnswers.answer(.success(Item.testSample))
            await store.receive(.rateSuccess(count: Int.testSample, id: store.state.id, Item.testSample)) {
                $0.rateStatus[Int.testSample] = .succeeded
                var predictions = $0.ratePredictions.take()
                predictions.confirm(Item.testSample, in: &$0.rateByKey, at: Int.testSample) { $0 == Int.testSample }
                $0.ratePredictions = consume predictions
            }
            // lookup's when: decides whether the follow-up calls the service.
            let lookupCalls = Drawn01RowReducer.shouldStartLookup(store.state)
            await store.receive(.lookup) {
                if lookupCalls {
                    $0.lookupInFlight = 1
                    $0.lookupStatus = .loading
                }
            }
            if lookupCalls {
                service.lookupAnswers.answer(.success(String.testSample))
                await store.receive(.lookupSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
                    $0.lookupInFlight = 0
                    $0.lookupStatus = .succeeded
                }
                await store.receive(.bump)
            }
        }
        await clock.advance(by: Drawn01RowSpec.rateCacheLifetime)
        do {
            await store.send(.rate(count: Int.testSample)) {
                var predictions = $0.ratePredictions.take()
                predictions.rollBackAll(in: &$0.rateByKey) { $0 == Int.testSample }
                $0.ratePredictions = consume predictions
                if let prediction = Drawn01RowReducer.predictRate(count: Int.testSample, in: $0) {
                    var predictions = $0.ratePredictions.take()
                    predictions.predict(prediction, in: &$0.rateByKey, at: Int.testSample, for: Int.testSample)
                    $0.ratePredictions = consume predictions
                }
                $0.rateStatus[Int.testSample] = .loading
            }
            service.rateAnswers.answer(.success(Item.testSample))
            await store.receive(.rateSuccess(count: Int.testSample, id: store.state.id, Item.testSample)) {
                $0.rateStatus[Int.testSample] = .succeeded
                var predictions = $0.ratePredictions.take()
                predictions.confirm(Item.testSample, in: &$0.rateByKey, at: Int.testSample) { $0 == Int.testSample }
                $0.ratePredictions = consume predictions
            }
            // lookup's when: decides whether the follow-up calls the service.
            let lookupCalls = Drawn01RowReducer.shouldStartLookup(store.state)
            await store.receive(.lookup) {
                if lookupCalls {
                    $0.lookupInFlight = 1
                    $0.lookupStatus = .loading
                }
            }
            if lookupCalls {
                service.lookupAnswers.answer(.success(String.testSample))
                await store.receive(.lookupSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
                    $0.lookupInFlight = 0
                    $0.lookupStatus = .succeeded
                }
                await store.receive(.bump)
            }
        }
        await store.finish()
    }

    // MARK: lookup

    /// Whether `lookup`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func lookupStarts(_ store: ReduxTesting.TestStore<Drawn01RowState, Drawn01RowAction>, _ service: Drawn01RowServiceMock) async -> Bool {
        guard Drawn01RowReducer.shouldStartLookup(store.state) else {
            await store.send(.lookup)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "lookup was called although its when: is false")
            return false
        }
        return true
    }

    func testLookupGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(String.testSample))
        await store.receive(.lookupSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testLookupGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(id: store.state.id, page: store.state.page, ModelFailure.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testLookupAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.lookupSuccess(id: store.state.id, page: store.state.page, String.testSample))
        await store.send(.lookupFailure(id: store.state.id, page: store.state.page, ModelFailure.testSample))
        await store.finish()
    }

    func testLookupTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn01RowSpec.lookupTimeout)
        await store.receive(.lookupFailure(id: store.state.id, page: store.state.page, ModelFailure.timedOut(after: Drawn01RowSpec.lookupTimeout))) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ModelFailure.timedOut(after: Drawn01RowSpec.lookupTimeout))
        }
        await store.finish()
    }

    func testLookupErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.lookupFailure(id: store.state.id, page: store.state.page, ModelFailure.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissLookupError) {
            $0.lookupStatus = .idle
        }
        await store.finish()
    }

    func testLookupQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn01RowSpec.lookupPolicy == .queue else {
            return XCTFail("The request lookup (\(Drawn01RowSpec.lookupDeclaration)) has the policy \(Drawn01RowSpec.lookupPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        await store.send(.lookup) {
            $0.lookupInFlight = 2
        }
        service.lookupAnswers.answer(.failure(ModelFailure.testSample))
        service.lookupAnswers.answer(.success(String.testSample))
        await store.receive(.lookupFailure(id: store.state.id, page: store.state.page, ModelFailure.testSample)) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .failed(ModelFailure.testSample)
        }
        await store.receive(.lookupSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
            $0.lookupInFlight = 0
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testLookupPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await lookupStarts(store, service) else { return }
        await store.send(.startPollingLookup)
        await store.receive(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(String.testSample))
        await store.receive(.lookupSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
        }
        await store.receive(.bump)
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn01RowSpec.lookupPollInterval))
        await clock.advance(by: Drawn01RowSpec.lookupPollInterval)
        await store.receive(.lookup) {
            $0.lookupInFlight = 1
            $0.lookupStatus = .loading
        }
        service.lookupAnswers.answer(.success(String.testSample))
        await store.receive(.lookupSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
            $0.lookupInFlight = 0
            $0.lookupStatus = .succeeded
        }
        await store.receive(.bump)
        await store.send(.stopPollingLookup)
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, setReady → lookup)

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
        // lookup's when: decides whether the follow-up calls the service.
        let lookupCalls = Drawn01RowReducer.shouldStartLookup(store.state)
        await store.receive(.lookup) {
            if lookupCalls {
                $0.lookupInFlight = 1
                $0.lookupStatus = .loading
            }
        }
        if lookupCalls {
            service.lookupAnswers.answer(.success(String.testSample))
            await store.receive(.lookupSuccess(id: store.state.id, page: store.state.page, String.testSample)) {
                $0.lookupInFlight = 0
                $0.lookupStatus = .succeeded
            }
            await store.receive(.bump)
        }
        await store.finish()
    }
}
