import Foundation
import ReduxRuntime

/// A chat room. TeamChat.yaml names its `ID`.
public struct Room: Identifiable, Equatable, Sendable {
    /// The room's server id, e.g. `"general"`.
    public var id: String
    /// The room's display name.
    public var name: String

    /// Creates a room.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// A message of the chat. TeamChat.yaml names it; it is public because the feature is
/// generated with `access: public`.
public struct Message: Identifiable, Equatable, Sendable {
    /// The message's server id; later messages have greater ids.
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

extension Message {
    /// The ids of sent messages the server has not answered yet: above any id it gives.
    public static let pendingIDs = (Int.max - 1_000_000)...Int.max

    /// Whether the message is one the user sent and the server has not answered yet.
    public var isPending: Bool { Self.pendingIDs.contains(id) }

    /// `text` as the user's own message, shown until the server's message replaces it: with
    /// the pending id after those of `messages`, so that it sorts after them.
    public static func pending(_ text: String, after messages: [Message]) -> Message {
        let last = messages.lazy.map(\.id).filter { pendingIDs.contains($0) }.max() ?? pendingIDs.lowerBound - 1
        return Message(id: last + 1, author: "me", text: text, isRead: true)
    }
}

/// Why a chat request or the room's stream failed: TeamChat.yaml's `failure` type, so the
/// service throws it (typed throws) and the state keeps it in the request's status.
///
/// It conforms to `TimeoutFailure`, so a call that runs past the spec's `timeout` fails with
/// `.timedOut(after:)`, and to `StreamFailure`, so the room's updates that end with an error
/// of another type (the network's, say) end with `.unexpected(_:)`.
public enum ChatError: Error, Equatable, Sendable, TimeoutFailure, RetryableFailure, StreamFailure {
    /// The device is offline.
    case offline
    /// The server answered with an error status.
    case server(code: Int)
    /// The room was closed or the user was removed from it.
    case roomClosed
    /// The call took longer than the spec's `timeout`.
    case timedOut(after: Duration)
    /// The room's updates ended with an error of another type.
    case unexpected(RequestError)

    /// What the error banner says.
    public var message: String {
        switch self {
        case .offline: "You are offline."
        case .server(let code): "The server failed (\(code))."
        case .roomClosed: "This room was closed."
        case .timedOut: "The server is not answering."
        case .unexpected(let error): error.message
        }
    }

    /// Whether loading again may work: offline, a server error (5xx) or a timeout may pass; a
    /// closed room or a refused request (4xx) would fail the same way.
    public var isRetryable: Bool {
        switch self {
        case .offline, .timedOut: true
        case .server(let code): code >= 500
        case .roomClosed: false
        case .unexpected(let error): error.isRetryable
        }
    }
}

/// A row of the chat's list: what the view shows of a message.
public struct MessageRow: Identifiable, Equatable, Sendable {
    /// The message's id.
    public var id: Message.ID
    /// The author's display name.
    public var author: String
    /// What the message says.
    public var text: String
    /// Whether the row is shown as unread.
    public var isUnread: Bool
    /// Whether the row is the selected one.
    public var isSelected: Bool

    /// Creates a row.
    public init(id: Message.ID, author: String, text: String, isUnread: Bool, isSelected: Bool) {
        self.id = id
        self.author = author
        self.text = text
        self.isUnread = isUnread
        self.isSelected = isSelected
    }
}
