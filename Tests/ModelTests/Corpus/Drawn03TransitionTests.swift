// Drawn03TransitionTests.swift
// Written once by reduxgen from Drawn03.yaml (--tests); from now on this file is yours.
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
final class Drawn03TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn03State = Drawn03State()
    ) -> (ReduxTesting.TestStore<Drawn03State, Drawn03Action>, Drawn03ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn03ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn03Reducer.reduce,
            middlewares: [Drawn03Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            if !$0.postStatus.isLoading, let prediction = Drawn03Reducer.predictPost(in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.postItems, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.receive(.postSuccess(page: store.state.page, Int.testSample)) {
            $0.postStatus = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.postItems)
            $0.postPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            if !$0.postStatus.isLoading, let prediction = Drawn03Reducer.predictPost(in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.postItems, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.postFailure(page: store.state.page, ModelFailure.testSample)) {
            $0.postStatus = .failed(ModelFailure.testSample)
            var predictions = $0.postPredictions.take()
            predictions.rollBack(in: &$0.postItems)
            $0.postPredictions = consume predictions
        }
        await store.finish()
    }

    func testPostIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            if !$0.postStatus.isLoading, let prediction = Drawn03Reducer.predictPost(in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.postItems, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        await store.send(.cancelPost) {
            $0.postStatus = .idle
            var predictions = $0.postPredictions.take()
            predictions.rollBackAll(in: &$0.postItems)
            $0.postPredictions = consume predictions
        }
        service.postAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testPostErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            if !$0.postStatus.isLoading, let prediction = Drawn03Reducer.predictPost(in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.postItems, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.postFailure(page: store.state.page, ModelFailure.testSample)) {
            $0.postStatus = .failed(ModelFailure.testSample)
            var predictions = $0.postPredictions.take()
            predictions.rollBack(in: &$0.postItems)
            $0.postPredictions = consume predictions
        }
        await store.send(.dismissPostError) {
            $0.postStatus = .idle
        }
        await store.finish()
    }

    func testPostCallWhileOneIsInFlightIsDropped() async {
        guard Drawn03Spec.postPolicy == .first else {
            return XCTFail("The request post (\(Drawn03Spec.postDeclaration)) has the policy \(Drawn03Spec.postPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.post) {
            if !$0.postStatus.isLoading, let prediction = Drawn03Reducer.predictPost(in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.postItems, for: ())
                $0.postPredictions = consume predictions
            }
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post) {
            if !$0.postStatus.isLoading, let prediction = Drawn03Reducer.predictPost(in: $0) {
                var predictions = $0.postPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.postItems, for: ())
                $0.postPredictions = consume predictions
            }
        }
        service.postAnswers.answer(.success(Int.testSample))
        service.postAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.postSuccess(page: store.state.page, Int.testSample)) {
            $0.postStatus = .succeeded
            var predictions = $0.postPredictions.take()
            predictions.confirm(Int.testSample, prependingTo: &$0.postItems)
            $0.postPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(ref: Int.testSample, count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.success([Int].testSample))
        await store.receive(.syncSuccess(ref: Int.testSample, count: Int.testSample, page: store.state.page, ready: store.state.ready, [Int].testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            $0.syncValue = [Int].testSample
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testSyncFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(ref: Int.testSample, count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        for _ in 0...Drawn03Spec.syncRetry.attempts { service.syncAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn03Spec.syncRetry.attempts where Drawn03Spec.syncRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn03Spec.syncRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(ref: Int.testSample, count: Int.testSample, page: store.state.page, ready: store.state.ready, ModelFailure.testSample)) {
            $0.syncStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSyncIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(ref: Int.testSample, count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        await store.send(.cancelSync(count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = nil
        }
        service.syncAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testSyncErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.sync(ref: Int.testSample, count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        for _ in 0...Drawn03Spec.syncRetry.attempts { service.syncAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn03Spec.syncRetry.attempts where Drawn03Spec.syncRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn03Spec.syncRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.syncFailure(ref: Int.testSample, count: Int.testSample, page: store.state.page, ready: store.state.ready, ModelFailure.testSample)) {
            $0.syncStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissSyncError(count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = nil
        }
        await store.finish()
    }

    func testSyncLatestCallSupersedesTheOneInFlight() async {
        guard Drawn03Spec.syncPolicy == .latest else {
            return XCTFail("The request sync (\(Drawn03Spec.syncDeclaration)) has the policy \(Drawn03Spec.syncPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.sync(ref: Int.testSample, count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(ref: Int.testSample, count: Int.testSample))
        await service.syncAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.syncAnswers.answer(.success([Int].testSample))
        await store.receive(.syncSuccess(ref: Int.testSample, count: Int.testSample, page: store.state.page, ready: store.state.ready, [Int].testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            $0.syncValue = [Int].testSample
        }
        await store.receive(.poke)
        await store.finish()
    }

    func testSyncPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSync(ref: Int.testSample, count: Int.testSample))
        await store.receive(.sync(ref: Int.testSample, count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.success([Int].testSample))
        await store.receive(.syncSuccess(ref: Int.testSample, count: Int.testSample, page: store.state.page, ready: store.state.ready, [Int].testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            $0.syncValue = [Int].testSample
        }
        await store.receive(.poke)
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn03Spec.syncPollInterval))
        await clock.advance(by: Drawn03Spec.syncPollInterval)
        await store.receive(.sync(ref: Int.testSample, count: Int.testSample)) {
            $0.syncStatus[Int.testSample] = .loading
        }
        service.syncAnswers.answer(.success([Int].testSample))
        await store.receive(.syncSuccess(ref: Int.testSample, count: Int.testSample, page: store.state.page, ready: store.state.ready, [Int].testSample)) {
            $0.syncStatus[Int.testSample] = .succeeded
            $0.syncValue = [Int].testSample
        }
        await store.receive(.poke)
        await store.send(.stopPollingSync(count: Int.testSample))
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(page: store.state.page, ready: store.state.ready, String.testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = String.testSample
        }
        await store.finish()
    }

    func testSearchFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn03Spec.searchRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn03Spec.searchTimeout))
            let mark = clock.sleepMark
            service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
            guard attempt < Drawn03Spec.searchRetry.attempts && Drawn03Spec.searchRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn03Spec.searchRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.searchFailure(page: store.state.page, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSearchTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn03Spec.searchTimeout)
        for retry in 1...Drawn03Spec.searchRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn03Spec.searchRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn03Spec.searchTimeout)
        }
        await store.receive(.searchFailure(page: store.state.page, ready: store.state.ready, ReduxRuntime.RequestError.timedOut(after: Drawn03Spec.searchTimeout))) {
            $0.searchStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn03Spec.searchTimeout))
        }
        await store.finish()
    }

    func testSearchIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await store.send(.cancelSearch) {
            $0.searchStatus = .idle
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.finish()
    }

    func testSearchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn03Spec.searchPolicy == .first else {
            return XCTFail("The request search (\(Drawn03Spec.searchDeclaration)) has the policy \(Drawn03Spec.searchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search)
        service.searchAnswers.answer(.success(String.testSample))
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.searchSuccess(page: store.state.page, ready: store.state.ready, String.testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = String.testSample
        }
        await store.finish()
    }

    func testSearchIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(page: store.state.page, ready: store.state.ready, String.testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = String.testSample
        }
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        await store.receive(.searchSuccess(page: store.state.page, ready: store.state.ready, String.testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = String.testSample
        }
        await store.send(.forceSearch) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(page: store.state.page, ready: store.state.ready, String.testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = String.testSample
        }
        await clock.advance(by: Drawn03Spec.searchCacheLifetime)
        await store.send(.search) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(page: store.state.page, ready: store.state.ready, String.testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = String.testSample
        }
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveValue)
            $0.savePredictions = consume predictions
            if let prediction = Drawn03Reducer.predictSave(in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, in: &$0.saveValue, for: ())
                $0.savePredictions = consume predictions
            }
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.saveStatus = .succeeded
            var predictions = $0.savePredictions.take()
            predictions.confirm([Item].testSample, in: &$0.saveValue)
            $0.savePredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveValue)
            $0.savePredictions = consume predictions
            if let prediction = Drawn03Reducer.predictSave(in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, in: &$0.saveValue, for: ())
                $0.savePredictions = consume predictions
            }
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(ready: store.state.ready, ModelFailure.testSample)) {
            $0.saveStatus = .failed(ModelFailure.testSample)
            var predictions = $0.savePredictions.take()
            predictions.rollBack(in: &$0.saveValue)
            $0.savePredictions = consume predictions
        }
        await store.finish()
    }

    func testSaveTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.save) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveValue)
            $0.savePredictions = consume predictions
            if let prediction = Drawn03Reducer.predictSave(in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, in: &$0.saveValue, for: ())
                $0.savePredictions = consume predictions
            }
            $0.saveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn03Spec.saveTimeout)
        await store.receive(.saveFailure(ready: store.state.ready, ModelFailure.timedOut(after: Drawn03Spec.saveTimeout))) {
            $0.saveStatus = .failed(ModelFailure.timedOut(after: Drawn03Spec.saveTimeout))
            var predictions = $0.savePredictions.take()
            predictions.rollBack(in: &$0.saveValue)
            $0.savePredictions = consume predictions
        }
        await store.finish()
    }

    func testSaveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveValue)
            $0.savePredictions = consume predictions
            if let prediction = Drawn03Reducer.predictSave(in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, in: &$0.saveValue, for: ())
                $0.savePredictions = consume predictions
            }
            $0.saveStatus = .loading
        }
        await store.send(.cancelSave) {
            $0.saveStatus = .idle
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveValue)
            $0.savePredictions = consume predictions
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testSaveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn03Spec.savePolicy == .latest else {
            return XCTFail("The request save (\(Drawn03Spec.saveDeclaration)) has the policy \(Drawn03Spec.savePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveValue)
            $0.savePredictions = consume predictions
            if let prediction = Drawn03Reducer.predictSave(in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, in: &$0.saveValue, for: ())
                $0.savePredictions = consume predictions
            }
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save) {
            var predictions = $0.savePredictions.take()
            predictions.rollBackAll(in: &$0.saveValue)
            $0.savePredictions = consume predictions
            if let prediction = Drawn03Reducer.predictSave(in: $0) {
                var predictions = $0.savePredictions.take()
                predictions.predict(prediction, in: &$0.saveValue, for: ())
                $0.savePredictions = consume predictions
            }
        }
        await service.saveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.saveStatus = .succeeded
            var predictions = $0.savePredictions.take()
            predictions.confirm([Item].testSample, in: &$0.saveValue)
            $0.savePredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, setReady → search)

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
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success(String.testSample))
        await store.receive(.searchSuccess(page: store.state.page, ready: store.state.ready, String.testSample)) {
            $0.searchStatus = .succeeded
            $0.searchValue = String.testSample
        }
        await store.finish()
    }

    // MARK: rows (Drawn03Row)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: Drawn03State(rows: [Drawn03RowState(id: Int.testSample)]))
        await store.send(.rows(id: Int.testSample, .save(Int.testSample))) {
            $0.rows[id: Int.testSample]!.saveInFlight = 1
            $0.rows[id: Int.testSample]!.saveStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: Int.testSample, .save(Int.testSample)))
        await store.finish()
    }

    // MARK: pane (Drawn03Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn03State(pane: Drawn03PaneState(id: Int.testSample)))
        await store.send(.pane(.send)) {
            $0.pane!.sendStatus = .loading
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.send))
        await store.finish()
    }
}
