// Drawn10RowTransitionTests.swift
// Written once by reduxgen from Drawn10Row.yaml (--tests); from now on this file is yours.
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
final class Drawn10RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn10RowState, Drawn10RowAction>, Drawn10RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn10RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn10RowState(id: Int.testSample),
            reducer: Drawn10RowReducer.reduce,
            middlewares: [Drawn10RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: sync

    func testSyncGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(String.testSample))
        await store.receive(.syncSuccess(String.testSample, id: store.state.id, page: store.state.page, String.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = String.testSample
        }
        await store.finish()
    }

    func testSyncGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(String.testSample, id: store.state.id, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.syncError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testSyncKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.sync(String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.syncFailure(String.testSample, id: store.state.id, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.syncStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.syncError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.sync(String.testSample)) {
            $0.syncStatus = .loading
        }
        service.syncAnswers.answer(.success(String.testSample))
        await store.receive(.syncSuccess(String.testSample, id: store.state.id, page: store.state.page, String.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = String.testSample
        }
        await store.finish()
    }

    func testSyncCallWhileOneIsInFlightIsDropped() async {
        guard Drawn10RowSpec.syncPolicy == .first else {
            return XCTFail("The request sync (\(Drawn10RowSpec.syncDeclaration)) has the policy \(Drawn10RowSpec.syncPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.sync(String.testSample)) {
            $0.syncStatus = .loading
        }
        await service.syncAnswers.waitForCalls(waiting: 1)
        await store.send(.sync(String.testSample))
        service.syncAnswers.answer(.success(String.testSample))
        service.syncAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.syncSuccess(String.testSample, id: store.state.id, page: store.state.page, String.testSample)) {
            $0.syncStatus = .succeeded
            $0.syncValue = String.testSample
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
