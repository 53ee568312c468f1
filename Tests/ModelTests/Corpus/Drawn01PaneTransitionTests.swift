// Drawn01PaneTransitionTests.swift
// Written once by reduxgen from Drawn01Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn01PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn01PaneState, Drawn01PaneAction>, Drawn01PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn01PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn01PaneState(id: Int.testSample),
            reducer: Drawn01PaneReducer.reduce,
            middlewares: [Drawn01PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.uploadAnswers.answer(.success(()))
        await store.receive(.uploadSuccess) {
            $0.uploadStatus = .succeeded
        }
        await store.finish()
    }

    func testUploadGoesFromLoadingToFailed() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess)
        await store.send(.uploadFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testUploadErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.uploadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.uploadFailure(ReduxRuntime.RequestError.testSample)) {
            $0.uploadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissUploadError) {
            $0.uploadStatus = .idle
        }
        await store.finish()
    }

    func testUploadIsSkippedWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.uploadAnswers.answer(.success(()))
        await store.receive(.uploadSuccess) {
            $0.uploadStatus = .succeeded
        }
        await store.send(.upload(text: String.testSample, count: Int.testSample))
        await store.send(.forceUpload(text: String.testSample, count: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.uploadAnswers.answer(.success(()))
        await store.receive(.uploadSuccess) {
            $0.uploadStatus = .succeeded
        }
        await clock.advance(by: .seconds(5))
        await store.send(.upload(text: String.testSample, count: Int.testSample)) {
            $0.uploadStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        service.uploadAnswers.answer(.success(()))
        await store.receive(.uploadSuccess) {
            $0.uploadStatus = .succeeded
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

    func testSetReadyAssignsReady() async {
        let (store, _, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.finish()
    }
}
