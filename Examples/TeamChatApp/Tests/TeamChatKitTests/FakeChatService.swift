import Foundation
import TeamChatKit

/// A `TeamChatService` that answers from a script and records its calls, so that tests decide
/// what each call returns and when.
///
/// - `loadMessages`: each call of a page takes the next answer of `pages[page]` (the last one
///   repeats; none: `.server(code: 404)`). A page in `heldPages` waits at the gate
///   `"page N"` first.
/// - `sendMessage`: answers the text as a new message by "me" with the next id from 1000, or
///   `sendFailures[text]`, or, the first time the text is sent, `sendFailuresOnce[text]`. A
///   text in `heldTexts` waits at the gate `"send TEXT"` first.
/// - `roomUpdates`: the room's feed in `feeds`, which the test feeds.
/// - `connection`: what the test yields to `connectionStates.continuation`.
/// - `loadRooms`: each call takes the next list of `roomLists` (the last one repeats).
/// - `renameRoom`: succeeds, or fails with `renameFailure`.
/// - `search`: the messages of `searchable` whose text contains the query, ignoring case. A
///   query in `heldQueries` waits at the gate `"search QUERY"` first.
actor FakeChatService: TeamChatService {
    private var pages: [Int: [Result<[Message], ChatError>]]
    private let heldPages: Set<Int>
    private let heldTexts: Set<String>
    private let sendFailures: [String: ChatError]
    private var sendFailuresOnce: [String: ChatError]
    private var nextSentID = 1000
    private var roomLists: [[Room]]
    private let searchable: [Message]
    private let heldQueries: Set<String>
    private let renameFailure: ChatError?
    /// Where held calls wait.
    let gates = Gates<String>()
    /// The rooms' live feeds.
    nonisolated let feeds = RoomFeeds()
    /// The server's connection: what the test yields, `connection()` delivers.
    nonisolated let connectionStates = AsyncThrowingStream.makeStream(of: Bool.self)
    /// The calls received, in order, as `loadMessages(page: 1, roomID: general, pageSize: 3)`.
    private(set) var calls: [String] = []

    init(
        pages: [Int: [Result<[Message], ChatError>]] = [:],
        heldPages: Set<Int> = [],
        heldTexts: Set<String> = [],
        sendFailures: [String: ChatError] = [:],
        sendFailuresOnce: [String: ChatError] = [:],
        roomLists: [[Room]] = [[]],
        searchable: [Message] = [],
        heldQueries: Set<String> = [],
        renameFailure: ChatError? = nil
    ) {
        self.pages = pages
        self.heldPages = heldPages
        self.heldTexts = heldTexts
        self.sendFailures = sendFailures
        self.sendFailuresOnce = sendFailuresOnce
        self.roomLists = roomLists
        self.searchable = searchable
        self.heldQueries = heldQueries
        self.renameFailure = renameFailure
    }

    func loadMessages(page: Int, roomID: Room.ID, pageSize: Int) async throws(ChatError) -> [Message] {
        calls.append("loadMessages(page: \(page), roomID: \(roomID), pageSize: \(pageSize))")
        let answers = pages[page] ?? []
        let answer = answers.first ?? .failure(.server(code: 404))
        if answers.count > 1 { pages[page]?.removeFirst() }
        if heldPages.contains(page) { await gates.pass("page \(page)") }
        return try answer.get()
    }

    func sendMessage(text: String, roomID: Room.ID) async throws(ChatError) -> Message {
        calls.append("sendMessage(text: \(text), roomID: \(roomID))")
        if heldTexts.contains(text) { await gates.pass("send \(text)") }
        if let failure = sendFailures[text] { throw failure }
        if let failure = sendFailuresOnce.removeValue(forKey: text) { throw failure }
        nextSentID += 1
        return Message(id: nextSentID, author: "me", text: text, isRead: true)
    }

    func loadRooms() async throws -> [Room] {
        calls.append("loadRooms()")
        let rooms = roomLists.first ?? []
        if roomLists.count > 1 { roomLists.removeFirst() }
        return rooms
    }

    func renameRoom(name: String, roomID: Room.ID) async throws(ChatError) {
        calls.append("renameRoom(name: \(name), roomID: \(roomID))")
        if let renameFailure { throw renameFailure }
    }

    func search(roomID: Room.ID, query: String) async throws(ChatError) -> [Message] {
        calls.append("search(roomID: \(roomID), query: \(query))")
        if heldQueries.contains(query) { await gates.pass("search \(query)") }
        return searchable.filter { $0.text.localizedCaseInsensitiveContains(query) }
    }

    nonisolated func roomUpdates(roomID: Room.ID) -> AsyncThrowingStream<Message, any Error> {
        feeds.subscribe(roomID)
    }

    nonisolated func connection() -> AsyncThrowingStream<Bool, any Error> {
        connectionStates.stream
    }
}

/// The live feed of each room: what the server would push. A test yields messages and ends a
/// feed; each `subscribe` is counted. A feed is made at its first use by either side, so a
/// test may feed a room before its stream has subscribed (the stream buffers).
final class RoomFeeds: @unchecked Sendable {
    private struct Feed {
        let stream: AsyncThrowingStream<Message, any Error>
        let continuation: AsyncThrowingStream<Message, any Error>.Continuation
    }

    private let lock = NSLock()
    private var feeds: [Room.ID: Feed] = [:]
    private var subscriptionCounts: [Room.ID: Int] = [:]
    private var terminated: Set<Room.ID> = []

    /// How many times the stream of `roomID` was subscribed to.
    func subscriptions(to roomID: Room.ID) -> Int {
        lock.withLock { subscriptionCounts[roomID, default: 0] }
    }

    /// Whether the stream of `roomID` has ended: finished by the test, or cancelled by its
    /// subscriber.
    func isTerminated(_ roomID: Room.ID) -> Bool {
        lock.withLock { terminated.contains(roomID) }
    }

    /// Pushes `message` to the room's subscriber. Returns whether the stream took it.
    @discardableResult
    func push(_ message: Message, to roomID: Room.ID) -> Bool {
        if case .enqueued = feed(roomID).continuation.yield(message) { return true }
        return false
    }

    /// Ends the room's stream, with `error` if it is given.
    func finish(_ roomID: Room.ID, throwing error: ChatError? = nil) {
        feed(roomID).continuation.finish(throwing: error)
    }

    fileprivate func subscribe(_ roomID: Room.ID) -> AsyncThrowingStream<Message, any Error> {
        lock.withLock { subscriptionCounts[roomID, default: 0] += 1 }
        return feed(roomID).stream
    }

    private func feed(_ roomID: Room.ID) -> Feed {
        lock.withLock {
            if let feed = feeds[roomID] { return feed }
            let (stream, continuation) = AsyncThrowingStream.makeStream(of: Message.self)
            continuation.onTermination = { [weak self] _ in
                guard let self else { return }
                self.lock.withLock { _ = self.terminated.insert(roomID) }
            }
            let feed = Feed(stream: stream, continuation: continuation)
            feeds[roomID] = feed
            return feed
        }
    }
}
