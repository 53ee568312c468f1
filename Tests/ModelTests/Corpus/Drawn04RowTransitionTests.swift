// Drawn04RowTransitionTests.swift
// Written once by reduxgen from Drawn04Row.yaml (--tests); from now on this file is yours.
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
final class Drawn04RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn04RowState, Drawn04RowAction>, Drawn04RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn04RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn04RowState(id: Int.testSample),
            reducer: Drawn04RowReducer.reduce,
            middlewares: [Drawn04RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post(text: String.testSample, count: Int.testSample)) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(text: String.testSample, count: Int.testSample, id: store.state.id)) {
            $0.postStatus = .succeeded
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(text: String.testSample, count: Int.testSample)) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(text: String.testSample, count: Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.postError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testPostIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.post(text: String.testSample, count: Int.testSample)) {
            $0.postStatus = .loading
        }
        await store.send(.cancelPost) {
            $0.postStatus = .idle
        }
        service.postAnswers.answer(.success(()))
        await store.finish()
    }

    func testPostErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.post(text: String.testSample, count: Int.testSample)) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(text: String.testSample, count: Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.postError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.dismissPostError) {
            $0.postStatus = .idle
            $0.postError = nil
        }
        await store.finish()
    }

    func testPostKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.post(text: String.testSample, count: Int.testSample)) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.postFailure(text: String.testSample, count: Int.testSample, id: store.state.id, ReduxRuntime.RequestError.testSample)) {
            $0.postStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.postError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.post(text: String.testSample, count: Int.testSample)) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(text: String.testSample, count: Int.testSample, id: store.state.id)) {
            $0.postStatus = .succeeded
        }
        await store.finish()
    }

    func testPostLatestCallSupersedesTheOneInFlight() async {
        guard Drawn04RowSpec.postPolicy == .latest else {
            return XCTFail("The request post (\(Drawn04RowSpec.postDeclaration)) has the policy \(Drawn04RowSpec.postPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.post(text: String.testSample, count: Int.testSample)) {
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post(text: String.testSample, count: Int.testSample))
        await service.postAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(text: String.testSample, count: Int.testSample, id: store.state.id)) {
            $0.postStatus = .succeeded
        }
        await store.finish()
    }

    func testPostPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingPost(text: String.testSample, count: Int.testSample))
        await store.receive(.post(text: String.testSample, count: Int.testSample)) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(text: String.testSample, count: Int.testSample, id: store.state.id)) {
            $0.postStatus = .succeeded
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: Drawn04RowSpec.postPollInterval))
        await clock.advance(by: Drawn04RowSpec.postPollInterval)
        await store.receive(.post(text: String.testSample, count: Int.testSample)) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success(()))
        await store.receive(.postSuccess(text: String.testSample, count: Int.testSample, id: store.state.id)) {
            $0.postStatus = .succeeded
        }
        await store.send(.stopPollingPost)
        await store.finish()
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(text: String.testSample)) {
            $0.syncStatus[String.testSample] = .loading
        }
        service.syncAnswers.answer(.success(String.testSample))
        await store.receive(.syncSuccess(text: String.testSample, id: store.state.id, ready: store.state.ready, String.testSample)) {
            $0.syncStatus[String.testSample] = .succeeded
            $0.syncByKey[String.testSample] = String.testSample
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(text: String.testSample)) {
            $0.syncStatus[String.testSample] = .loading
        }
        service.syncAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.syncFailure(text: String.testSample, id: store.state.id, ready: store.state.ready, ModelFailure.testSample)) {
            $0.syncStatus[String.testSample] = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testSyncIsCancelled() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(text: String.testSample)) {
            $0.syncStatus[String.testSample] = .loading
        }
        await store.send(.cancelSync(text: String.testSample)) {
            $0.syncStatus[String.testSample] = nil
        }
        service.syncAnswers.answer(.success(String.testSample))
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        guard Drawn04RowSpec.syncPolicy == .first else {
            return XCTFail("The request sync (\(Drawn04RowSpec.syncDeclaration)) has the policy \(Drawn04RowSpec.syncPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.sync(text: String.testSample)) {
            $0.syncStatus[String.testSample] = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(text: String.testSample))
        service.syncAnswers.answer(.success(String.testSample))
        service.syncAnswers.answer(.failure(ModelFailure.testSample))  // for a second call, which is never made
        await store.receive(.syncSuccess(text: String.testSample, id: store.state.id, ready: store.state.ready, String.testSample)) {
            $0.syncStatus[String.testSample] = .succeeded
            $0.syncByKey[String.testSample] = String.testSample
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
