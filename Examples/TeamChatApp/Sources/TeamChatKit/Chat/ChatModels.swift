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

/// Why a chat request or the room's stream failed: TeamChat.yaml's `failure` type, so the
/// service throws it (typed throws) and the state keeps it in the request's status.
///
/// It conforms to `TimeoutFailure`, so a call that runs past the spec's `timeout` fails with
/// `.timedOut(after:)`.
public enum ChatError: Error, Equatable, Sendable, TimeoutFailure, RetryableFailure {
    /// The device is offline.
    case offline
    /// The server answered with an error status.
    case server(code: Int)
    /// The room was closed or the user was removed from it.
    case roomClosed
    /// The call took longer than the spec's `timeout`.
    case timedOut(after: Duration)

    /// What the error banner says.
    public var message: String {
        switch self {
        case .offline: "You are offline."
        case .server(let code): "The server failed (\(code))."
        case .roomClosed: "This room was closed."
        case .timedOut: "The server is not answering."
        }
    }

    /// Whether loading again may work: offline, a server error (5xx) or a timeout may pass; a
    /// closed room or a refused request (4xx) would fail the same way.
    public var isRetryable: Bool {
        switch self {
        case .offline, .timedOut: true
        case .server(let code): code >= 500
        case .roomClosed: false
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
