import TeamChatKit

/// A `TeamChatService` that answers from canned results and records its calls. A page in
/// `heldPages` waits at its gate until the test opens it.
actor FakeChatService: TeamChatService {
    /// The answer for each page; a page without one fails with `.server(code: 404)`.
    var pages: [Int: Result<[Message], ChatError>] = [:]
    /// The answer to every `sendMessage`: `nil` echoes the text as message 100 by "me".
    var sendFailure: (any Error)?
    /// The pages whose answers wait for `gates.open(page)`.
    var heldPages: Set<Int> = []
    /// Where held pages wait.
    let gates = Gates<Int>()
    /// The calls received, as `loadMessages(page: 1)`, `sendMessage(text: "hi")`.
    private(set) var calls: [String] = []

    init(pages: [Int: Result<[Message], ChatError>] = [:], heldPages: Set<Int> = [], sendFailure: (any Error)? = nil) {
        self.pages = pages
        self.heldPages = heldPages
        self.sendFailure = sendFailure
    }

    func loadMessages(page: Int) async throws(ChatError) -> [Message] {
        calls.append("loadMessages(page: \(page))")
        if heldPages.contains(page) { await gates.pass(page) }
        return try (pages[page] ?? .failure(.server(code: 404))).get()
    }

    func sendMessage(text: String) async throws -> Message {
        calls.append("sendMessage(text: \"\(text)\")")
        if let sendFailure { throw sendFailure }
        return Message(id: 100, author: "me", text: text, isRead: true)
    }
}

/// An error of the transport, as a real service might throw from `sendMessage`.
struct TransportError: Error, CustomStringConvertible {
    var description: String { "the connection was lost" }
}
