// Drawn09PaneTransitionTests.swift
// Written once by reduxgen from Drawn09Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn09PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn09PaneState, Drawn09PaneAction>, Drawn09PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn09PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn09PaneState(id: Int.testSample),
            reducer: Drawn09PaneReducer.reduce,
            middlewares: [Drawn09PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: fetch

    func testFetchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(ref: Int.testSample, id: store.state.id, query: store.state.query, [Int].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Int].testSample
        }
        await store.finish()
    }

    func testFetchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.fetchFailure(ref: Int.testSample, id: store.state.id, query: store.state.query, ReduxRuntime.RequestError.testSample)) {
            $0.fetchStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchCallWhileOneIsInFlightIsDropped() async {
        guard Drawn09PaneSpec.fetchPolicy == .first else {
            return XCTFail("The request fetch (\(Drawn09PaneSpec.fetchDeclaration)) has the policy \(Drawn09PaneSpec.fetchPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await service.fetchAnswers.waitForCalls(waiting: 1)
        await store.send(.fetch(ref: Int.testSample))
        service.fetchAnswers.answer(.success([Int].testSample))
        service.fetchAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.fetchSuccess(ref: Int.testSample, id: store.state.id, query: store.state.query, [Int].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Int].testSample
        }
        await store.finish()
    }

    func testFetchIsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale() async {
        let (store, service, clock) = makeStore()
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(ref: Int.testSample, id: store.state.id, query: store.state.query, [Int].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Int].testSample
        }
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        await store.receive(.fetchSuccess(ref: Int.testSample, id: store.state.id, query: store.state.query, [Int].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Int].testSample
        }
        await store.send(.forceFetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(ref: Int.testSample, id: store.state.id, query: store.state.query, [Int].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Int].testSample
        }
        await clock.advance(by: Drawn09PaneSpec.fetchCacheLifetime)
        await store.send(.fetch(ref: Int.testSample)) {
            $0.fetchStatus = .loading
        }
        service.fetchAnswers.answer(.success([Int].testSample))
        await store.receive(.fetchSuccess(ref: Int.testSample, id: store.state.id, query: store.state.query, [Int].testSample)) {
            $0.fetchStatus = .succeeded
            $0.fetchValue = [Int].testSample
        }
        await store.finish()
    }

    // MARK: upload

    func testUploadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(ref: Int.testSample)) {
            $0.uploadStatus[Int.testSample] = .loading
        }
        service.uploadAnswers.answer(.success(Int.testSample))
        await store.receive(.uploadSuccess(ref: Int.testSample, Int.testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            $0.uploadByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    func testUploadFailsAfterItsRetries() async {
        let (store, service, clock) = makeStore()
        await store.send(.upload(ref: Int.testSample)) {
            $0.uploadStatus[Int.testSample] = .loading
        }
        for _ in 0...Drawn09PaneSpec.uploadRetry.attempts { service.uploadAnswers.answer(.failure(ModelFailure.testSample)) }
        var deadline = clock.now
        for retry in 1...Drawn09PaneSpec.uploadRetry.attempts where Drawn09PaneSpec.uploadRetry.backoff > .zero {
            deadline = deadline.advanced(by: Drawn09PaneSpec.uploadRetry.delay(beforeRetry: retry))
            await clock.waitForSleeper(wakingAt: deadline)
            await clock.advance(to: deadline)
        }
        await store.receive(.uploadFailure(ref: Int.testSample, ModelFailure.testSample)) {
            $0.uploadStatus[Int.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testUploadIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.upload(ref: Int.testSample)) {
            $0.uploadStatus[Int.testSample] = .loading
        }
        await store.send(.cancelUpload(ref: Int.testSample)) {
            $0.uploadStatus[Int.testSample] = nil
        }
        service.uploadAnswers.answer(.success(Int.testSample))
        await store.finish()
    }

    func testUploadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn09PaneSpec.uploadPolicy == .latest else {
            return XCTFail("The request upload (\(Drawn09PaneSpec.uploadDeclaration)) has the policy \(Drawn09PaneSpec.uploadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.upload(ref: Int.testSample)) {
            $0.uploadStatus[Int.testSample] = .loading
        }
        await service.uploadAnswers.waitForCalls(waiting: 1)
        await store.send(.upload(ref: Int.testSample))
        await service.uploadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.uploadAnswers.answer(.success(Int.testSample))
        await store.receive(.uploadSuccess(ref: Int.testSample, Int.testSample)) {
            $0.uploadStatus[Int.testSample] = .succeeded
            $0.uploadByKey[Int.testSample] = Int.testSample
        }
        await store.finish()
    }

    // MARK: bindings and triggers (query, ready)

    func testSetQueryAssignsQuery() async {
        let (store, _, _) = makeStore()
        await store.send(.setQuery(String.testSample)) {
            $0.query = String.testSample
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
