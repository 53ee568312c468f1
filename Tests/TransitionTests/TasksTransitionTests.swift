// TasksTransitionTests.swift
// Written once by reduxgen from Tasks.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
// Each transition of the navigation (push, pop, present, …) has a test too.

import XCTest
import Foundation
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

@MainActor
final class TasksTransitionTests: XCTestCase {
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

    // MARK: navigation (stack, sheet)

    func testPushAppendsARouteToThePath() async {
        let (store, _, _) = makeStore()
        let route = TasksRoute.settings
        await store.send(.push(route)) {
            $0.path = [route]
        }
        await store.finish()
    }

    func testPopRemovesTheLastRoute() async {
        let (store, _, _) = makeStore()
        let route = TasksRoute.settings
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
        let route = TasksRoute.settings
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
        let route = TasksRoute.settings
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
