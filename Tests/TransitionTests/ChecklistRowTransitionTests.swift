// ChecklistRowTransitionTests.swift
// Written once by reduxgen from ChecklistRow.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

@MainActor
final class ChecklistRowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<ChecklistRowState, ChecklistRowAction>, ChecklistRowServiceMock, ReduxTesting.TestClock) {
        let service = ChecklistRowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: ChecklistRowState(id: Int.testSample, text: String.testSample),
            reducer: ChecklistRowReducer.reduce,
            middlewares: [ChecklistRowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: save

    func testSaveGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.success(()))
        await store.receive(.saveSuccess(id: store.state.id, done: store.state.done)) {
            $0.saveStatus = .succeeded
        }
        await store.finish()
    }

    func testSaveGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        service.saveAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveFailure(id: store.state.id, done: store.state.done, ReduxRuntime.RequestError.testSample)) {
            $0.saveStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveLatestCallSupersedesTheOneInFlight() async {
        guard ChecklistRowSpec.savePolicy == .latest else {
            return XCTFail("The request save (\(ChecklistRowSpec.saveDeclaration)) has the policy \(ChecklistRowSpec.savePolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.save) {
            $0.saveStatus = .loading
        }
        await service.saveAnswers.waitForCalls(waiting: 1)
        await store.send(.save)
        await service.saveAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.saveAnswers.answer(.success(()))
        await store.receive(.saveSuccess(id: store.state.id, done: store.state.done)) {
            $0.saveStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: persist

    func testPersistedFieldsAreRestoredByANewStore() async {
        let storage = ReduxRuntime.InMemoryStorage()
        let environment = ReduxRuntime.StoreEnvironment(storage: storage)
        let saved = ChecklistRowPersisted(done: Bool.testSample)
        let first = ReduxTesting.TestStore(
            initialState: ChecklistRowState(id: Int.testSample, text: String.testSample), reducer: ChecklistRowReducer.reduce,
            middlewares: [ChecklistRowPersistence.middleware()], environment: environment)
        await first.send(.restorePersisted(saved)) {
            $0.done = saved.done
        }
        await first.finish()

        let second = ReduxTesting.TestStore(
            initialState: ChecklistRowState(id: Int.testSample, text: String.testSample), reducer: ChecklistRowReducer.reduce,
            middlewares: [ChecklistRowPersistence.middleware()], environment: environment)
        second.skipReceivedActions()  // the restore, unless the saved fields are the defaults
        XCTAssertEqual(ChecklistRowPersisted(from: second.state), saved)
        await second.finish()
    }
}
