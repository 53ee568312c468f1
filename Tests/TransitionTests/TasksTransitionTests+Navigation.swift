// TasksTransitionTests+Navigation.swift
// Written once by reduxgen from Tasks.yaml (--tests); from now on this file is yours.
// One test per transition of the navigation (push, pop, present, …) added to the spec after
// TasksTransitionTests.swift was written, run through a TestStore. When your
// reducer logic changes the state on these actions, add its changes to the tests' closures.

import XCTest
import Foundation
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

@MainActor
final class TasksTransitionTestsOfNavigation: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<TasksState, TasksAction>, TasksServiceMock, ReduxTesting.TestClock) {
        let service = TasksServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: TasksState(),
            reducer: TasksReducer.reduce,
            middlewares: [TasksLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: navigation (sheet)

    func testPresentShowsTheRoute() async {
        let (store, _, _) = makeStore()
        let route = TasksRoute.settings
        await store.send(.present(route)) {
            $0.presented = route
        }
        await store.finish()
    }

    func testDismissPresentedRemovesIt() async {
        let (store, _, _) = makeStore()
        let route = TasksRoute.settings
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
