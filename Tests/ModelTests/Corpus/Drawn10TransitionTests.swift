// Drawn10TransitionTests.swift
// Written once by reduxgen from Drawn10.yaml (--tests); from now on this file is yours.
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
final class Drawn10TransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn10State, Drawn10Action>, Drawn10ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn10ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn10State(),
            reducer: Drawn10Reducer.reduce,
            middlewares: [Drawn10Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: archive

    /// Whether `archive`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func archiveStarts(_ store: ReduxTesting.TestStore<Drawn10State, Drawn10Action>, _ service: Drawn10ServiceMock) async -> Bool {
        guard Drawn10Reducer.shouldStartArchive(store.state) else {
            await store.send(.archive)
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "archive was called although its when: is false")
            return false
        }
        return true
    }

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .succeeded
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(ModelFailure.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testArchiveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.archiveSuccess)
        await store.send(.archiveFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testArchiveTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.archiveTimeout)
        await store.receive(.archiveFailure(ModelFailure.timedOut(after: Drawn10Spec.archiveTimeout))) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .failed(ModelFailure.timedOut(after: Drawn10Spec.archiveTimeout))
        }
        await store.finish()
    }

    func testArchiveConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn10Spec.archivePolicy == .concurrent else {
            return XCTFail("The request archive (\(Drawn10Spec.archiveDeclaration)) has the policy \(Drawn10Spec.archivePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive) {
            $0.archiveInFlight = 2
        }
        await service.archiveAnswers.waitForCalls(waiting: 2)
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(ModelFailure.testSample)) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .failed(ModelFailure.testSample)
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess) {
            $0.archiveInFlight = 0
        }
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadByKey) { $0 == String.testSample }
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadByKey, at: String.testSample, for: String.testSample)
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus[String.testSample] = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, text: String.testSample, query: store.state.query, ready: store.state.ready, Item.testSample)) {
            $0.loadStatus[String.testSample] = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.loadByKey, at: String.testSample) { $0 == String.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadByKey) { $0 == String.testSample }
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadByKey, at: String.testSample, for: String.testSample)
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus[String.testSample] = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn10Spec.loadRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn10Spec.loadTimeout))
            let mark = clock.sleepMark
            service.loadAnswers.answer(.failure(ModelFailure.testSample))
            guard attempt < Drawn10Spec.loadRetry.attempts && Drawn10Spec.loadRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn10Spec.loadRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(count: Int.testSample, text: String.testSample, query: store.state.query, ready: store.state.ready, ModelFailure.testSample)) {
            $0.loadStatus[String.testSample] = .failed(ModelFailure.testSample)
            var predictions = $0.loadPredictions.take()
            predictions.rollBack(in: &$0.loadByKey) { $0 == String.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.load(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadByKey) { $0 == String.testSample }
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadByKey, at: String.testSample, for: String.testSample)
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn10Spec.loadTimeout)
        for retry in 1...Drawn10Spec.loadRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn10Spec.loadRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn10Spec.loadTimeout)
        }
        await store.receive(.loadFailure(count: Int.testSample, text: String.testSample, query: store.state.query, ready: store.state.ready, ModelFailure.timedOut(after: Drawn10Spec.loadTimeout))) {
            $0.loadStatus[String.testSample] = .failed(ModelFailure.timedOut(after: Drawn10Spec.loadTimeout))
            var predictions = $0.loadPredictions.take()
            predictions.rollBack(in: &$0.loadByKey) { $0 == String.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn10Spec.loadPolicy == .latest else {
            return XCTFail("The request load (\(Drawn10Spec.loadDeclaration)) has the policy \(Drawn10Spec.loadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.load(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadByKey) { $0 == String.testSample }
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadByKey, at: String.testSample, for: String.testSample)
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus[String.testSample] = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadByKey) { $0 == String.testSample }
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadByKey, at: String.testSample, for: String.testSample)
                $0.loadPredictions = consume predictions
            }
        }
        await service.loadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, text: String.testSample, query: store.state.query, ready: store.state.ready, Item.testSample)) {
            $0.loadStatus[String.testSample] = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.loadByKey, at: String.testSample) { $0 == String.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    func testLoadIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadByKey) { $0 == String.testSample }
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadByKey, at: String.testSample, for: String.testSample)
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus[String.testSample] = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, text: String.testSample, query: store.state.query, ready: store.state.ready, Item.testSample)) {
            $0.loadStatus[String.testSample] = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.loadByKey, at: String.testSample) { $0 == String.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.send(.load(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadByKey) { $0 == String.testSample }
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadByKey, at: String.testSample, for: String.testSample)
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus[String.testSample] = .loading
        }
        await store.receive(.loadSuccess(count: Int.testSample, text: String.testSample, query: store.state.query, ready: store.state.ready, Item.testSample)) {
            $0.loadStatus[String.testSample] = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.loadByKey, at: String.testSample) { $0 == String.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.send(.forceLoad(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadByKey) { $0 == String.testSample }
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadByKey, at: String.testSample, for: String.testSample)
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus[String.testSample] = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, text: String.testSample, query: store.state.query, ready: store.state.ready, Item.testSample)) {
            $0.loadStatus[String.testSample] = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.loadByKey, at: String.testSample) { $0 == String.testSample }
            $0.loadPredictions = consume predictions
        }
        await clock.advance(by: Drawn10Spec.loadCacheLifetime)
        await store.send(.load(count: Int.testSample, text: String.testSample)) {
            var predictions = $0.loadPredictions.take()
            predictions.rollBackAll(in: &$0.loadByKey) { $0 == String.testSample }
            $0.loadPredictions = consume predictions
            if let prediction = Drawn10Reducer.predictLoad(count: Int.testSample, text: String.testSample, in: $0) {
                var predictions = $0.loadPredictions.take()
                predictions.predict(prediction, in: &$0.loadByKey, at: String.testSample, for: String.testSample)
                $0.loadPredictions = consume predictions
            }
            $0.loadStatus[String.testSample] = .loading
        }
        service.loadAnswers.answer(.success(Item.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, text: String.testSample, query: store.state.query, ready: store.state.ready, Item.testSample)) {
            $0.loadStatus[String.testSample] = .succeeded
            var predictions = $0.loadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.loadByKey, at: String.testSample) { $0 == String.testSample }
            $0.loadPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: submit

    func testSubmitGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(ref: Int.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(ref: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testSubmitGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(ref: Int.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.submitFailure(ref: Int.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.submitStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSubmitIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.submit(ref: Int.testSample)) {
            $0.submitStatus = .loading
        }
        await store.send(.cancelSubmit) {
            $0.submitStatus = .idle
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testSubmitCallWhileOneIsInFlightIsDropped() async {
        guard Drawn10Spec.submitPolicy == .first else {
            return XCTFail("The request submit (\(Drawn10Spec.submitDeclaration)) has the policy \(Drawn10Spec.submitPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.submit(ref: Int.testSample)) {
            $0.submitStatus = .loading
        }
        await service.submitAnswers.waitForCalls(waiting: 1)
        await store.send(.submit(ref: Int.testSample))
        service.submitAnswers.answer(.success(Item.testSample))
        service.submitAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.submitSuccess(ref: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testSubmitPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSubmit(ref: Int.testSample))
        await store.receive(.submit(ref: Int.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(ref: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.append(Item.testSample)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn10Spec.submitPollInterval))
        await clock.advance(by: Drawn10Spec.submitPollInterval)
        await store.receive(.submit(ref: Int.testSample)) {
            $0.submitStatus = .loading
        }
        service.submitAnswers.answer(.success(Item.testSample))
        await store.receive(.submitSuccess(ref: Int.testSample, ready: store.state.ready, Item.testSample)) {
            $0.submitStatus = .succeeded
            $0.submitItems.append(Item.testSample)
        }
        await store.send(.stopPollingSubmit)
        await store.finish()
    }

    // MARK: bindings and triggers (query, ready, poke → archive)

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

    func testPokeStartsArchive() async {
        let (store, service, _) = makeStore()
        await store.send(.poke)
        // archive's when: decides whether the follow-up calls the service.
        let archiveCalls = Drawn10Reducer.shouldStartArchive(store.state)
        await store.receive(.archive) {
            if archiveCalls {
                $0.archiveInFlight = 1
                $0.archiveStatus = .loading
            }
        }
        if archiveCalls {
            service.archiveAnswers.answer(.success(()))
            await store.receive(.archiveSuccess) {
                $0.archiveInFlight = 0
                $0.archiveStatus = .succeeded
            }
        }
        await store.finish()
    }
}
