// Drawn03PaneTransitionTests.swift
// Written once by reduxgen from Drawn03Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn03PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn03PaneState, Drawn03PaneAction>, Drawn03PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn03PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn03PaneState(id: Int.testSample),
            reducer: Drawn03PaneReducer.reduce,
            middlewares: [Drawn03PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample, ref: Int.testSample)) {
            if let prediction = Drawn03PaneReducer.predictUpload(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.receive(.uploadSuccess(text: String.testSample, ref: Int.testSample, [Int].testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload(text: String.testSample, ref: Int.testSample)) {
            if let prediction = Drawn03PaneReducer.predictUpload(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        var deadline = clock.now
        for attempt in 0...Drawn03PaneSpec.uploadRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn03PaneSpec.uploadTimeout))
            let mark = clock.sleepMark
            service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
            guard attempt < Drawn03PaneSpec.uploadRetry.attempts && Drawn03PaneSpec.uploadRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn03PaneSpec.uploadRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(text: String.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.uploadPredictions.take()
            predictions.markFailed(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess(text: String.testSample, ref: Int.testSample, [Int].testSample))
        await store.send(.uploadFailure(text: String.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testUploadTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.upload(text: String.testSample, ref: Int.testSample)) {
            if let prediction = Drawn03PaneReducer.predictUpload(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn03PaneSpec.uploadTimeout)
        for retry in 1...Drawn03PaneSpec.uploadRetry.attempts {
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn03PaneSpec.uploadRetry.delay(beforeRetry: retry))
            await clock.waitForSleepers(1)
            await clock.advance(by: Drawn03PaneSpec.uploadTimeout)
        }
        await store.receive(.uploadFailure(text: String.testSample, ref: Int.testSample, ReduxRuntime.RequestError.timedOut(after: Drawn03PaneSpec.uploadTimeout))) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.timedOut(after: Drawn03PaneSpec.uploadTimeout))
            var predictions = $0.uploadPredictions.take()
            predictions.markFailed(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(text: String.testSample, ref: Int.testSample)) {
            if let prediction = Drawn03PaneReducer.predictUpload(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await store.send(.cancelUpload) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .idle
            var predictions = $0.uploadPredictions.take()
            predictions.rollBackAll(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testUploadQueuedCallsEachApplyTheirAnswer() async {
        guard Drawn03PaneSpec.uploadPolicy == .queue else {
            return XCTFail("The request upload (\(Drawn03PaneSpec.uploadDeclaration)) has the policy \(Drawn03PaneSpec.uploadPolicy) now, and this test is of queue: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.upload(text: String.testSample, ref: Int.testSample)) {
            if let prediction = Drawn03PaneReducer.predictUpload(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await store.send(.upload(text: String.testSample, ref: Int.testSample)) {
            if let prediction = Drawn03PaneReducer.predictUpload(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 2
        }
        var deadline = clock.now
        for attempt in 0...Drawn03PaneSpec.uploadRetry.attempts {
            await clock.waitForSleeper(wakingAt: deadline.advanced(by: Drawn03PaneSpec.uploadTimeout))
            let mark = clock.sleepMark
            service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
            guard attempt < Drawn03PaneSpec.uploadRetry.attempts && Drawn03PaneSpec.uploadRetry.backoff > .zero else { continue }
            deadline = deadline.advanced(by: Drawn03PaneSpec.uploadRetry.delay(beforeRetry: attempt + 1))
            await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)
            await clock.advance(to: deadline)
        }
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.receive(.uploadFailure(text: String.testSample, ref: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.uploadPredictions.take()
            predictions.markFailed(in: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.receive(.uploadSuccess(text: String.testSample, ref: Int.testSample, [Int].testSample)) {
            $0.uploadInFlight = 0
            var predictions = $0.uploadPredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingUpload(text: String.testSample, ref: Int.testSample))
        await store.receive(.upload(text: String.testSample, ref: Int.testSample)) {
            if let prediction = Drawn03PaneReducer.predictUpload(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.receive(.uploadSuccess(text: String.testSample, ref: Int.testSample, [Int].testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn03PaneSpec.uploadPollInterval))
        await clock.advance(by: Drawn03PaneSpec.uploadPollInterval)
        await store.receive(.upload(text: String.testSample, ref: Int.testSample)) {
            if let prediction = Drawn03PaneReducer.predictUpload(text: String.testSample, ref: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, prependingTo: &$0.uploadItems, for: ())
                $0.uploadPredictions = consume predictions
            }
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success([Int].testSample))
        await store.receive(.uploadSuccess(text: String.testSample, ref: Int.testSample, [Int].testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm([Int].testSample, prependingTo: &$0.uploadItems)
            $0.uploadPredictions = consume predictions
        }
        await store.send(.stopPollingUpload)
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
