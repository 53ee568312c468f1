import Foundation
import ReduxRuntime

struct Conversation: Identifiable, Equatable, Sendable {
    var id: Int
    var subject: String
    var isArchived = false
}

struct Mail: Identifiable, Equatable, Sendable {
    var id: Int
    var text: String
    var isSent = true
}

enum InboxError: Error, Equatable {
    case offline
    case rejected
}
