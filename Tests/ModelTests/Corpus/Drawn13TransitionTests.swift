// Drawn13TransitionTests.swift
// Written once by reduxgen from Drawn13.yaml (--tests); from now on this file is yours.
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
final class Drawn13TransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn13State, Drawn13Action>, Drawn13ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn13ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn13State(),
            reducer: Drawn13Reducer.reduce,
            middlewares: [Drawn13Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess(Int.testSample, query: store.state.query, [Item].testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            $0.saveItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(Int.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess(Int.testSample, query: store.state.query, [Item].testSample))
        await store.send(.saveFailure(Int.testSample, query: store.state.query, ModelFailure.testSample))
        await store.finish()
    }

    func testSaveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await store.send(.cancelSave) {
            $0.saveInFlight = 0
            $0.saveStatus = .idle
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testSaveConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn13Spec.savePolicy == .concurrent else {
            return XCTFail("The request save (\(Drawn13Spec.saveDeclaration)) has the policy \(Drawn13Spec.savePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(Int.testSample)) {
            $0.saveInFlight = 2
        }
        await service.saveAnswers.waitForCalls(waiting: 2)
        service.saveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.saveFailure(Int.testSample, query: store.state.query, ModelFailure.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .failed(ModelFailure.testSample)
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess(Int.testSample, query: store.state.query, [Item].testSample)) {
            $0.saveInFlight = 0
            $0.saveItems.append(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testSavePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSave(Int.testSample))
        await store.receive(.save(Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess(Int.testSample, query: store.state.query, [Item].testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            $0.saveItems.append(contentsOf: [Item].testSample)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn13Spec.savePollInterval))
        await clock.advance(by: Drawn13Spec.savePollInterval)
        await store.receive(.save(Int.testSample)) {
            $0.saveInFlight = 1
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success([Item].testSample))
        await store.receive(.saveSuccess(Int.testSample, query: store.state.query, [Item].testSample)) {
            $0.saveInFlight = 0
            $0.saveStatus = .succeeded
            $0.saveItems.append(contentsOf: [Item].testSample)
        }
        await store.send(.stopPollingSave)
        await store.finish()
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search(text: String.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchByKey) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictSearch(text: String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchByKey, at: String.testSample, for: String.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[String.testSample] = .loading
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(text: String.testSample, page: store.state.page, Int.testSample)) {
            $0.searchStatus[String.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.searchByKey, at: String.testSample) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search(text: String.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchByKey) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictSearch(text: String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchByKey, at: String.testSample, for: String.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[String.testSample] = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(text: String.testSample, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.searchStatus[String.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.searchPredictions.take()
            predictions.rollBack(in: &$0.searchByKey) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        guard Drawn13Spec.searchPolicy == .latest else {
            return XCTFail("The request search (\(Drawn13Spec.searchDeclaration)) has the policy \(Drawn13Spec.searchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search(text: String.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchByKey) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictSearch(text: String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchByKey, at: String.testSample, for: String.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[String.testSample] = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(text: String.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchByKey) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictSearch(text: String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchByKey, at: String.testSample, for: String.testSample)
                $0.searchPredictions = consume predictions
            }
        }
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(text: String.testSample, page: store.state.page, Int.testSample)) {
            $0.searchStatus[String.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.searchByKey, at: String.testSample) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    func testSearchIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.search(text: String.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchByKey) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictSearch(text: String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchByKey, at: String.testSample, for: String.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[String.testSample] = .loading
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(text: String.testSample, page: store.state.page, Int.testSample)) {
            $0.searchStatus[String.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.searchByKey, at: String.testSample) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.send(.search(text: String.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchByKey) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictSearch(text: String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchByKey, at: String.testSample, for: String.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[String.testSample] = .loading
        }
        await store.receive(.searchSuccess(text: String.testSample, page: store.state.page, Int.testSample)) {
            $0.searchStatus[String.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.searchByKey, at: String.testSample) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.send(.forceSearch(text: String.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchByKey) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictSearch(text: String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchByKey, at: String.testSample, for: String.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[String.testSample] = .loading
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(text: String.testSample, page: store.state.page, Int.testSample)) {
            $0.searchStatus[String.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.searchByKey, at: String.testSample) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
        }
        await clock.advance(by: Drawn13Spec.searchCacheLifetime)
        await store.send(.search(text: String.testSample)) {
            var predictions = $0.searchPredictions.take()
            predictions.rollBackAll(in: &$0.searchByKey) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictSearch(text: String.testSample, in: $0) {
                var predictions = $0.searchPredictions.take()
                predictions.predict(prediction, in: &$0.searchByKey, at: String.testSample, for: String.testSample)
                $0.searchPredictions = consume predictions
            }
            $0.searchStatus[String.testSample] = .loading
        }
        service.searchAnswers.answer(.success(Int.testSample))
        await store.receive(.searchSuccess(text: String.testSample, page: store.state.page, Int.testSample)) {
            $0.searchStatus[String.testSample] = .succeeded
            var predictions = $0.searchPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.searchByKey, at: String.testSample) { $0 == String.testSample }
            $0.searchPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictUpload(text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: String.testSample, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[String.testSample] = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(text: String.testSample, page: store.state.page, query: store.state.query, Item.testSample)) {
            $0.uploadStatus[String.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.uploadByKey, at: String.testSample) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload(text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictUpload(text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: String.testSample, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[String.testSample] = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn13Spec.uploadRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn13Spec.uploadTimeout))
            let mark = clock.sleepMark
            service.uploadAnswers.answer(.failure(ModelFailure.testSample))
            guard attempt < Drawn13Spec.uploadRetry.attempts && Drawn13Spec.uploadRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn13Spec.uploadRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(text: String.testSample, page: store.state.page, query: store.state.query, ModelFailure.testSample)) {
            $0.uploadStatus[String.testSample] = .failed(ModelFailure.testSample)
            $0.uploadError = ModelFailure.testSample
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadByKey) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.upload(text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictUpload(text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: String.testSample, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[String.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn13Spec.uploadTimeout)
        for retry in 1...Drawn13Spec.uploadRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn13Spec.uploadRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn13Spec.uploadTimeout)
        }
        await store.receive(.uploadFailure(text: String.testSample, page: store.state.page, query: store.state.query, ModelFailure.timedOut(after: Drawn13Spec.uploadTimeout))) {
            $0.uploadStatus[String.testSample] = .failed(ModelFailure.timedOut(after: Drawn13Spec.uploadTimeout))
            $0.uploadError = ModelFailure.timedOut(after: Drawn13Spec.uploadTimeout)
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadByKey) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictUpload(text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: String.testSample, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[String.testSample] = .loading
        }
        await store.send(.cancelUpload(text: String.testSample)) {
            $0.uploadStatus[String.testSample] = nil
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.finish()
    }

    func testUploadKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload(text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictUpload(text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: String.testSample, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[String.testSample] = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn13Spec.uploadRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn13Spec.uploadTimeout))
            let mark = clock.sleepMark
            service.uploadAnswers.answer(.failure(ModelFailure.testSample))
            guard attempt < Drawn13Spec.uploadRetry.attempts && Drawn13Spec.uploadRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn13Spec.uploadRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(text: String.testSample, page: store.state.page, query: store.state.query, ModelFailure.testSample)) {
            $0.uploadStatus[String.testSample] = .failed(ModelFailure.testSample)
            $0.uploadError = ModelFailure.testSample
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadByKey) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.send(.upload(text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictUpload(text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: String.testSample, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[String.testSample] = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(text: String.testSample, page: store.state.page, query: store.state.query, Item.testSample)) {
            $0.uploadStatus[String.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.uploadByKey, at: String.testSample) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn13Spec.uploadPolicy == .latest else {
            return XCTFail("The request upload (\(Drawn13Spec.uploadDeclaration)) has the policy \(Drawn13Spec.uploadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictUpload(text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: String.testSample, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[String.testSample] = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(text: String.testSample)) {
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadByKey) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
            if let prediction = Drawn13Reducer.predictUpload(text: String.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: String.testSample, for: String.testSample)
                $0.uploadPredictions = consume predictions
            }
        }
        await service.uploadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(text: String.testSample, page: store.state.page, query: store.state.query, Item.testSample)) {
            $0.uploadStatus[String.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Item.testSample, in: &$0.uploadByKey, at: String.testSample) { $0 == String.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(text: String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(text: String.testSample, Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(text: String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        guard Drawn13Spec.syncPolicy == .first else {
            return XCTFail("The request sync (\(Drawn13Spec.syncDeclaration)) has the policy \(Drawn13Spec.syncPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.sync(text: String.testSample)) {
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(text: String.testSample))
        service.syncAnswers.answer(.success(Item.testSample))
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.syncSuccess(text: String.testSample, Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.append(Item.testSample)
        }
        await store.finish()
    }

    func testSyncPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSync(text: String.testSample))
        await store.receive(.sync(text: String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(text: String.testSample, Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.append(Item.testSample)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn13Spec.syncPollInterval))
        await clock.advance(by: Drawn13Spec.syncPollInterval)
        await store.receive(.sync(text: String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(Item.testSample))
        await store.receive(.syncSuccess(text: String.testSample, Item.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncItems.append(Item.testSample)
        }
        await store.send(.stopPollingSync)
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
