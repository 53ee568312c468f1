// TodoRowTransitionTests.swift
// Written once by reduxgen from TodoRow.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// TodoRowTestSamples.swift has those reduxgen wrote). When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.
// Each binding's setter, and each action after which requests start by themselves, has a
// test too.

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import TeamChatKit

@MainActor
final class TodoRowTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<TodoRowState, TodoRowAction>, TodoRowServiceMock, ReduxTesting.TestClock) {
        let service = TodoRowServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: TodoRowState(id: TodoItem.ID.testSample, title: String.testSample),
            reducer: TodoRowReducer.reduce,
            middlewares: [TodoRowLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: saveRow

    func testSaveRowGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.saveRow) {
            $0.saveRowStatus = .loading
        }
        service.saveRowAnswers.answer(.success(()))
        await store.receive(.saveRowSuccess(id: store.state.id, isDone: store.state.isDone)) {
            $0.saveRowStatus = .succeeded
        }
        await store.finish()
    }

    func testSaveRowGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.saveRow) {
            $0.saveRowStatus = .loading
        }
        service.saveRowAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.saveRowFailure(id: store.state.id, isDone: store.state.isDone, ReduxRuntime.RequestError.testSample)) {
            $0.saveRowStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveRowLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.saveRow) {
            $0.saveRowStatus = .loading
        }
        await service.saveRowAnswers.waitForCalls(waiting: 1)
        await store.send(.saveRow)
        await service.saveRowAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.saveRowAnswers.answer(.success(()))
        await store.receive(.saveRowSuccess(id: store.state.id, isDone: store.state.isDone)) {
            $0.saveRowStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: bindings and triggers

    func testToggleStartsSaveRow() async {
        let (store, service, _) = makeStore()
        await store.send(.toggle) {
            $0.isDone = true  // the reducer logic: a toggle flips the row's done flag
        }
        await store.receive(.saveRow) {
            $0.saveRowStatus = .loading
        }
        service.saveRowAnswers.answer(.success(()))
        await store.receive(.saveRowSuccess(id: store.state.id, isDone: store.state.isDone)) {
            $0.saveRowStatus = .succeeded
        }
        await store.finish()
    }
}
