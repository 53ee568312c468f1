import ReduxRuntime
import ReduxTesting
import TeamChatKit
import XCTest

/// `loadRooms` with `poll: 30`: `startPollingLoadRooms` loads the room list at once and again
/// every 30 seconds on the store's clock, until `stopPollingLoadRooms`. Each round is a
/// received action of a `TestStore`, asserted with its state change.
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
}
