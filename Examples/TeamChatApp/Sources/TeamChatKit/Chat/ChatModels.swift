import Foundation

/// A message of the chat. TeamChat.yaml names it; it is public because the feature is
/// generated with `access: public`.
public struct Message: Identifiable, Equatable, Sendable {
    /// The message's server id.
    public var id: Int
    /// The author's display name.
    public var author: String
    /// What the message says.
    public var text: String
    /// Whether the user has seen it.
    public var isRead: Bool

    /// Creates a message.
    public init(id: Int, author: String, text: String, isRead: Bool = false) {
        self.id = id
        self.author = author
        self.text = text
        self.isRead = isRead
    }
}

/// Why loading the messages failed: TeamChat.yaml's `failure` type of `loadMessages`, so the
/// service throws it (typed throws) and the state keeps it in `loadMessagesStatus`.
public enum ChatError: Error, Equatable, Sendable {
    /// The device is offline.
    case offline
    /// The server answered with an error status.
    case server(code: Int)
}
