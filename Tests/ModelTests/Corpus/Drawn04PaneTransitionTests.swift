// Drawn04PaneTransitionTests.swift
// Written once by reduxgen from Drawn04Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn04PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn04PaneState, Drawn04PaneAction>, Drawn04PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn04PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn04PaneState(id: Int.testSample),
            reducer: Drawn04PaneReducer.reduce,
            middlewares: [Drawn04PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        service.uploadAnswers.answer(.success(String.testSample))
        await store.receive(.uploadSuccess(String.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .succeeded
        }
        await store.finish()
    }

    func testUploadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        for _ in 0...Drawn04PaneSpec.uploadRetry.attempts { service.uploadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn04PaneSpec.uploadRetry.attempts where Drawn04PaneSpec.uploadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn04PaneSpec.uploadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(ModelFailure.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testUploadAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.uploadSuccess(String.testSample))
        await store.send(.uploadFailure(ModelFailure.testSample))
        await store.finish()
    }

    func testUploadErrorIsDismissed() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        for _ in 0...Drawn04PaneSpec.uploadRetry.attempts { service.uploadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn04PaneSpec.uploadRetry.attempts where Drawn04PaneSpec.uploadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn04PaneSpec.uploadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(ModelFailure.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissUploadError) {
            $0.uploadStatus = .idle
        }
        await store.finish()
    }

    func testUploadConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn04PaneSpec.uploadPolicy == .concurrent else {
            return XCTFail("The request upload (\(Drawn04PaneSpec.uploadDeclaration)) has the policy \(Drawn04PaneSpec.uploadPolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, clock) = makeStore()
        await store.send(.upload) {
            $0.uploadInFlight = 1
            $0.uploadStatus = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload) {
            $0.uploadInFlight = 2
        }
        await service.uploadAnswers.waitForCalls(waiting: 2)
        service.uploadAnswers.answer(.success(String.testSample))
        await store.receive(.uploadSuccess(String.testSample)) {
            $0.uploadInFlight = 1
        }
        for _ in 0...Drawn04PaneSpec.uploadRetry.attempts { service.uploadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn04PaneSpec.uploadRetry.attempts where Drawn04PaneSpec.uploadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn04PaneSpec.uploadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(ModelFailure.testSample)) {
            $0.uploadInFlight = 0
            $0.uploadStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    // MARK: archive

    /// Whether `archive`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func archiveStarts(_ store: ReduxTesting.TestStore<Drawn04PaneState, Drawn04PaneAction>, _ service: Drawn04PaneServiceMock) async -> Bool {
        guard Drawn04PaneReducer.shouldStartArchive(store.state) else {
            await store.send(.archive(text: String.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "archive was called although its when: is false")
            return false
        }
        return true
    }

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(text: String.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Int].testSample))
        await store.receive(.archiveSuccess(text: String.testSample, [Int].testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(text: String.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testArchiveIsCancelled() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(text: String.testSample)) {
            $0.archiveStatus = .loading
        }
        await store.send(.cancelArchive) {
            $0.archiveStatus = .idle
        }
        service.archiveAnswers.answer(.success([Int].testSample))
        await store.finish()
    }

    func testArchiveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(text: String.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(text: String.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissArchiveError) {
            $0.archiveStatus = .idle
        }
        await store.finish()
    }

    func testArchiveCallWhileOneIsInFlightIsDropped() async {
        guard Drawn04PaneSpec.archivePolicy == .first else {
            return XCTFail("The request archive (\(Drawn04PaneSpec.archiveDeclaration)) has the policy \(Drawn04PaneSpec.archivePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.archive(text: String.testSample)) {
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive(text: String.testSample))
        service.archiveAnswers.answer(.success([Int].testSample))
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.archiveSuccess(text: String.testSample, [Int].testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.finish()
    }

    func testArchivePollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        guard await archiveStarts(store, service) else { return }
        await store.send(.startPollingArchive(text: String.testSample))
        await store.receive(.archive(text: String.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Int].testSample))
        await store.receive(.archiveSuccess(text: String.testSample, [Int].testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn04PaneSpec.archivePollInterval))
        await clock.advance(by: Drawn04PaneSpec.archivePollInterval)
        await store.receive(.archive(text: String.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success([Int].testSample))
        await store.receive(.archiveSuccess(text: String.testSample, [Int].testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveItems.insert(contentsOf: [Int].testSample, at: 0)
        }
        await store.send(.stopPollingArchive)
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
