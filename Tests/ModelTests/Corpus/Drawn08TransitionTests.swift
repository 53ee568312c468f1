// Drawn08TransitionTests.swift
// Written once by reduxgen from Drawn08.yaml (--tests); from now on this file is yours.
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
final class Drawn08TransitionTests: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: Drawn08State = Drawn08State()
    ) -> (ReduxTesting.TestStore<Drawn08State, Drawn08Action>, Drawn08ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn08ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: Drawn08Reducer.reduce,
            middlewares: [Drawn08Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: save

    /// Whether `save`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func saveStarts(_ store: ReduxTesting.TestStore<Drawn08State, Drawn08Action>, _ service: Drawn08ServiceMock) async -> Bool {
        guard Drawn08Reducer.shouldStartSave(store.state) else {
            await store.send(.save(text: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "save was called although its when: is false")
            return false
        }
        return true
    }

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.saveDebounce)
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess(text: String.testSample, ready: store.state.ready, page: store.state.page, [Item].testSample)) {
            $0.saveStatus[String.testSample] = .succeeded
            $0.saveValue = [Item].testSample
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.saveDebounce)
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(text: String.testSample, ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.saveDebounce)
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.saveTimeout)
        await store.receive(.saveFailure(text: String.testSample, ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.timedOut(after: Drawn08Spec.saveTimeout))) {
            $0.saveStatus[String.testSample] = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn08Spec.saveTimeout))
        }
        await store.finish()
    }

    func testSaveErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        guard await saveStarts(store, service) else { return }
        await store.send(.save(text: String.testSample)) {
            $0.saveStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.saveDebounce)
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(text: String.testSample, ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissSaveError(text: String.testSample)) {
            $0.saveStatus[String.testSample] = nil
        }
        await store.finish()
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(String.testSample)) {
            if let prediction = Drawn08Reducer.predictFetch(String.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(String.testSample, ready: store.state.ready, [Int].testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.fetchValue)
            $0.fetchPredictions = consume predictions
        }
        await store.receive(.sync) {
            if let prediction = Drawn08Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(String.testSample)) {
            if let prediction = Drawn08Reducer.predictFetch(String.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(String.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.fetchError = ReduxRuntime.RequestError.testSample
            var predictions = $0.fetchPredictions.take()
            predictions.rollBack(in: &$0.fetchValue)
            $0.fetchPredictions = consume predictions
        }
        await store.finish()
    }

    func testFetchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.fetchSuccess(String.testSample, ready: store.state.ready, [Int].testSample))
        await store.send(.fetchFailure(String.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testFetchKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(String.testSample)) {
            if let prediction = Drawn08Reducer.predictFetch(String.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(String.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.fetchError = ReduxRuntime.RequestError.testSample
            var predictions = $0.fetchPredictions.take()
            predictions.rollBack(in: &$0.fetchValue)
            $0.fetchPredictions = consume predictions
        }
        await store.send(.fetch(String.testSample)) {
            if let prediction = Drawn08Reducer.predictFetch(String.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(String.testSample, ready: store.state.ready, [Int].testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.fetchValue)
            $0.fetchPredictions = consume predictions
        }
        await store.receive(.sync) {
            if let prediction = Drawn08Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testFetchQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn08Spec.fetchPolicy == .queue else {
            return XCTFail("The request fetch (\(Drawn08Spec.fetchDeclaration)) has the policy \(Drawn08Spec.fetchPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.fetch(String.testSample)) {
            if let prediction = Drawn08Reducer.predictFetch(String.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        await store.send(.fetch(String.testSample)) {
            if let prediction = Drawn08Reducer.predictFetch(String.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchInFlight = 2
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchFailure(String.testSample, ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.fetchInFlight = 1
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.fetchError = ReduxRuntime.RequestError.testSample
            var predictions = $0.fetchPredictions.take()
            predictions.rollBack(in: &$0.fetchValue)
            $0.fetchPredictions = consume predictions
        }
        await store.receive(.fetchSuccess(String.testSample, ready: store.state.ready, [Int].testSample)) {
            $0.fetchInFlight = 0
            var predictions = $0.fetchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.fetchValue)
            $0.fetchPredictions = consume predictions
        }
        await store.receive(.sync) {
            if let prediction = Drawn08Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testFetchPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingFetch(String.testSample))
        await store.receive(.fetch(String.testSample)) {
            if let prediction = Drawn08Reducer.predictFetch(String.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(String.testSample, ready: store.state.ready, [Int].testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.fetchValue)
            $0.fetchPredictions = consume predictions
        }
        await store.receive(.sync) {
            if let prediction = Drawn08Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.receive(.bump)
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn08Spec.fetchPollInterval))
        await clock.advance(by: Drawn08Spec.fetchPollInterval)
        await store.receive(.fetch(String.testSample)) {
            if let prediction = Drawn08Reducer.predictFetch(String.testSample, in: $0) {
                var predictions = $0.fetchPredictions.take()
                predictions.predict(prediction, in: &$0.fetchValue, for: ())
                $0.fetchPredictions = consume predictions
            }
            $0.fetchInFlight = 1
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(String.testSample, ready: store.state.ready, [Int].testSample)) {
            $0.fetchInFlight = 0
            $0.fetchStatus = .succeeded
            var predictions = $0.fetchPredictions.take()
            predictions.confirm([Int].testSample, in: &$0.fetchValue)
            $0.fetchPredictions = consume predictions
        }
        await store.receive(.sync) {
            if let prediction = Drawn08Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.send(.stopPollingFetch)
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(count: Int.testSample)) {
            $0.loadStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.loadDebounce)
        service.loadAnswers.answer(.success(String.testSample))
        await store.receive(.loadSuccess(count: Int.testSample, String.testSample)) {
            $0.loadStatus[Int.testSample] = .succeeded
            $0.loadByKey[Int.testSample] = String.testSample
        }
        await store.finish()
    }

    func testLoadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(count: Int.testSample)) {
            $0.loadStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.loadDebounce)
        for _ in 0...Drawn08Spec.loadRetry.attempts { service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn08Spec.loadRetry.attempts where Drawn08Spec.loadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn08Spec.loadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.loadFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadIsCancelled() async {
        let (store, service, clock) = makeStore()
        await store.send(.load(count: Int.testSample)) {
            $0.loadStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn08Spec.loadDebounce)
        await store.send(.cancelLoad(count: Int.testSample)) {
            $0.loadStatus[Int.testSample] = nil
        }
        service.loadAnswers.answer(.success(String.testSample))
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            if let prediction = Drawn08Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            if let prediction = Drawn08Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.syncError = ReduxRuntime.RequestError.testSample
            var predictions = $0.syncPredictions.take()
            predictions.rollBack(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.finish()
    }

    func testSyncAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.syncSuccess(ready: store.state.ready, [Item].testSample))
        await store.send(.syncFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSyncErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            if let prediction = Drawn08Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.syncError = ReduxRuntime.RequestError.testSample
            var predictions = $0.syncPredictions.take()
            predictions.rollBack(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.send(.dismissSyncError) {
            $0.syncStatus = .idle
            $0.syncError = nil
        }
        await store.finish()
    }

    func testSyncKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            if let prediction = Drawn08Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.syncError = ReduxRuntime.RequestError.testSample
            var predictions = $0.syncPredictions.take()
            predictions.rollBack(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.send(.sync) {
            if let prediction = Drawn08Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.syncInFlight = 0
            $0.syncStatus = .succeeded
            var predictions = $0.syncPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.receive(.bump)
        await store.finish()
    }

    func testSyncQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn08Spec.syncPolicy == .queue else {
            return XCTFail("The request sync (\(Drawn08Spec.syncDeclaration)) has the policy \(Drawn08Spec.syncPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.sync) {
            if let prediction = Drawn08Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 1
            $0.syncStatus = .loading
        }
        await store.send(.sync) {
            if let prediction = Drawn08Reducer.predictSync(in: $0) {
                var predictions = $0.syncPredictions.take()
                predictions.predict(prediction, upsertingInto: &$0.syncItems, for: ())
                $0.syncPredictions = consume predictions
            }
            $0.syncInFlight = 2
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.syncAnswers.answer(.success([Item].testSample))
        await store.receive(.syncFailure(ready: store.state.ready, ReduxRuntime.RequestError.testSample)) {
            $0.syncInFlight = 1
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.syncError = ReduxRuntime.RequestError.testSample
            var predictions = $0.syncPredictions.take()
            predictions.rollBack(in: &$0.syncItems)
            $0.syncPredictions = consume predictions
        }
        await store.receive(.syncSuccess(ready: store.state.ready, [Item].testSample)) {
            $0.syncInFlight = 0
            var predictions = $0.syncPredictions.take()
            predictions.confirm([Item].testSample, upsertingInto: &$0.syncItems)
            $0.syncPredictions = consume predictions
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

    // MARK: pane (Drawn08Pane)

    func testPaneActionReachesThePresentChild() async {
        let (store, _, _) = makeStore(initialState: Drawn08State(pane: Drawn08PaneState(id: Int.testSample)))
        await store.send(.pane(.setPage(Int.testSample))) {
            $0.pane!.page = Int.testSample
        }
        await store.finish()
    }

    func testPaneActionIsIgnoredWhileTheChildIsNil() async {
        let (store, _, _) = makeStore()
        await store.send(.pane(.setPage(Int.testSample)))
        await store.finish()
    }
}
