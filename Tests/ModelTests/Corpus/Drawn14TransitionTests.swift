// Drawn14TransitionTests.swift
// Written once by reduxgen from Drawn14.yaml (--tests); from now on this file is yours.
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
final class Drawn14TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn14State = Drawn14State()
    ) -> (ReduxTesting.TestStore<Drawn14State, Drawn14Action>, Drawn14ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn14ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn14Reducer.reduce,
            middlewares: [Drawn14Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(count: Int.testSample, query: store.state.query, Item.testSample)) {
            $0.archiveStatus[Int.testSample] = .succeeded
            $0.archiveByKey[Int.testSample] = Item.testSample
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(count: Int.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.archiveStatus[Int.testSample] = .failed(ModelFailure.testSample)
            $0.archiveError = ModelFailure.testSample
        }
        await store.finish()
    }

    func testArchiveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        await store.send(.cancelArchive(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = nil
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testArchiveKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(count: Int.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.archiveStatus[Int.testSample] = .failed(ModelFailure.testSample)
            $0.archiveError = ModelFailure.testSample
        }
        await store.send(.archive(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(count: Int.testSample, query: store.state.query, Item.testSample)) {
            $0.archiveStatus[Int.testSample] = .succeeded
            $0.archiveByKey[Int.testSample] = Item.testSample
        }
        await store.finish()
    }

    func testArchiveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn14Spec.archivePolicy == .latest else {
            return XCTFail("The request archive (\(Drawn14Spec.archiveDeclaration)) has the policy \(Drawn14Spec.archivePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.archive(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive(count: Int.testSample))
        await service.archiveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(count: Int.testSample, query: store.state.query, Item.testSample)) {
            $0.archiveStatus[Int.testSample] = .succeeded
            $0.archiveByKey[Int.testSample] = Item.testSample
        }
        await store.finish()
    }

    func testArchivePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingArchive(count: Int.testSample))
        await store.receive(.archive(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(count: Int.testSample, query: store.state.query, Item.testSample)) {
            $0.archiveStatus[Int.testSample] = .succeeded
            $0.archiveByKey[Int.testSample] = Item.testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn14Spec.archivePollInterval))
        await clock.advance(by: Drawn14Spec.archivePollInterval)
        await store.receive(.archive(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(count: Int.testSample, query: store.state.query, Item.testSample)) {
            $0.archiveStatus[Int.testSample] = .succeeded
            $0.archiveByKey[Int.testSample] = Item.testSample
        }
        await store.send(.stopPollingArchive(count: Int.testSample))
        await store.finish()
    }

    // MARK: rate

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, page: store.state.page, Int.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testRateGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.rateFailure(count: Int.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.rateStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testRateLatestCallSupersedesTheOneInFlight() async {
        guard Drawn14Spec.ratePolicy == .latest else {
            return XCTFail("The request rate (\(Drawn14Spec.rateDeclaration)) has the policy \(Drawn14Spec.ratePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.rate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(count: Int.testSample))
        await service.rateAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, page: store.state.page, Int.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testRatePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingRate(count: Int.testSample))
        await store.receive(.rate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, page: store.state.page, Int.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateByKey[Int.testSample] = Int.testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn14Spec.ratePollInterval))
        await clock.advance(by: Drawn14Spec.ratePollInterval)
        await store.receive(.rate(count: Int.testSample)) {
            $0.rateStatus[Int.testSample] = .loading
        }
        service.rateAnswers.answer(.success(Int.testSample))
        await store.receive(.rateSuccess(count: Int.testSample, page: store.state.page, Int.testSample)) {
            $0.rateStatus[Int.testSample] = .succeeded
            $0.rateByKey[Int.testSample] = Int.testSample
        }
        await store.send(.stopPollingRate(count: Int.testSample))
        await store.finish()
    }

    // MARK: sync

    /// Whether `sync`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func syncStarts(_ store: ReduxTesting.TestStore<Drawn14State, Drawn14Action>, _ service: Drawn14ServiceMock) async -> Bool {
        guard Drawn14Reducer.shouldStartSync(store.state) else {
            await store.send(.sync(count: Int.testSample, ref: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "sync was called although its when: is false")
            return false
        }
        return true
    }

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(count: Int.testSample, ref: Int.testSample)) {
            if $0.syncStatus[Int.testSample]?.isLoading != true, let prediction = Drawn14Reducer.predictSync(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, in: &$0.syncByKey, at: Int.testSample, for: Int.testSample)
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.success(Int.testSample))
        await store.receive(.syncSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, Int.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.syncByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(count: Int.testSample, ref: Int.testSample)) {
            if $0.syncStatus[Int.testSample]?.isLoading != true, let prediction = Drawn14Reducer.predictSync(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, in: &$0.syncByKey, at: Int.testSample, for: Int.testSample)
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.syncFailure(count: Int.testSample, ref: Int.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.syncStatus[Int.testSample] = .failed(ModelFailure.testSample)
            var predictions = $0.syncPredictions.take()
            predictions.rollBack(in: &$0.syncByKey) { $0 == Int.testSample }
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(count: Int.testSample, ref: Int.testSample)) {
            if $0.syncStatus[Int.testSample]?.isLoading != true, let prediction = Drawn14Reducer.predictSync(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, in: &$0.syncByKey, at: Int.testSample, for: Int.testSample)
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.syncFailure(count: Int.testSample, ref: Int.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.syncStatus[Int.testSample] = .failed(ModelFailure.testSample)
            var predictions = $0.syncPredictions.take()
            predictions.rollBack(in: &$0.syncByKey) { $0 == Int.testSample }
            $0.syncPredictions = consume predictions
        }
        await store.send(.dismissSyncError(count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = nil
        }
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        guard Drawn14Spec.syncPolicy == .first else {
            return XCTFail("The request sync (\(Drawn14Spec.syncDeclaration)) has the policy \(Drawn14Spec.syncPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(count: Int.testSample, ref: Int.testSample)) {
            if $0.syncStatus[Int.testSample]?.isLoading != true, let prediction = Drawn14Reducer.predictSync(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, in: &$0.syncByKey, at: Int.testSample, for: Int.testSample)
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus[Int.testSample] = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(count: Int.testSample, ref: Int.testSample)) {
            if $0.syncStatus[Int.testSample]?.isLoading != true, let prediction = Drawn14Reducer.predictSync(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, in: &$0.syncByKey, at: Int.testSample, for: Int.testSample)
                $0.syncPredictions = consume predictions
            }
        }
        service.syncAnswers.answer(.success(Int.testSample))
        service.syncAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.syncSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, Int.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.syncByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.sync(count: Int.testSample, ref: Int.testSample)) {
            if $0.syncStatus[Int.testSample]?.isLoading != true, let prediction = Drawn14Reducer.predictSync(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, in: &$0.syncByKey, at: Int.testSample, for: Int.testSample)
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.success(Int.testSample))
        await store.receive(.syncSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, Int.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.syncByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.syncPredictions = consume predictions
        }
        await store.send(.sync(count: Int.testSample, ref: Int.testSample)) {
            if $0.syncStatus[Int.testSample]?.isLoading != true, let prediction = Drawn14Reducer.predictSync(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, in: &$0.syncByKey, at: Int.testSample, for: Int.testSample)
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus[Int.testSample] = .loading
        }
        await store.receive(.syncSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, Int.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.syncByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.syncPredictions = consume predictions
        }
        await store.send(.forceSync(count: Int.testSample, ref: Int.testSample)) {
            if $0.syncStatus[Int.testSample]?.isLoading != true, let prediction = Drawn14Reducer.predictSync(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, in: &$0.syncByKey, at: Int.testSample, for: Int.testSample)
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.success(Int.testSample))
        await store.receive(.syncSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, Int.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.syncByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.syncPredictions = consume predictions
        }
        await clock.advance(by: Drawn14Spec.syncCacheLifetime)
        await store.send(.sync(count: Int.testSample, ref: Int.testSample)) {
            if $0.syncStatus[Int.testSample]?.isLoading != true, let prediction = Drawn14Reducer.predictSync(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, in: &$0.syncByKey, at: Int.testSample, for: Int.testSample)
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.success(Int.testSample))
        await store.receive(.syncSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, Int.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.syncByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await syncStarts(store, service) else { return }
        await store.send(.startPollingSync(count: Int.testSample, ref: Int.testSample))
        await store.receive(.forceSync(count: Int.testSample, ref: Int.testSample)) {
            if $0.syncStatus[Int.testSample]?.isLoading != true, let prediction = Drawn14Reducer.predictSync(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, in: &$0.syncByKey, at: Int.testSample, for: Int.testSample)
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.success(Int.testSample))
        await store.receive(.syncSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, Int.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.syncByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.syncPredictions = consume predictions
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn14Spec.syncPollInterval))
        await clock.advance(by: Drawn14Spec.syncPollInterval)
        await store.receive(.forceSync(count: Int.testSample, ref: Int.testSample)) {
            if $0.syncStatus[Int.testSample]?.isLoading != true, let prediction = Drawn14Reducer.predictSync(count: Int.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, in: &$0.syncByKey, at: Int.testSample, for: Int.testSample)
                $0.syncPredictions = consume predictions
            }
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.success(Int.testSample))
        await store.receive(.syncSuccess(count: Int.testSample, ref: Int.testSample, query: store.state.query, Int.testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.syncByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.syncPredictions = consume predictions
        }
        await store.send(.stopPollingSync(count: Int.testSample))
        await store.finish()
    }

    // MARK: bindings and triggers (query, page, ready)

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.finish()
    }

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

    // MARK: rows (Drawn14Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn14State(rows: [Drawn14RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .setPage(Int.testSample))) {
            $0.rows[id: Int.testSample]!.page = Int.testSample
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .setPage(Int.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn14Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn14State(pane: Drawn14PaneState(id: Int.testSample)))
        await store.send(.pane(.send(ref: Int.testSample, count: Int.testSample))) {
            var predictions = $0.pane!.sendPredictions.take()
            predictions.rollBackAll(in: &$0.pane!.sendValue)
            $0.pane!.sendPredictions = consume predictions
            if let prediction = Drawn14PaneReducer.predictSend(ref: Int.testSample, count: Int.testSample, in: $0.pane!) {
                var predictions = $0.pane!.sendPredictions.take()
                predictions.predict(prediction, in: &$0.pane!.sendValue, for: ())
                $0.pane!.sendPredictions = consume predictions
            }
            $0.pane!.sendStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.send(ref: Int.testSample, count: Int.testSample)))
        await store.finish()
    }
}
