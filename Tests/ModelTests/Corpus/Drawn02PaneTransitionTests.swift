// Drawn02PaneTransitionTests.swift
// Written once by reduxgen from Drawn02Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn02PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn02PaneState, Drawn02PaneAction>, Drawn02PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn02PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn02PaneState(id: Int.testSample),
            reducer: Drawn02PaneReducer.reduce,
            middlewares: [Drawn02PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(ref: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        service.archiveAnswers.answer(.success(()))
        await store.receive(.archiveSuccess(ref: Int.testSample, ready: store.state.ready, page: store.state.page)) {
            $0.archiveStatus[Int.testSample] = .succeeded
        }
        await store.receive(.load) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(page: store.state.page, Int.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.append(Int.testSample)
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(ref: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.archiveFailure(ref: Int.testSample, ready: store.state.ready, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.archiveStatus[Int.testSample] = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testArchiveIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(ref: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        await store.send(.cancelArchive(ref: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = nil
        }
        service.archiveAnswers.answer(.success(()))
        await store.finish()
    }

    func testArchiveCallWhileOneIsInFlightIsDropped() async {
        guard Drawn02PaneSpec.archivePolicy == .first else {
            return XCTFail("The request archive (\(Drawn02PaneSpec.archiveDeclaration)) has the policy \(Drawn02PaneSpec.archivePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.archive(ref: Int.testSample)) {
            $0.archiveStatus[Int.testSample] = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive(ref: Int.testSample))
        service.archiveAnswers.answer(.success(()))
        service.archiveAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.archiveSuccess(ref: Int.testSample, ready: store.state.ready, page: store.state.page)) {
            $0.archiveStatus[Int.testSample] = .succeeded
        }
        await store.receive(.load) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(page: store.state.page, Int.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.append(Int.testSample)
        }
        await store.finish()
    }

    // MARK: load

    func testLoadGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(page: store.state.page, Int.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.append(Int.testSample)
        }
        await store.finish()
    }

    func testLoadGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        service.loadAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadFailure(page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.loadStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.send(.dismissLoadError) {
            $0.loadStatus = .idle
        }
        await store.finish()
    }

    func testLoadLatestCallSupersedesTheOneInFlight() async {
        guard Drawn02PaneSpec.loadPolicy == .latest else {
            return XCTFail("The request load (\(Drawn02PaneSpec.loadDeclaration)) has the policy \(Drawn02PaneSpec.loadPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.load) {
            $0.loadStatus = .loading
        }
        await service.loadAnswers.waitForCalls(waiting: 1)
        await store.send(.load)
        await service.loadAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadAnswers.answer(.success(Int.testSample))
        await store.receive(.loadSuccess(page: store.state.page, Int.testSample)) {
            $0.loadStatus = .succeeded
            $0.loadItems.append(Int.testSample)
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
