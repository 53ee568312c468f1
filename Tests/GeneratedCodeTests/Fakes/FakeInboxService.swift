@testable import GoldenFeatures
import ReduxTestSupport

/// An `InboxService` whose calls wait until the test answers them (see `ControlledCalls`).
struct FakeInboxService: InboxService {
    /// The `loadConversations` calls, by folder.
    let conversationLoads = ControlledCalls<String, Result<[Conversation], Offline>>()
    /// The `loadMails` calls, by conversation.
    let mailLoads = ControlledCalls<Conversation.ID, Result<[Mail], Offline>>()
    /// The `send` calls, by text.
    let sends = ControlledCalls<String, Result<Mail, InboxError>>()
    /// The `rename` calls, by title.
    let renames = ControlledCalls<String, Result<String, Offline>>()
    /// The `rate` calls, by conversation.
    let ratings = ControlledCalls<Conversation.ID, Result<Int, Offline>>()
    /// The `archive` calls, by conversation.
    let archives = ControlledCalls<Conversation.ID, Result<Conversation, Offline>>()

    func loadConversations(folder: String) async throws -> [Conversation] { try await conversationLoads.call(folder).get() }
    func loadMails(conversation: Conversation.ID) async throws -> [Mail] { try await mailLoads.call(conversation).get() }
    func send(text: String) async throws(InboxError) -> Mail { try await sends.call(text).get() }
    func rename(title: String) async throws -> String { try await renames.call(title).get() }
    func rate(id: Conversation.ID, stars: Int) async throws -> Int { try await ratings.call(id).get() }
    func archive(id: Conversation.ID) async throws -> Conversation { try await archives.call(id).get() }
}

/// The error a fake Inbox call fails with where the spec names no failure type.
struct Offline: Error, Equatable {}
