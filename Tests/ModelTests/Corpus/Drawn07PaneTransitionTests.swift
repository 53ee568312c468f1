// Drawn07PaneTransitionTests.swift
// Written once by reduxgen from Drawn07Pane.yaml (--tests); from now on this file is yours.
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
final class Drawn07PaneTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<Drawn07PaneState, Drawn07PaneAction>, Drawn07PaneServiceMock, ReduxTesting.TestClock) {
        let service = Drawn07PaneServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: Drawn07PaneState(id: Int.testSample),
            reducer: Drawn07PaneReducer.reduce,
            middlewares: [Drawn07PaneLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: post

    func testPostGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess(id: store.state.id, [Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    func testPostGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.postFailure(id: store.state.id, ModelFailure.testSample)) {
            $0.postStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testPostTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn07PaneSpec.postTimeout)
        await store.receive(.postFailure(id: store.state.id, ModelFailure.timedOut(after: Drawn07PaneSpec.postTimeout))) {
            $0.postStatus = .failed(ModelFailure.timedOut(after: Drawn07PaneSpec.postTimeout))
        }
        await store.finish()
    }

    func testPostErrorIsDismissed() async {
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.postFailure(id: store.state.id, ModelFailure.testSample)) {
            $0.postStatus = .failed(ModelFailure.testSample)
        }
        await store.send(.dismissPostError) {
            $0.postStatus = .idle
        }
        await store.finish()
    }

    func testPostLatestCallSupersedesTheOneInFlight() async {
        guard Drawn07PaneSpec.postPolicy == .latest else {
            return XCTFail("The request post (\(Drawn07PaneSpec.postDeclaration)) has the policy \(Drawn07PaneSpec.postPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.post) {
            $0.postStatus = .loading
        }
        await service.postAnswers.waitForCalls(waiting: 1)
        await store.send(.post)
        await service.postAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess(id: store.state.id, [Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }

    // MARK: bindings and triggers (page, ready, setReady → post)

    func testSetPageAssignsPage() async {
        let (store, _, _) = makeStore()
        await store.send(.setPage(Int.testSample)) {
            $0.page = Int.testSample
        }
        await store.finish()
    }

    func testSetReadyAssignsReady() async {
        let (store, service, _) = makeStore()
        await store.send(.setReady(Bool.testSample)) {
            $0.ready = Bool.testSample
        }
        await store.receive(.post) {
            $0.postStatus = .loading
        }
        service.postAnswers.answer(.success([Item].testSample))
        await store.receive(.postSuccess(id: store.state.id, [Item].testSample)) {
            $0.postStatus = .succeeded
            $0.postItems.upsert(contentsOf: [Item].testSample)
        }
        await store.finish()
    }
}
