import Foundation
import ReduxRuntime

/// A preview of a mail as the server pushes it: its text is made on demand, so it is not
/// `Equatable` (Specs/Mailbox.yaml streams it with `equatable: false`).
struct Preview: Sendable {
    var mailID: Int
    var render: @Sendable () -> String
}

/// Where a search looks.
enum MailScope: Equatable, Sendable {
    case everywhere
    case subject
}
