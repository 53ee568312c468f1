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
        await store.send(.upload(count: Int.testSample)) {
            if $0.uploadStatus[Int.testSample]?.isLoading != true, let prediction = Drawn03PaneReducer.predictUpload(count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: Int.testSample, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        service.uploadAnswers.answer(.success(Int.testSample))
        await store.receive(.uploadSuccess(count: Int.testSample, Int.testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.uploadByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload(count: Int.testSample)) {
            if $0.uploadStatus[Int.testSample]?.isLoading != true, let prediction = Drawn03PaneReducer.predictUpload(count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: Int.testSample, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        for _ in 0...Drawn03PaneSpec.uploadRetry.attempts { service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn03PaneSpec.uploadRetry.attempts where Drawn03PaneSpec.uploadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn03PaneSpec.uploadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadByKey) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.finish()
    }

    func testUploadErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload(count: Int.testSample)) {
            if $0.uploadStatus[Int.testSample]?.isLoading != true, let prediction = Drawn03PaneReducer.predictUpload(count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: Int.testSample, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        for _ in 0...Drawn03PaneSpec.uploadRetry.attempts { service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError())) }
        var deadline = clock.now
        for retry in 1...Drawn03PaneSpec.uploadRetry.attempts where Drawn03PaneSpec.uploadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn03PaneSpec.uploadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(count: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
            var predictions = $0.uploadPredictions.take()
            predictions.rollBack(in: &$0.uploadByKey) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
        await store.send(.dismissUploadError(count: Int.testSample)) {
            $0.uploadStatus[Int.testSample] = nil
        }
        await store.finish()
    }

    func testUploadCallWhileOneIsInFlightIsDropped() async {
        guard Drawn03PaneSpec.uploadPolicy == .first else {
            return XCTFail("The request upload (\(Drawn03PaneSpec.uploadDeclaration)) has the policy \(Drawn03PaneSpec.uploadPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.upload(count: Int.testSample)) {
            if $0.uploadStatus[Int.testSample]?.isLoading != true, let prediction = Drawn03PaneReducer.predictUpload(count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: Int.testSample, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
            $0.uploadStatus[Int.testSample] = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(count: Int.testSample)) {
            if $0.uploadStatus[Int.testSample]?.isLoading != true, let prediction = Drawn03PaneReducer.predictUpload(count: Int.testSample, in: $0) {
                var predictions = $0.uploadPredictions.take()
                predictions.predict(prediction, in: &$0.uploadByKey, at: Int.testSample, for: Int.testSample)
                $0.uploadPredictions = consume predictions
            }
        }
        service.uploadAnswers.answer(.success(Int.testSample))
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.uploadSuccess(count: Int.testSample, Int.testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            var predictions = $0.uploadPredictions.take()
            predictions.confirm(Int.testSample, in: &$0.uploadByKey, at: Int.testSample) { $0 == Int.testSample }
            $0.uploadPredictions = consume predictions
        }
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

    func testReadyChangedAssignsReady() async {
        let (store, _, _) = makeStore()
        await store.send(.readyChanged(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.finish()
    }
}
