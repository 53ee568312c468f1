// A hand-written miniature of what reduxgen generates for `Specs/TeamChat.yaml`, written in
// exactly the shape of /work/notes/generated-api.md, so that the runtime is checked to accept
// it (warning-free, Swift 6 mode, complete concurrency checking) and to run it correctly
// (GeneratedShapeTests). Keep it in sync with the contract, not with the templates.

import ReduxRuntime

// MARK: - The spec's own types (in scope for generated code)

struct Message: Identifiable, Equatable, Sendable {
    let id: Int
    var body: String
}

enum ChatError: Error, Equatable, Sendable {
    case offline
    case server(code: Int)
}

// MARK: - TeamChatState.swift

/// The state of the TeamChat feature.
struct TeamChatState: Equatable, Sendable {
    var messages: [Message]
    var draft: String
    var selectedID: Message.ID?
    var unread: Int
    /// The status of the `loadMessages` request.
    var loadMessagesStatus: RequestStatus<ChatError>
    /// The status of the `sendMessage` request.
    var sendMessageStatus: RequestStatus<RequestError>

    init(
        messages: [Message] = [], draft: String = "", selectedID: Message.ID? = nil, unread: Int,
        loadMessagesStatus: RequestStatus<ChatError> = .idle, sendMessageStatus: RequestStatus<RequestError> = .idle
    ) {
        self.messages = messages
        self.draft = draft
        self.selectedID = selectedID
        self.unread = unread
        self.loadMessagesStatus = loadMessagesStatus
        self.sendMessageStatus = sendMessageStatus
    }
}

// MARK: - TeamChatAction.swift

enum TeamChatAction: Equatable, Sendable {
    case clearDraft
    case select(Message.ID)
    case deleteMessage(id: Message.ID)
    case loadMessages(page: Int)
    case loadMessagesSuccess([Message])
    case loadMessagesFailure(ChatError)
    case sendMessage(text: String)
    case sendMessageSuccess(Message)
    case sendMessageFailure(RequestError)
}

// MARK: - TeamChatReducer.swift (generated)

enum TeamChatReducer {
    static func reduce(_ state: TeamChatState, _ action: TeamChatAction) -> TeamChatState {
        var state = state
        switch action {
        case .loadMessages:
            state.loadMessagesStatus = .loading
        case .loadMessagesSuccess(let payload):
            guard state.loadMessagesStatus.isLoading else { return state }
            state.loadMessagesStatus = .succeeded
            state.messages = payload
        case .loadMessagesFailure(let error):
            guard state.loadMessagesStatus.isLoading else { return state }
            state.loadMessagesStatus = .failed(error)
        case .sendMessage:
            state.sendMessageStatus = .loading
        case .sendMessageSuccess:
            guard state.sendMessageStatus.isLoading else { return state }
            state.sendMessageStatus = .succeeded
        case .sendMessageFailure(let error):
            guard state.sendMessageStatus.isLoading else { return state }
            state.sendMessageStatus = .failed(error)
        case .clearDraft, .select, .deleteMessage:
            break
        }
        reduceLogic(&state, action)
        return state
    }
}

// MARK: - TeamChatReducerLogic.swift (skeleton, user-owned)

extension TeamChatReducer {
    static func reduceLogic(_ state: inout TeamChatState, _ action: TeamChatAction) {
        switch action {
        case .clearDraft:
            state.draft = ""
        case .select(let id):
            state.selectedID = id
        case .deleteMessage(let id):
            state.messages.removeAll { $0.id == id }
        case .sendMessageSuccess(let message):
            state.messages.append(message)
        case .loadMessages, .loadMessagesSuccess, .loadMessagesFailure,
             .sendMessage, .sendMessageFailure:
            break
        }
    }
}

// MARK: - TeamChatLoader.swift

protocol TeamChatService: Sendable {
    func loadMessages(page: Int) async throws(ChatError) -> [Message]
    func sendMessage(text: String) async throws -> Message
}

struct TeamChatLoader<Service: TeamChatService>: Sendable {
    let service: Service

    init(service: Service) {
        self.service = service
    }

    /// The middleware to install in the store: on each request action it runs the request under its policy.
    var middleware: Middleware<TeamChatState, TeamChatAction> {
        Middleware { context in
            let requests = RequestRunner(context: context)
            return { action, next in
                next(action)
                if let request = self.request(for: action) { requests.run(request) }
            }
        }
    }

    /// The request that `action` starts, if any.
    func request(for action: TeamChatAction) -> Request<TeamChatAction>? {
        switch action {
        case .loadMessages(let page):
            return Request(id: "loadMessages", policy: .latest) { [self] in
                do throws(ChatError) {
                    return .loadMessagesSuccess(try await self.service.loadMessages(page: page))
                } catch {
                    return .loadMessagesFailure(error)
                }
            }
        case .sendMessage(let text):
            return Request(id: "sendMessage", policy: .first) { [self] in
                do {
                    return .sendMessageSuccess(try await self.service.sendMessage(text: text))
                } catch {
                    return .sendMessageFailure(RequestError(error))
                }
            }
        case .clearDraft, .select, .deleteMessage, .loadMessagesSuccess, .loadMessagesFailure,
             .sendMessageSuccess, .sendMessageFailure:
            return nil
        }
    }
}
