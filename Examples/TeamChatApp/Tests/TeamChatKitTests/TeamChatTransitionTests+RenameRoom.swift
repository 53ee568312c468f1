// TeamChatTransitionTests+RenameRoom.swift
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
final class TeamChatTransitionTestsOfRenameRoom: XCTestCase {
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

    // MARK: renameRoom

    func testRenameRoomGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.renameRoom(name: String.testSample)) {
            $0.renameRoomStatus = .loading
        }
        service.renameRoomAnswers.answer(.success(()))
        await store.receive(.renameRoomSuccess(name: String.testSample, roomID: store.state.roomID)) {
            $0.renameRoomStatus = .succeeded
        }
        await store.receive(.loadRooms) {
            $0.loadRoomsStatus = .loading
        }
        service.loadRoomsAnswers.answer(.success([Room].testSample))
        await store.receive(.loadRoomsSuccess([Room].testSample)) {
            $0.loadRoomsStatus = .succeeded
            $0.rooms = [Room].testSample
        }
        await store.finish()
    }

    func testRenameRoomGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.renameRoom(name: String.testSample)) {
            $0.renameRoomStatus = .loading
        }
        service.renameRoomAnswers.answer(.failure(ChatError.testSample))
        await store.receive(.renameRoomFailure(name: String.testSample, roomID: store.state.roomID, ChatError.testSample)) {
            $0.renameRoomStatus = .failed(ChatError.testSample)
        }
        await store.finish()
    }

    func testRenameRoomLatestCallSupersedesTheOneInFlight() async {
        let (store, service, _) = makeStore()
        await store.send(.renameRoom(name: String.testSample)) {
            $0.renameRoomStatus = .loading
        }
        await service.renameRoomAnswers.waitForCalls(waiting: 1)
        await store.send(.renameRoom(name: String.testSample))
        await service.renameRoomAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.renameRoomAnswers.answer(.success(()))
        await store.receive(.renameRoomSuccess(name: String.testSample, roomID: store.state.roomID)) {
            $0.renameRoomStatus = .succeeded
        }
        await store.receive(.loadRooms) {
            $0.loadRoomsStatus = .loading
        }
        service.loadRoomsAnswers.answer(.success([Room].testSample))
        await store.receive(.loadRoomsSuccess([Room].testSample)) {
            $0.loadRoomsStatus = .succeeded
            $0.rooms = [Room].testSample
        }
        await store.finish()
    }
}
