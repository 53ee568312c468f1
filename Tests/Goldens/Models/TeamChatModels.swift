// The app's own types that Specs/TeamChat.yaml names.

/// A chat message.
struct Message: Identifiable, Equatable, Sendable {
    var id: Int
    var text: String
}

/// Why a chat request failed.
enum ChatError: Error, Equatable, Sendable {
    case offline
    case server(code: Int)
}
