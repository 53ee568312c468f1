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

    // MARK: archive

    func testArchiveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(text: String.testSample, ref: Int.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(text: String.testSample, ref: Int.testSample, id: store.state.id, Item.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveItems.insert(Item.testSample, at: 0)
        }
        await store.finish()
    }

    func testArchiveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.archive(text: String.testSample, ref: Int.testSample)) {
            $0.archiveStatus = .loading
        }
        service.archiveAnswers.answer(.failure(ModelFailure.testSample))
        await store.receive(.archiveFailure(text: String.testSample, ref: Int.testSample, id: store.state.id, ModelFailure.testSample)) {
            $0.archiveStatus = .failed(ModelFailure.testSample)
        }
        await store.finish()
    }

    func testArchiveTimesOut() async {
        let (store, _, clock) = makeStore()
        await store.send(.archive(text: String.testSample, ref: Int.testSample)) {
            $0.archiveStatus = .loading
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: Drawn04RowSpec.archiveTimeout)
        await store.receive(.archiveFailure(text: String.testSample, ref: Int.testSample, id: store.state.id, ModelFailure.timedOut(after: Drawn04RowSpec.archiveTimeout))) {
            $0.archiveStatus = .failed(ModelFailure.timedOut(after: Drawn04RowSpec.archiveTimeout))
        }
        await store.finish()
    }

    func testArchiveLatestCallSupersedesTheOneInFlight() async {
        guard Drawn04RowSpec.archivePolicy == .latest else {
            return XCTFail("The request archive (\(Drawn04RowSpec.archiveDeclaration)) has the policy \(Drawn04RowSpec.archivePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.archive(text: String.testSample, ref: Int.testSample)) {
            $0.archiveStatus = .loading
        }
        await service.archiveAnswers.waitForCalls(waiting: 1)
        await store.send(.archive(text: String.testSample, ref: Int.testSample))
        await service.archiveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.archiveAnswers.answer(.success(Item.testSample))
        await store.receive(.archiveSuccess(text: String.testSample, ref: Int.testSample, id: store.state.id, Item.testSample)) {
            $0.archiveStatus = .succeeded
            $0.archiveItems.insert(Item.testSample, at: 0)
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
