// TodoTransitionTests.swift
// Written once by reduxgen from Todo.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a
// TestStore with TodoServiceMock.swift. The tests send and answer sample values of the spec's
// types (TestSample): conform your own types in your test target. When your reducer logic
// changes the state on these actions, add its changes to the tests' closures.

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import TeamChatKit

@MainActor
final class TodoTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (TestStore<TodoState, TodoAction>, TodoServiceMock, TestClock) {
        let service = TodoServiceMock()
        let clock = TestClock()
        let store = TestStore(
            initialState: TodoState(),
            reducer: TodoReducer.reduce,
            middlewares: [TodoLoader(service: service).middleware],
            environment: StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: fetchTodos

    func testFetchTodosGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.fetchTodos) {
            $0.fetchTodosStatus = .loading
        }
        service.fetchTodosAnswers.answer(.success([TodoItem].testSample))
        await store.receive(.fetchTodosSuccess([TodoItem].testSample)) {
            $0.fetchTodosStatus = .succeeded
            $0.rows = IdentifiedArray([TodoItem].testSample.map(TodoRowState.init))  // the reducer logic: a row per to-do
            $0.nextID = 8  // the reducer logic: new ids follow the fetched ones (the sample's id is 7)
        }
        await store.finish()
    }

    func testFetchTodosGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.fetchTodos) {
            $0.fetchTodosStatus = .loading
        }
        service.fetchTodosAnswers.answer(.failure(TestSampleError()))
        await store.receive(.fetchTodosFailure(RequestError.testSample)) {
            $0.fetchTodosStatus = .failed(RequestError.testSample)
        }
        await store.finish()
    }

    func testFetchTodosLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.fetchTodos) {
            $0.fetchTodosStatus = .loading
        }
        await store.send(.fetchTodos)
        service.fetchTodosAnswers.answer(.success([TodoItem].testSample))
        service.fetchTodosAnswers.answer(.success([TodoItem].testSample))
        await store.receive(.fetchTodosSuccess([TodoItem].testSample)) {
            $0.fetchTodosStatus = .succeeded
            $0.rows = IdentifiedArray([TodoItem].testSample.map(TodoRowState.init))  // the reducer logic: a row per to-do
            $0.nextID = 8  // the reducer logic: new ids follow the fetched ones (the sample's id is 7)
        }
        await store.finish()
    }

    // MARK: saveTodos

    func testSaveTodosGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.saveTodos(items: [TodoItem].testSample)) {
            $0.saveTodosStatus = .loading
        }
        service.saveTodosAnswers.answer(.success(()))
        await store.receive(.saveTodosSuccess(items: [TodoItem].testSample)) {
            $0.saveTodosStatus = .succeeded
        }
        await store.finish()
    }

    func testSaveTodosGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.saveTodos(items: [TodoItem].testSample)) {
            $0.saveTodosStatus = .loading
        }
        service.saveTodosAnswers.answer(.failure(TestSampleError()))
        await store.receive(.saveTodosFailure(items: [TodoItem].testSample, RequestError.testSample)) {
            $0.saveTodosStatus = .failed(RequestError.testSample)
        }
        await store.finish()
    }

    func testSaveTodosCallWhileOneIsInFlightIsDropped() async {
        let (store, service, _) = makeStore()
        await store.send(.saveTodos(items: [TodoItem].testSample)) {
            $0.saveTodosStatus = .loading
        }
        await store.send(.saveTodos(items: [TodoItem].testSample))
        service.saveTodosAnswers.answer(.success(()))
        await store.receive(.saveTodosSuccess(items: [TodoItem].testSample)) {
            $0.saveTodosStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: navigation (the tests `--tests` writes for a spec with `navigation:`)

    func testPushAppendsARouteToThePath() async {
        let (store, _, _) = makeStore()
        let route = TodoRoute.settings
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.finish()
    }

    func testPopRemovesTheLastRoute() async {
        let (store, _, _) = makeStore()
        let route = TodoRoute.settings
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.send(.pop) {
            $0.path = []
        }
        await store.finish()
    }

    func testPopOnTheRootChangesNothing() async {
        let (store, _, _) = makeStore()
        await store.send(.pop)
        await store.finish()
    }

    func testSetPathReplacesThePath() async {
        let (store, _, _) = makeStore()
        let route = TodoRoute.settings
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.finish()
    }

    func testPopToRootEmptiesThePath() async {
        let (store, _, _) = makeStore()
        let route = TodoRoute.settings
        await store.send(.setPath([route, route])) {
            $0.path = [route, route]
        }
        await store.send(.popToRoot) {
            $0.path = []
        }
        await store.finish()
    }

    func testPresentShowsTheRoute() async {
        let (store, _, _) = makeStore()
        let route = TodoRoute.settings
        await store.send(.present(route)) {
            $0.presented = route
        }
        await store.finish()
    }

    func testDismissPresentedRemovesIt() async {
        let (store, _, _) = makeStore()
        let route = TodoRoute.settings
        await store.send(.present(route)) {
            $0.presented = route
        }
        await store.send(.dismissPresented) {
            $0.presented = nil
        }
        await store.finish()
    }

    func testDismissWithNothingPresentedChangesNothing() async {
        let (store, _, _) = makeStore()
        await store.send(.dismissPresented)
        await store.finish()
    }
}
