// TodoTransitionTests.swift
// Written once by reduxgen from Todo.yaml (--tests); from now on this file is yours.
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
final class TodoTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<TodoState, TodoAction>, TodoServiceMock, ReduxTesting.TestClock) {
        let service = TodoServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: TodoState(),
            reducer: TodoReducer.reduce,
            middlewares: [TodoLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }
}
