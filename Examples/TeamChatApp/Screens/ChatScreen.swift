// A screen of an app target on Apple platforms, on the view models of TeamChatKit: it is not
// part of the package, which builds and tests on Linux, where SwiftUI does not exist. The
// README shows it.
import SwiftUI
import TeamChatKit

struct ChatScreen: View {
    @State var viewModel: TeamChatViewModel
    let room: Room
    @State private var thread: Message.ID?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            if viewModel.props.canLoadMore {
                Button("Older messages") { viewModel.send(.loadMessages(page: viewModel.props.nextPage)) }
            }
            ForEach(viewModel.props.rows) { row in
                Button { viewModel.send(.select(row.id)) } label: {
                    Text("\(row.author): \(row.text)").bold(row.isUnread)
                }
            }
            ForEach(viewModel.props.pendingTexts, id: \.self) { Text($0).foregroundStyle(.secondary) }
            ForEach(viewModel.props.failedTexts, id: \.self) { text in
                Button("\(text): not sent, tap to retry") { viewModel.send(.resendMessage(text: text)) }
            }
        }
        .searchable(text: $viewModel.query)   // each edit sends setQuery; the search follows
        .searchSuggestions {
            ForEach(viewModel.props.searchResults) { row in Text("\(row.author): \(row.text)") }
        }
        .overlay { if viewModel.props.isLoading { ProgressView() } }
        .safeAreaInset(edge: .top) {
            if let message = viewModel.props.errorMessage, let dismissError = viewModel.props.dismissError {
                HStack { Text(message); Button("OK") { viewModel.send(dismissError) } }
            }
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                TextField("Message", text: $viewModel.draft)   // each edit sends updateDraft
                Button("Send") { viewModel.send(.sendMessage(text: viewModel.draft)) }
                    .disabled(!viewModel.props.canSend)
            }
        }
        .navigationTitle(viewModel.props.title)
        .navigationDestination(item: $thread) { id in Text("Thread \(id)") }
        .refreshable {
            // The refresh control stays until the page is in, its retries included.
            await viewModel.send(.loadMessages(page: 1)).finish()
        }
        .task {
            viewModel.send(.enterRoom(id: room.id, name: room.name))
            viewModel.send(.startRoomUpdates(roomID: room.id))
            viewModel.send(.loadMessages(page: 1))
            for await route in viewModel.routes {
                switch route {
                case .openThread(let id): thread = id
                case .leaveRoom: dismiss()
                }
            }
        }
    }
}
