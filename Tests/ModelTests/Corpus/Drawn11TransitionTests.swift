// Drawn11TransitionTests.swift
// Written once by reduxgen from Drawn11.yaml (--tests); from now on this file is yours.
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
final class Drawn11TransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn11State, Drawn11Action>, Drawn11ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn11ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn11State(),
            reducer: Drawn11Reducer.reduce,
            middlewares: [Drawn11Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            if let prediction = Drawn11Reducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, in: &$0.uploadValue, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(Item.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            do { var predictions = $0.uploadPredictions; predictions.confirm(Item.testSample, in: &$0.uploadValue); $0.uploadPredictions = predictions }
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            if let prediction = Drawn11Reducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, in: &$0.uploadValue, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.uploadFailure(ModelFailure.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ModelFailure.testSample)
            do { var predictions = $0.uploadPredictions; predictions.rollBack(in: &$0.uploadValue); $0.uploadPredictions = predictions }
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess(Item.testSample))
        await store.send(.uploadFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testUploadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.upload) {
            if let prediction = Drawn11Reducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, in: &$0.uploadValue, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(2))
        await store.receive(.uploadFailure(ModelFailure.timedOut(after: .seconds(2)))) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ModelFailure.timedOut(after: .seconds(2)))
            do { var predictions = $0.uploadPredictions; predictions.rollBack(in: &$0.uploadValue); $0.uploadPredictions = predictions }
        }
        await store.finish()
    }

    func testUploadQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            if let prediction = Drawn11Reducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, in: &$0.uploadValue, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await store.send(.upload) {
            if let prediction = Drawn11Reducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, in: &$0.uploadValue, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 2
        }
        service.uploadAnswers.answer(.failure(ModelFailure.testSample))
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadFailure(ModelFailure.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .failed(ModelFailure.testSample)
            do { var predictions = $0.uploadPredictions; predictions.rollBack(in: &$0.uploadValue); $0.uploadPredictions = predictions }
        }
        await store.receive(.uploadSuccess(Item.testSample)) {
            $0.uploadInFlight = 0
            do { var predictions = $0.uploadPredictions; predictions.confirm(Item.testSample, in: &$0.uploadValue); $0.uploadPredictions = predictions }
        }
        await store.finish()
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = Item.testSample
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.saveSuccess(Item.testSample))
        await store.send(.saveFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSaveTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.save(Int.testSample)) {
            $0.saveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await store.receive(.saveFailure(ReduxRuntime.RequestError.timedOut(after: .seconds(1)))) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(1)))
        }
        await store.finish()
    }

    func testSaveCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.save(Int.testSample)) {
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(Int.testSample))
        service.saveAnswers.answer(.success(Item.testSample))
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = Item.testSample
        }
        await store.finish()
    }

    func testSavePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingSave(Int.testSample))
        await store.receive(.save(Int.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = Item.testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(2)))
        await clock.advance(by: .seconds(2))
        await store.receive(.save(Int.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(Item.testSample))
        await store.receive(.saveSuccess(Item.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = Item.testSample
        }
        await store.send(.stopPollingSave)
        await store.finish()
    }

    // MARK: archive

    /// Whether `archive`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func archiveStarts(_ store: ReduxTesting.TestStore<Drawn11State, Drawn11Action>, _ service: Drawn11ServiceMock) async -> Bool {
        guard Drawn11Reducer.shouldStartArchive(store.state) else {
            await store.send(.archive(count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "archive was called although its when: is false")
            return false
        }
        return true
    }

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        service.archiveAnswers.answer(.success(String.testSample))
        await store.receive(.archiveSuccess(count: Int.testSample, String.testSample)) {
            $0.archiveStatus[Int.testSample] = .succeeded
        }
        await store.finish()
    }

    func testArchiveFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        for _ in 0...2 { service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        await store.receive(.archiveFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testArchiveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.archiveSuccess(count: Int.testSample, String.testSample))
        await store.send(.archiveFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testArchiveErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        for _ in 0...2 { service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        await store.receive(.archiveFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissArchiveError(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = nil
        }
        await store.finish()
    }

    func testArchiveIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        service.archiveAnswers.answer(.success(String.testSample))
        await store.receive(.archiveSuccess(count: Int.testSample, String.testSample)) {
            $0.archiveStatus[Int.testSample] = .succeeded
        }
        await store.send(.archive(count: Int.testSample))
        await store.send(.forceArchive(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        service.archiveAnswers.answer(.success(String.testSample))
        await store.receive(.archiveSuccess(count: Int.testSample, String.testSample)) {
            $0.archiveStatus[Int.testSample] = .succeeded
        }
        await clock.advance(by: .seconds(5))
        await store.send(.archive(count: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(0.25))
        service.archiveAnswers.answer(.success(String.testSample))
        await store.receive(.archiveSuccess(count: Int.testSample, String.testSample)) {
            $0.archiveStatus[Int.testSample] = .succeeded
        }
        await store.finish()
    }

    // MARK: search

    /// Whether `search`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func searchStarts(_ store: ReduxTesting.TestStore<Drawn11State, Drawn11Action>, _ service: Drawn11ServiceMock) async -> Bool {
        guard Drawn11Reducer.shouldStartSearch(store.state) else {
            await store.send(.search(count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "search was called although its when: is false")
            return false
        }
        return true
    }

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(count: Int.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchSuccess(count: Int.testSample, [Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .succeeded
            $0.searchValue = [Int].testSample
        }
        await store.receive(.upload) {
            if let prediction = Drawn11Reducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, in: &$0.uploadValue, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(Item.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            do { var predictions = $0.uploadPredictions; predictions.confirm(Item.testSample, in: &$0.uploadValue); $0.uploadPredictions = predictions }
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(count: Int.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.searchFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSearchAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.searchSuccess(count: Int.testSample, [Int].testSample))
        await store.send(.searchFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testSearchTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(count: Int.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await store.receive(.searchFailure(count: Int.testSample, ReduxRuntime.RequestError.timedOut(after: .seconds(1)))) {
            $0.searchInFlight = 0
            $0.searchStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(1)))
        }
        await store.finish()
    }

    func testSearchQueuedCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        guard await searchStarts(store, service) else { return }
        await store.send(.search(count: Int.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .loading
        }
        await store.send(.search(count: Int.testSample)) {
            $0.searchInFlight = 2
        }
        service.searchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        service.searchAnswers.answer(.success([Int].testSample))
        await store.receive(.searchFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.searchInFlight = 1
            $0.searchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.receive(.searchSuccess(count: Int.testSample, [Int].testSample)) {
            $0.searchInFlight = 0
            $0.searchValue = [Int].testSample
        }
        await store.receive(.upload) {
            if let prediction = Drawn11Reducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, in: &$0.uploadValue, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(Item.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            do { var predictions = $0.uploadPredictions; predictions.confirm(Item.testSample, in: &$0.uploadValue); $0.uploadPredictions = predictions }
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, setQuery → upload, page, ready)

    func testSetQueryAssignsQuery() async {
        let (store, service, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
        }
        await store.receive(.upload) {
            if let prediction = Drawn11Reducer.predictUpload(in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, in: &$0.uploadValue, for: ()); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(Item.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            do { var predictions = $0.uploadPredictions; predictions.confirm(Item.testSample, in: &$0.uploadValue); $0.uploadPredictions = predictions }
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
}
