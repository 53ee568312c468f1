// TasksTransitionTests.swift
// Written once by reduxgen from Tasks.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// TasksTestSamples.swift has those reduxgen wrote). When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.
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

    // MARK: openTask

    /// Whether `openTask`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func openTaskStarts(_ store: ReduxTesting.TestStore<TasksState, TasksAction>, _ service: TasksServiceMock) async -> Bool {
        guard TasksReducer.shouldStartOpenTask(store.state) else {
            await store.send(.openTask(id: TaskItem.ID.testSample))
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "openTask was called although its when: is false")
            return false
        }
        return true
    }

    func testOpenTaskGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        guard await openTaskStarts(store, service) else { return }
        await store.send(.openTask(id: TaskItem.ID.testSample)) {
            $0.openTaskStatus = .loading
        }
        service.openTaskAnswers.answer(.success(TaskItem.testSample))
        await store.receive(.openTaskSuccess(id: TaskItem.ID.testSample, TaskItem.testSample)) {
            $0.openTaskStatus = .succeeded
            $0.tasks.upsert(TaskItem.testSample)
        }
        await store.finish()
    }

    func testOpenTaskGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        guard await openTaskStarts(store, service) else { return }
        await store.send(.openTask(id: TaskItem.ID.testSample)) {
            $0.openTaskStatus = .loading
        }
        service.openTaskAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.openTaskFailure(id: TaskItem.ID.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.openTaskStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testOpenTaskLatestCallSupersedesTheOneInFlight() async {
        guard TasksSpec.openTaskPolicy == .latest else {
            return XCTFail("The request openTask (\(TasksSpec.openTaskDeclaration)) has the policy \(TasksSpec.openTaskPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        guard await openTaskStarts(store, service) else { return }
        await store.send(.openTask(id: TaskItem.ID.testSample)) {
            $0.openTaskStatus = .loading
        }
        await service.openTaskAnswers.waitForCalls(waiting: 1)
        await store.send(.openTask(id: TaskItem.ID.testSample))
        await service.openTaskAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.openTaskAnswers.answer(.success(TaskItem.testSample))
        await store.receive(.openTaskSuccess(id: TaskItem.ID.testSample, TaskItem.testSample)) {
            $0.openTaskStatus = .succeeded
            $0.tasks.upsert(TaskItem.testSample)
        }
        await store.finish()
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
