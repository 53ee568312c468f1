// A screen of an app target on Apple platforms, on the view models of TeamChatKit: it is not
// part of the package, which builds and tests on Linux, where SwiftUI does not exist. The
// README shows it.
import SwiftUI
import TeamChatKit

struct RoomsScreen: View {
    @State var chat: TeamChatViewModel
    @State private var path: [Room.ID] = []
    let rooms: [Room]

    var body: some View {
        NavigationStack(path: $path) {
            List(rooms) { room in NavigationLink(room.name, value: room.id) }
                .navigationDestination(for: Room.ID.self) { id in
                    if let room = rooms.first(where: { $0.id == id }) { ChatScreen(viewModel: chat, room: room) }
                }
        }
        .onChange(of: path) { old, new in
            for id in old where !new.contains(id) {
                chat.send(.cancelLoadMessages)
                chat.send(.stopRoomUpdates(roomID: id))
            }
        }
    }
}
