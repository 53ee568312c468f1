// Drawn05TransitionTests.swift
// Written once by reduxgen from Drawn05.yaml (--tests); from now on this file is yours.
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
final class Drawn05TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn05State = Drawn05State()
    ) -> (ReduxTesting.TestStore<Drawn05State, Drawn05Action>, Drawn05ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn05ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn05Reducer.reduce,
            middlewares: [Drawn05Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: send

    func testSendGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.finish()
    }

    func testSendGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testSendTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05Spec.sendTimeout)
        await store.receive(.sendFailure(ReduxRuntime.RequestError.timedOut(after: Drawn05Spec.sendTimeout))) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn05Spec.sendTimeout))
            $0.sendError = ReduxRuntime.RequestError.timedOut(after: Drawn05Spec.sendTimeout)
        }
        await store.finish()
    }

    func testSendIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await store.send(.cancelSend) {
            $0.sendStatus = .idle
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testSendErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.dismissSendError) {
            $0.sendStatus = .idle
            $0.sendError = nil
        }
        await store.finish()
    }

    func testSendKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.sendFailure(ReduxRuntime.RequestError.testSample)) {
            $0.sendStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.sendError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.finish()
    }

    func testSendLatestCallSupersedesTheOneInFlight() async {
        guard Drawn05Spec.sendPolicy == .latest else {
            return XCTFail("The request send (\(Drawn05Spec.sendDeclaration)) has the policy \(Drawn05Spec.sendPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await service.sendAnswers.waitForCalls(waiting: 1)
        await store.send(.send)
        await service.sendAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.finish()
    }

    func testSendIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.send(.forceSend) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await clock.advance(by: Drawn05Spec.sendCacheLifetime)
        await store.send(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.finish()
    }

    // MARK: search

    /// Whether `search`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func searchStarts(_ store: ReduxTesting.TestStore<Drawn05State, Drawn05Action>, _ service: Drawn05ServiceMock) async -> Bool {
        guard Drawn05Reducer.shouldStartSearch(store.state) else {
            await store.send(.search(String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "search was called although its when: is false")
            return false
        }
        return true
    }

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(String.testSample)) {
            if let prediction = Drawn05Reducer.predictSearch(String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.searchItems, for: String.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(String.testSample, query: store.state.query, Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.searchItems) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(String.testSample)) {
            if let prediction = Drawn05Reducer.predictSearch(String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.searchItems, for: String.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(String.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ModelFailure.testSample)
            $0.searchError = ModelFailure.testSample
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchItems) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess(String.testSample, query: store.state.query, Item.testSample))
        await store.send(.searchFailure(String.testSample, query: store.state.query, ModelFailure.testSample))
        await store.finish()
    }

    func testSearchTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(String.testSample)) {
            if let prediction = Drawn05Reducer.predictSearch(String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.searchItems, for: String.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05Spec.searchTimeout)
        await store.receive(.searchFailure(String.testSample, query: store.state.query, ModelFailure.timedOut(after: Drawn05Spec.searchTimeout))) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ModelFailure.timedOut(after: Drawn05Spec.searchTimeout))
            $0.searchError = ModelFailure.timedOut(after: Drawn05Spec.searchTimeout)
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchItems) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(String.testSample)) {
            if let prediction = Drawn05Reducer.predictSearch(String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.searchItems, for: String.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(String.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ModelFailure.testSample)
            $0.searchError = ModelFailure.testSample
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchItems) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.send(.search(String.testSample)) {
            if let prediction = Drawn05Reducer.predictSearch(String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.searchItems, for: String.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(String.testSample, query: store.state.query, Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.searchItems) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.finish()
    }

    func testSearchConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn05Spec.searchPolicy == .concurrent else {
            return XCTFail("The request search (\(Drawn05Spec.searchDeclaration)) has the policy \(Drawn05Spec.searchPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(String.testSample)) {
            if let prediction = Drawn05Reducer.predictSearch(String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.searchItems, for: String.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(String.testSample)) {
            if let prediction = Drawn05Reducer.predictSearch(String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.searchItems, for: String.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 2
        }
        await service.searchAnswers.waitForCalls(waiting: 2)
        service.searchAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.searchFailure(String.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .failed(ModelFailure.testSample)
            $0.searchError = ModelFailure.testSample
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchItems) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(String.testSample, query: store.state.query, Item.testSample)) {
            $0.searchInFlight = 0
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.searchItems) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.finish()
    }

    func testSearchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.startPollingSearch(String.testSample))
        await store.receive(.search(String.testSample)) {
            if let prediction = Drawn05Reducer.predictSearch(String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.searchItems, for: String.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(String.testSample, query: store.state.query, Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.searchItems) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn05Spec.searchPollInterval))
        await clock.advance(by: Drawn05Spec.searchPollInterval)
        await store.receive(.search(String.testSample)) {
            if let prediction = Drawn05Reducer.predictSearch(String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.searchItems, for: String.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(Item.testSample))
        await store.receive(.searchSuccess(String.testSample, query: store.state.query, Item.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Item.testSample, upsertingInto: &$0.searchItems) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.send(.stopPollingSearch)
        await store.finish()
    }

    // MARK: archive

    /// Whether `archive`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func archiveStarts(_ store: ReduxTesting.TestStore<Drawn05State, Drawn05Action>, _ service: Drawn05ServiceMock) async -> Bool {
        guard Drawn05Reducer.shouldStartArchive(store.state) else {
            await store.send(.archive(ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "archive was called although its when: is false")
            return false
        }
        return true
    }

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(ref: Int.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess(ref: Int.testSample, ready: store.state.ready)) {
            $0.archiveStatus = .succeeded
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(ref: Int.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(ref: Int.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testArchiveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn05Spec.archivePolicy == .latest else {
            return XCTFail("The request archive (\(Drawn05Spec.archiveDeclaration)) has the policy \(Drawn05Spec.archivePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(ref: Int.testSample)) {
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive(ref: Int.testSample))
        await service.archiveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess(ref: Int.testSample, ready: store.state.ready)) {
            $0.archiveStatus = .succeeded
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.finish()
    }

    func testArchiveIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(ref: Int.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess(ref: Int.testSample, ready: store.state.ready)) {
            $0.archiveStatus = .succeeded
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.send(.archive(ref: Int.testSample)) {
            $0.archiveStatus = .loading
        }
        await store.receive(.archiveSuccess(ref: Int.testSample, ready: store.state.ready)) {
            $0.archiveStatus = .succeeded
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.send(.forceArchive(ref: Int.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess(ref: Int.testSample, ready: store.state.ready)) {
            $0.archiveStatus = .succeeded
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await clock.advance(by: Drawn05Spec.archiveCacheLifetime)
        await store.send(.archive(ref: Int.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess(ref: Int.testSample, ready: store.state.ready)) {
            $0.archiveStatus = .succeeded
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.finish()
    }

    func testArchivePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.startPollingArchive(ref: Int.testSample))
        await store.receive(.forceArchive(ref: Int.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess(ref: Int.testSample, ready: store.state.ready)) {
            $0.archiveStatus = .succeeded
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn05Spec.archivePollInterval))
        await clock.advance(by: Drawn05Spec.archivePollInterval)
        await store.receive(.forceArchive(ref: Int.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess(ref: Int.testSample, ready: store.state.ready)) {
            $0.archiveStatus = .succeeded
        }
        await store.receive(.send) {
            $0.sendStatus = .loading
        }
        service.sendAnswers.answer(.success([Item].testSample))
        await store.receive(.sendSuccess([Item].testSample)) {
            $0.sendStatus = .succeeded
            $0.sendValue = [Item].testSample
        }
        await store.send(.stopPollingArchive)
        await store.finish()
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample)) {
            if $0.postStatus[Int.testSample]?.isLoading != true, let prediction = Drawn05Reducer.predictPost(count: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.postItems, for: Int.testSample)
                $0.postPredictions = consume predictions
            }
            $0.postStatus[Int.testSample] = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(count: Int.testSample, ready: store.state.ready, query: store.state.query, Int.testSample)) {
            $0.postStatus[Int.testSample] = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(Int.testSample, appendingTo: &$0.postItems) { $0 == Int.testSample }
            $0.postPredictions = consume predictions
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample)) {
            if $0.postStatus[Int.testSample]?.isLoading != true, let prediction = Drawn05Reducer.predictPost(count: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.postItems, for: Int.testSample)
                $0.postPredictions = consume predictions
            }
            $0.postStatus[Int.testSample] = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(count: Int.testSample, ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            $0.postError = ReduxRuntime.RequestError.testSample
            var predictions = $0.postPredictions.take()
            predictions.rollBack(in: &$0.postItems) { $0 == Int.testSample }
            $0.postPredictions = consume predictions
        }
        await store.finish()
    }

    func testPostTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.post(count: Int.testSample)) {
            if $0.postStatus[Int.testSample]?.isLoading != true, let prediction = Drawn05Reducer.predictPost(count: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.postItems, for: Int.testSample)
                $0.postPredictions = consume predictions
            }
            $0.postStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn05Spec.postTimeout)
        await store.receive(.postFailure(count: Int.testSample, ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.timedOut(after: Drawn05Spec.postTimeout))) {
            $0.postStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn05Spec.postTimeout))
            $0.postError = ReduxRuntime.RequestError.timedOut(after: Drawn05Spec.postTimeout)
            var predictions = $0.postPredictions.take()
            predictions.rollBack(in: &$0.postItems) { $0 == Int.testSample }
            $0.postPredictions = consume predictions
        }
        await store.finish()
    }

    func testPostKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample)) {
            if $0.postStatus[Int.testSample]?.isLoading != true, let prediction = Drawn05Reducer.predictPost(count: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.postItems, for: Int.testSample)
                $0.postPredictions = consume predictions
            }
            $0.postStatus[Int.testSample] = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(count: Int.testSample, ready: store.state.ready, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            $0.postError = ReduxRuntime.RequestError.testSample
            var predictions = $0.postPredictions.take()
            predictions.rollBack(in: &$0.postItems) { $0 == Int.testSample }
            $0.postPredictions = consume predictions
        }
        await store.send(.post(count: Int.testSample)) {
            if $0.postStatus[Int.testSample]?.isLoading != true, let prediction = Drawn05Reducer.predictPost(count: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.postItems, for: Int.testSample)
                $0.postPredictions = consume predictions
            }
            $0.postStatus[Int.testSample] = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(count: Int.testSample, ready: store.state.ready, query: store.state.query, Int.testSample)) {
            $0.postStatus[Int.testSample] = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(Int.testSample, appendingTo: &$0.postItems) { $0 == Int.testSample }
            $0.postPredictions = consume predictions
        }
        await store.finish()
    }

    func testPostCallWhileOneIsInFlightIsDropped() async {
        guard Drawn05Spec.postPolicy == .first else {
            return XCTFail("The request post (\(Drawn05Spec.postDeclaration)) has the policy \(Drawn05Spec.postPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.post(count: Int.testSample)) {
            if $0.postStatus[Int.testSample]?.isLoading != true, let prediction = Drawn05Reducer.predictPost(count: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.postItems, for: Int.testSample)
                $0.postPredictions = consume predictions
            }
            $0.postStatus[Int.testSample] = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post(count: Int.testSample)) {
            if $0.postStatus[Int.testSample]?.isLoading != true, let prediction = Drawn05Reducer.predictPost(count: Int.testSample, in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, appendingTo: &$0.postItems, for: Int.testSample)
                $0.postPredictions = consume predictions
            }
        }
        service.postAnswers.answer(.success(Int.testSample))
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.postSuccess(count: Int.testSample, ready: store.state.ready, query: store.state.query, Int.testSample)) {
            $0.postStatus[Int.testSample] = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(Int.testSample, appendingTo: &$0.postItems) { $0 == Int.testSample }
            $0.postPredictions = consume predictions
        }
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

    // MARK: rows (Drawn05Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn05State(rows: [Drawn05RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .fetch)) {
            if !$0.rows[id: Int.testSample]!.fetchStatus.isLoading, let prediction = Drawn05RowReducer.predictFetch(in: $0.rows[id: Int.testSample]!) {
                var predictions = $0.rows[id: Int.testSample]!.fetchPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.rows[id: Int.testSample]!.fetchItems, for: ())
                $0.rows[id: Int.testSample]!.fetchPredictions = consume predictions
            }
            $0.rows[id: Int.testSample]!.fetchStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .fetch))
        await store.finish()
    }

    // MARK: pane (Drawn05Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn05State(pane: Drawn05PaneState(id: Int.testSample)))
        await store.send(.pane(.save(count: Int.testSample))) {
            var predictions = $0.pane!.savePredictions.take()
            predictions.rollBackAll(in: &$0.pane!.saveByKey) { $0 == Int.testSample }
            $0.pane!.savePredictions = consume predictions
            if let prediction = Drawn05PaneReducer.predictSave(count: Int.testSample, in: $0.pane!) {
                var predictions = $0.pane!.savePredictions.take()
                predictions.predict(prediction, in: &$0.pane!.saveByKey, at: Int.testSample, for: Int.testSample)
                $0.pane!.savePredictions = consume predictions
            }
            $0.pane!.saveStatus[Int.testSample] = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.save(count: Int.testSample)))
        await store.finish()
    }
}
