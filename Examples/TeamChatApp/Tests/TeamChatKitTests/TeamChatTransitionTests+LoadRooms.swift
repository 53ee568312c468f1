// TeamChatTransitionTests+LoadRooms.swift
// Written once by reduxgen from TeamChat.yaml (--tests); from now on this file is yours.
// One test per valid transition of a request added to the spec after TeamChatTransitionTests.swift
// was written, run through a TestStore with the service mock. When your reducer logic
// changes the state on these actions, add its changes to the tests' closures.

import XCTest
import Foundation
import ReduxRuntime
import ReduxTesting
@testable import TeamChatKit

@MainActor
final class TeamChatTransitionTestsOfLoadRooms: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<TeamChatState, TeamChatAction>, TeamChatServiceMock, ReduxTesting.TestClock) {
        let service = TeamChatServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: TeamChatState(),
            reducer: TeamChatReducer.reduce,
            middlewares: [TeamChatLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: loadRooms

    func testLoadRoomsGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.loadRooms) {
            $0.loadRoomsStatus = .loading
        }
        service.loadRoomsAnswers.answer(.success([Room].testSample))
        await store.receive(.loadRoomsSuccess([Room].testSample)) {
            $0.loadRoomsStatus = .succeeded
            $0.rooms = [Room].testSample
        }
        await store.finish()
    }

    func testLoadRoomsGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.loadRooms) {
            $0.loadRoomsStatus = .loading
        }
        service.loadRoomsAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.loadRoomsFailure(ReduxRuntime.RequestError.testSample)) {
            $0.loadRoomsStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testLoadRoomsLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.loadRooms) {
            $0.loadRoomsStatus = .loading
        }
        await service.loadRoomsAnswers.waitForCalls(waiting: 1)
        await store.send(.loadRooms)
        await service.loadRoomsAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadRoomsAnswers.answer(.success([Room].testSample))
        await store.receive(.loadRoomsSuccess([Room].testSample)) {
            $0.loadRoomsStatus = .succeeded
            $0.rooms = [Room].testSample
        }
        await store.finish()
    }

    func testLoadRoomsPollsARoundAtOnceAndOnePerIntervalUntilStopped() async {
        let (store, service, clock) = makeStore()
        await store.send(.startPollingLoadRooms)
        await store.receive(.loadRooms) {
            $0.loadRoomsStatus = .loading
        }
        service.loadRoomsAnswers.answer(.success([Room].testSample))
        await store.receive(.loadRoomsSuccess([Room].testSample)) {
            $0.loadRoomsStatus = .succeeded
            $0.rooms = [Room].testSample
        }
        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(30)))
        await clock.advance(by: .seconds(30))
        await store.receive(.loadRooms) {
            $0.loadRoomsStatus = .loading
        }
        service.loadRoomsAnswers.answer(.success([Room].testSample))
        await store.receive(.loadRoomsSuccess([Room].testSample)) {
            $0.loadRoomsStatus = .succeeded
            $0.rooms = [Room].testSample
        }
        await store.send(.stopPollingLoadRooms)
        await store.finish()
    }
}
