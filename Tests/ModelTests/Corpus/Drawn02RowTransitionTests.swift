// Drawn02RowTransitionTests.swift
// Written once by reduxgen from Drawn02Row.yaml (--tests); from now on this file is yours.
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
final class Drawn02RowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn02RowState, Drawn02RowAction>, Drawn02RowServiceMock, ReduxTesting.TestClock) {
        let service = Drawn02RowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn02RowState(id: Int.testSample),
            reducer: Drawn02RowReducer.reduce,
            middlewares: [Drawn02RowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(String.testSample))
        await store.receive(.saveSuccess(String.testSample, id: store.state.id, page: store.state.page, String.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = String.testSample
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(String.testSample, id: store.state.id, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.saveError = ReduxRuntime.RequestError.testSample
        }
        await store.finish()
    }

    func testSaveErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(String.testSample, id: store.state.id, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.saveError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.dismissSaveError) {
            $0.saveStatus = .idle
            $0.saveError = nil
        }
        await store.finish()
    }

    func testSaveKeepsItsFailureThroughALaterSuccess() async {
        let (store, service, _) = makeStore()
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(String.testSample, id: store.state.id, page: store.state.page, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
            $0.saveError = ReduxRuntime.RequestError.testSample
        }
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(String.testSample))
        await store.receive(.saveSuccess(String.testSample, id: store.state.id, page: store.state.page, String.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = String.testSample
        }
        await store.finish()
    }

    func testSaveCallWhileOneIsInFlightIsDropped() async {
        guard Drawn02RowSpec.savePolicy == .first else {
            return XCTFail("The request save (\(Drawn02RowSpec.saveDeclaration)) has the policy \(Drawn02RowSpec.savePolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save(String.testSample)) {
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save(String.testSample))
        service.saveAnswers.answer(.success(String.testSample))
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.saveSuccess(String.testSample, id: store.state.id, page: store.state.page, String.testSample)) {
            $0.saveStatus = .succeeded
            $0.saveValue = String.testSample
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
