// Drawn12TransitionTests.swift
// Written once by reduxgen from Drawn12.yaml (--tests); from now on this file is yours.
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
final class Drawn12TransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn12State, Drawn12Action>, Drawn12ServiceMock, ReduxTesting.TestClock) {
        let service = Drawn12ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn12State(),
            reducer: Drawn12Reducer.reduce,
            middlewares: [Drawn12Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: rate

    /// Whether `rate`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func rateStarts(_ store: ReduxTesting.TestStore<Drawn12State, Drawn12Action>, _ service: Drawn12ServiceMock) async -> Bool {
        guard Drawn12Reducer.shouldStartRate(store.state) else {
            await store.send(.rate(String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "rate was called although its when: is false")
            return false
        }
        return true
    }

    func testRateGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess(String.testSample, [Item].testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .succeeded
            $0.rateItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn12Reducer.predictArchive(in: $0) {
                do { var predictions = $0.archivePredictions; predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ()); $0.archivePredictions = predictions }
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveSuccess([Item].testSample)) {
            $0.archiveStatus = .succeeded
            do { var predictions = $0.archivePredictions; predictions.confirm([Item].testSample, appendingTo: &$0.archiveItems); $0.archivePredictions = predictions }
        }
        await store.finish()
    }

    func testRateFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        for _ in 0...1 { service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.rateFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testRateAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.rateSuccess(String.testSample, [Item].testSample))
        await store.send(.rateFailure(String.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testRateTimesOut() async {
        let (store, service, clock) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        for retry in 1...1 {
            await clock.waitForSleepers(1)
            await clock.advance(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: .seconds(1))
        }
        await store.receive(.rateFailure(String.testSample, ReduxRuntime.RequestError.timedOut(after: .seconds(1)))) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(1)))
        }
        await store.finish()
    }

    func testRateConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, clock) = makeStore()
        guard await rateStarts(store, service) else { return }
        await store.send(.rate(String.testSample)) {
            $0.rateInFlight = 1
            $0.rateStatus = .loading
        }
        await service.rateAnswers.waitForCalls(waiting: 1)
        await store.send(.rate(String.testSample)) {
            $0.rateInFlight = 2
        }
        await service.rateAnswers.waitForCalls(waiting: 2)
        service.rateAnswers.answer(.success([Item].testSample))
        await store.receive(.rateSuccess(String.testSample, [Item].testSample)) {
            $0.rateInFlight = 1
            $0.rateItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn12Reducer.predictArchive(in: $0) {
                do { var predictions = $0.archivePredictions; predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ()); $0.archivePredictions = predictions }
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveSuccess([Item].testSample)) {
            $0.archiveStatus = .succeeded
            do { var predictions = $0.archivePredictions; predictions.confirm([Item].testSample, appendingTo: &$0.archiveItems); $0.archivePredictions = predictions }
        }
        for _ in 0...1 { service.rateAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...1 {
            deadline = deadline.advanced(by: ReduxRuntime.RetryPolicy(attempts: 1, backoff: .seconds(0.5)).delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.rateFailure(String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.rateInFlight = 0
            $0.rateStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    // MARK: upload

    /// Whether `upload`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func uploadStarts(_ store: ReduxTesting.TestStore<Drawn12State, Drawn12Action>, _ service: Drawn12ServiceMock) async -> Bool {
        guard Drawn12Reducer.shouldStartUpload(store.state) else {
            await store.send(.upload(text: String.testSample, count: Int.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "upload was called although its when: is false")
            return false
        }
        return true
    }

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            if let prediction = Drawn12Reducer.predictUpload(text: String.testSample, count: Int.testSample, in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, prependingTo: &$0.uploadItems, for: (text: String.testSample, count: Int.testSample)); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(text: String.testSample, count: Int.testSample, Item.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            do { var predictions = $0.uploadPredictions; predictions.confirm(Item.testSample, prependingTo: &$0.uploadItems) { $0.text == String.testSample && $0.count == Int.testSample }; $0.uploadPredictions = predictions }
        }
        await store.receive(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn12Reducer.predictArchive(in: $0) {
                do { var predictions = $0.archivePredictions; predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ()); $0.archivePredictions = predictions }
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveSuccess([Item].testSample)) {
            $0.archiveStatus = .succeeded
            do { var predictions = $0.archivePredictions; predictions.confirm([Item].testSample, appendingTo: &$0.archiveItems); $0.archivePredictions = predictions }
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            if let prediction = Drawn12Reducer.predictUpload(text: String.testSample, count: Int.testSample, in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, prependingTo: &$0.uploadItems, for: (text: String.testSample, count: Int.testSample)); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.uploadPredictions; predictions.rollBack(in: &$0.uploadItems) { $0.text == String.testSample && $0.count == Int.testSample }; $0.uploadPredictions = predictions }
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess(text: String.testSample, count: Int.testSample, Item.testSample))
        await store.send(.uploadFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testUploadErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            if let prediction = Drawn12Reducer.predictUpload(text: String.testSample, count: Int.testSample, in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, prependingTo: &$0.uploadItems, for: (text: String.testSample, count: Int.testSample)); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.uploadPredictions; predictions.rollBack(in: &$0.uploadItems) { $0.text == String.testSample && $0.count == Int.testSample }; $0.uploadPredictions = predictions }
        }
        await store.send(.dismissUploadError) {
            $0.uploadStatus = .idle
        }
        await store.finish()
    }

    func testUploadConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        guard await uploadStarts(store, service) else { return }
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            if let prediction = Drawn12Reducer.predictUpload(text: String.testSample, count: Int.testSample, in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, prependingTo: &$0.uploadItems, for: (text: String.testSample, count: Int.testSample)); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            if let prediction = Drawn12Reducer.predictUpload(text: String.testSample, count: Int.testSample, in: $0) {
                do { var predictions = $0.uploadPredictions; predictions.predict(prediction, prependingTo: &$0.uploadItems, for: (text: String.testSample, count: Int.testSample)); $0.uploadPredictions = predictions }
            }
            $0.uploadInFlight = 2
        }
        await service.uploadAnswers.waitForCalls(waiting: 2)
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(text: String.testSample, count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.uploadPredictions; predictions.rollBack(in: &$0.uploadItems) { $0.text == String.testSample && $0.count == Int.testSample }; $0.uploadPredictions = predictions }
        }
        service.uploadAnswers.answer(.success(Item.testSample))
        await store.receive(.uploadSuccess(text: String.testSample, count: Int.testSample, Item.testSample)) {
            $0.uploadInFlight = 0
            do { var predictions = $0.uploadPredictions; predictions.confirm(Item.testSample, prependingTo: &$0.uploadItems) { $0.text == String.testSample && $0.count == Int.testSample }; $0.uploadPredictions = predictions }
        }
        await store.receive(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn12Reducer.predictArchive(in: $0) {
                do { var predictions = $0.archivePredictions; predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ()); $0.archivePredictions = predictions }
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveSuccess([Item].testSample)) {
            $0.archiveStatus = .succeeded
            do { var predictions = $0.archivePredictions; predictions.confirm([Item].testSample, appendingTo: &$0.archiveItems); $0.archivePredictions = predictions }
        }
        await store.finish()
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn12Reducer.predictArchive(in: $0) {
                do { var predictions = $0.archivePredictions; predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ()); $0.archivePredictions = predictions }
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveSuccess([Item].testSample)) {
            $0.archiveStatus = .succeeded
            do { var predictions = $0.archivePredictions; predictions.confirm([Item].testSample, appendingTo: &$0.archiveItems); $0.archivePredictions = predictions }
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn12Reducer.predictArchive(in: $0) {
                do { var predictions = $0.archivePredictions; predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ()); $0.archivePredictions = predictions }
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
            do { var predictions = $0.archivePredictions; predictions.rollBack(in: &$0.archiveItems); $0.archivePredictions = predictions }
        }
        await store.finish()
    }

    func testArchiveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.archiveSuccess([Item].testSample))
        await store.send(.archiveFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testArchiveCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn12Reducer.predictArchive(in: $0) {
                do { var predictions = $0.archivePredictions; predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ()); $0.archivePredictions = predictions }
            }
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn12Reducer.predictArchive(in: $0) {
                do { var predictions = $0.archivePredictions; predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ()); $0.archivePredictions = predictions }
            }
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.archiveSuccess([Item].testSample)) {
            $0.archiveStatus = .succeeded
            do { var predictions = $0.archivePredictions; predictions.confirm([Item].testSample, appendingTo: &$0.archiveItems); $0.archivePredictions = predictions }
        }
        await store.finish()
    }

    func testArchivePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingArchive)
        await store.receive(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn12Reducer.predictArchive(in: $0) {
                do { var predictions = $0.archivePredictions; predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ()); $0.archivePredictions = predictions }
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveSuccess([Item].testSample)) {
            $0.archiveStatus = .succeeded
            do { var predictions = $0.archivePredictions; predictions.confirm([Item].testSample, appendingTo: &$0.archiveItems); $0.archivePredictions = predictions }
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(5)))
        await clock.advance(by: .seconds(5))
        await store.receive(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn12Reducer.predictArchive(in: $0) {
                do { var predictions = $0.archivePredictions; predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ()); $0.archivePredictions = predictions }
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveSuccess([Item].testSample)) {
            $0.archiveStatus = .succeeded
            do { var predictions = $0.archivePredictions; predictions.confirm([Item].testSample, appendingTo: &$0.archiveItems); $0.archivePredictions = predictions }
        }
        await store.send(.stopPollingArchive)
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load(Int.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess(Int.testSample, [Item].testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .succeeded
            $0.loadItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.bump)
        await store.receive(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn12Reducer.predictArchive(in: $0) {
                do { var predictions = $0.archivePredictions; predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ()); $0.archivePredictions = predictions }
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveSuccess([Item].testSample)) {
            $0.archiveStatus = .succeeded
            do { var predictions = $0.archivePredictions; predictions.confirm([Item].testSample, appendingTo: &$0.archiveItems); $0.archivePredictions = predictions }
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.load(Int.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.loadSuccess(Int.testSample, [Item].testSample))
        await store.send(.loadFailure(Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testLoadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.load(Int.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await store.receive(.loadFailure(Int.testSample, ReduxRuntime.RequestError.timedOut(after: .seconds(1)))) {
            $0.loadInFlight = 0
            $0.loadStatus = .failed(ReduxRuntime.RequestError.timedOut(after: .seconds(1)))
        }
        await store.finish()
    }

    func testLoadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.load(Int.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await store.send(.cancelLoad) {
            $0.loadInFlight = 0
            $0.loadStatus = .idle
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.finish()
    }

    func testLoadConcurrentCallsEachApplyTheirAnswer() async {
        let (store, service, _) = makeStore()
        await store.send(.load(Int.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load(Int.testSample)) {
            $0.loadInFlight = 2
        }
        await service.loadAnswers.waitForCalls(waiting: 2)
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.loadInFlight = 1
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        service.loadAnswers.answer(.success([Item].testSample))
        await store.receive(.loadSuccess(Int.testSample, [Item].testSample)) {
            $0.loadInFlight = 0
            $0.loadItems.upsert(contentsOf: [Item].testSample)
        }
        await store.receive(.bump)
        await store.receive(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn12Reducer.predictArchive(in: $0) {
                do { var predictions = $0.archivePredictions; predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ()); $0.archivePredictions = predictions }
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveSuccess([Item].testSample)) {
            $0.archiveStatus = .succeeded
            do { var predictions = $0.archivePredictions; predictions.confirm([Item].testSample, appendingTo: &$0.archiveItems); $0.archivePredictions = predictions }
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, page, ready, bump → archive)

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

    func testBumpStartsArchive() async {
        let (store, service, _) = makeStore()
        await store.send(.bump)
        await store.receive(.archive) {
            if !$0.archiveStatus.isLoading, let prediction = Drawn12Reducer.predictArchive(in: $0) {
                do { var predictions = $0.archivePredictions; predictions.predict(prediction, appendingTo: &$0.archiveItems, for: ()); $0.archivePredictions = predictions }
            }
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Item].testSample))
        await store.receive(.archiveSuccess([Item].testSample)) {
            $0.archiveStatus = .succeeded
            do { var predictions = $0.archivePredictions; predictions.confirm([Item].testSample, appendingTo: &$0.archiveItems); $0.archivePredictions = predictions }
        }
        await store.finish()
    }
}
