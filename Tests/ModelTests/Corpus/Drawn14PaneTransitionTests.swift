// Drawn14PaneTransitionTests.swift
// Written once by reduxgen from Drawn14Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn14PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn14PaneState, Drawn14PaneAction>, Drawn14PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn14PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn14PaneState(id: Int.testSample),
            reducer: Drawn14PaneReducer.reduce,
            middlewares: [Drawn14PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .succeeded
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.archiveError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testArchiveAnswerIsIgnoredWhenNotLoading() async {
        let (store, _, _) = makeStore()
        await store.send(.archiveSuccess)
        await store.send(.archiveFailure(ReduxRuntime.RequestError.testSample))
        await store.finish()
    }

    func testArchiveKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.archiveError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess) {
            $0.archiveInFlight = 0
            $0.archiveStatus = .succeeded
        }
        await store.finish()
    }

    func testArchiveConcurrentCallsEachApplyTheirAnswer() async {
        guard Drawn14PaneSpec.archivePolicy == .concurrent else {
            return XCTFail("The request archive (\(Drawn14PaneSpec.archiveDeclaration)) has the policy \(Drawn14PaneSpec.archivePolicy) now, and this test is of concurrent: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.archive) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive) {
            $0.archiveInFlight = 2
        }
        await service.archiveAnswers.waitForCalls(waiting: 2)
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(ReduxRuntime.RequestError.testSample)) {
            $0.archiveInFlight = 1
            $0.archiveStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.archiveError = ReduxRuntime.RequestError.testSample
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess) {
            $0.archiveInFlight = 0
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
