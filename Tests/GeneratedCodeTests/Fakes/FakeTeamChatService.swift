@testable import GoldenFeatures
import ReduxTestSupport

/// A `TeamChatService` whose calls wait until the test answers them (see `ControlledCalls`).
///
/// `loadMessages` has the spec's failure type, so it answers with a `Result` typed by
/// `ChatError`; `sendMessage` has none, so any error can be thrown from it.
struct FakeTeamChatService: TeamChatService {
    /// The `loadMessages` calls, keyed by page.
    let loads = ControlledCalls<Int, Result<[Message], ChatError>>()
    /// The `sendMessage` calls, keyed by text.
    let sends = ControlledCalls<String, Result<Message, any Error>>()

    func loadMessages(page: Int) async throws(ChatError) -> [Message] {
        try await loads.call(page).get()
    }

    func sendMessage(text: String) async throws -> Message {
        try await sends.call(text).get()
    }
}

/// An error with no failure type in the spec, to check that `RequestError` keeps its description.
struct Unreachable: Error, CustomStringConvertible {
    var description: String { "the server cannot be reached" }
}
