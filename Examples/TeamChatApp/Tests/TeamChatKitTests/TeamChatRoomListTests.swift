import ReduxRuntime
import ReduxTesting
import TeamChatKit
import XCTest

/// `loadRooms` with `poll: 30`: `startPollingLoadRooms` loads the room list at once and again
/// every 30 seconds on the store's clock, until `stopPollingLoadRooms`. Each round is a
/// received action of a `TestStore`, asserted with its state change. `renameRoom` with
/// `then: [loadRooms]`: the list is loaded again after each successful rename, and only then.
@MainActor
final class TeamChatRoomListTests: XCTestCase {
    private let general = Room(id: "general", name: "General")
    private let design = Room(id: "design", name: "Design")

    func testTheRoomListIsLoadedEveryThirtySecondsUntilPollingStops() async {
        let clock = TestClock()
        let service = FakeChatService(roomLists: [[general], [general, design]])
        let store = makeChatStore(service, clock: clock)

        await store.send(.startPollingLoadRooms)
        await store.receive(.loadRooms) { $0.loadRoomsStatus = .loading }  // a round at once
        await store.receive(.loadRoomsSuccess([general])) {
            $0.loadRoomsStatus = .succeeded
            $0.rooms = [self.general]
        }

        await clock.waitForSleeper(wakingAt: .zero.advanced(by: .seconds(30)))
        await clock.advance(by: .seconds(29))
        var calls = await service.calls
        XCTAssertEqual(calls, ["loadRooms()"], "a round ran before its interval")
        await clock.advance(by: .seconds(1))
        await store.receive(.loadRooms) { $0.loadRoomsStatus = .loading }
        await store.receive(.loadRoomsSuccess([general, design])) {  // a room opened meanwhile
            $0.loadRoomsStatus = .succeeded
            $0.rooms = [self.general, self.design]
        }

        await store.send(.stopPollingLoadRooms)
        await clock.advance(by: .seconds(300))
        await store.finish()  // fails if a round ran once polling was stopped
        calls = await service.calls
        XCTAssertEqual(calls, ["loadRooms()", "loadRooms()"])
    }

    func testASuccessfulRenameLoadsTheRoomListAgain() async {
        let lobby = Room(id: "general", name: "Lobby")
        let service = FakeChatService(roomLists: [[lobby]])
        let store = makeChatStore(service)

        await store.send(.renameRoom(name: "Lobby")) { $0.renameRoomStatus = .loading }
        await store.receive(.renameRoomSuccess(name: "Lobby", roomID: "general")) { $0.renameRoomStatus = .succeeded }
        await store.receive(.loadRooms) { $0.loadRoomsStatus = .loading }  // dispatched by the loader
        await store.receive(.loadRoomsSuccess([lobby])) {
            $0.loadRoomsStatus = .succeeded
            $0.rooms = [lobby]
        }
        await store.finish()
        let calls = await service.calls
        XCTAssertEqual(calls, ["renameRoom(name: Lobby, roomID: general)", "loadRooms()"])
    }

    func testAFailedRenameLoadsNothing() async {
        let service = FakeChatService(renameFailure: .offline)
        let store = makeChatStore(service)

        await store.send(.renameRoom(name: "Lobby")) { $0.renameRoomStatus = .loading }
        await store.receive(.renameRoomFailure(name: "Lobby", roomID: "general", .offline)) { $0.renameRoomStatus = .failed(.offline) }
        await store.finish()  // fails if the room list were loaded after the failure
        let calls = await service.calls
        XCTAssertEqual(calls, ["renameRoom(name: Lobby, roomID: general)"])
    }
}
