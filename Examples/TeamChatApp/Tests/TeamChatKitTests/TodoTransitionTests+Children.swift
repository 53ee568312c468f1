// TodoTransitionTests+Children.swift
// Written once by reduxgen from Todo.yaml (--tests); from now on this file is yours.
// One test per child added to the spec after TodoTransitionTests.swift was written (or whose
// spec the run that wrote it did not read): the child's action reaches its child (the
// child's own transition, on the child the action names) and is ignored without it, through
// the reducer alone (the children's middlewares are not in the test store). When your
// reducer logic changes the state on these actions, add its changes to the tests' closures.

import XCTest
import ReduxRuntime
import ReduxTesting
@testable import TeamChatKit

@MainActor
final class TodoTransitionTestsOfChildren: XCTestCase {
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: TodoState = TodoState()
    ) -> (ReduxTesting.TestStore<TodoState, TodoAction>, TodoServiceMock, ReduxTesting.TestClock) {
        let service = TodoServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: initialState,
            reducer: TodoReducer.reduce,
            middlewares: [TodoLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: rows (TodoRow)

    func testRowsActionReachesTheChildWithItsID() async {
        let (store, _, _) = makeStore(initialState: TodoState(rows: [TodoRowState(id: TodoItem.ID.testSample, title: String.testSample)]))
        await store.send(.rows(id: TodoItem.ID.testSample, .saveRow)) {
            $0.rows[id: TodoItem.ID.testSample]!.saveRowStatus = .loading
        }
        await store.finish()
    }

    func testRowsActionForAnIDNotInTheStateIsIgnored() async {
        let (store, _, _) = makeStore()
        await store.send(.rows(id: TodoItem.ID.testSample, .saveRow))
        await store.finish()
    }
}
