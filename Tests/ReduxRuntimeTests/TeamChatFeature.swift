import ReduxRuntime
import ReduxTestSupport

// A feature with props and routes, written by hand in the shape of the generated code:
// state, actions, reducer, props, routes, routing, loader.

struct TeamChatState: Equatable, Sendable {
    var messages: [String] = []
    var isLoadingMessages = false
    /// Not shown by the props: changing it leaves them equal.
    var draft = ""
}

enum TeamChatAction: Equatable, Sendable {
    case loadMessages
    case loadMessagesSuccess([String])
    case deleteMessage(index: Int)
    case setDraft(String)
    case openThread(index: Int)
    case close
}

enum TeamChatReducer: ReducerProtocol {
    static func reduce(_ state: inout TeamChatState, _ action: TeamChatAction) {
        switch action {
        case .loadMessages: state.isLoadingMessages = true
        case .loadMessagesSuccess(let messages):
            state.messages += messages
            state.isLoadingMessages = false
        case .deleteMessage(let index): state.messages.remove(at: index)
        case .setDraft(let draft): state.draft = draft
        case .openThread, .close: break
        }
    }
}

/// What the view shows (`<Feature>Props`).
struct TeamChatProps: Equatable, Sendable {
    var title: String
    var rows: [String]

    /// `<Feature>PropsLogic.swift`: the user's pure mapping.
    static func make(from state: TeamChatState) -> TeamChatProps {
        TeamChatProps(title: state.isLoadingMessages ? "Loading" : "Chat", rows: state.messages)
    }
}

/// Where the feature sends the user (`<Feature>Route`).
enum TeamChatRoute: Equatable, Sendable {
    case openThread(message: String)
    case close
}

/// `<Feature>Routing.swift`: the user's exhaustive switch.
enum TeamChatRouting {
    static func route(after action: TeamChatAction, state: TeamChatState) -> TeamChatRoute? {
        switch action {
        case .openThread(let index): state.messages.indices.contains(index) ? .openThread(message: state.messages[index]) : nil
        case .close: .close
        case .loadMessages, .loadMessagesSuccess, .deleteMessage, .setDraft: nil
        }
    }
}

/// The loader: `.loadMessages` calls `messages` (the service; the test answers).
func teamChatLoader(messages: ControlledCalls<Int, [String]>) -> Middleware<TeamChatState, TeamChatAction> {
    Middleware { context in
        let runner = RequestRunner(context: context)
        var page = 0
        return { action, next in
            next(action)
            if action == .loadMessages {
                page += 1
                let page = page
                runner.run(Request(id: "loadMessages", policy: .first) { .loadMessagesSuccess(await messages.call(page)) })
            }
        }
    }
}

// An app of one feature beside another, to run the view model on a scoped store.

struct MessengerState: Equatable, Sendable {
    var chat = TeamChatState()
    var cart = CartState()
}

enum MessengerAction: Equatable, Sendable {
    case chat(TeamChatAction)
    case cart(CartAction)

    static func chatAction(_ action: MessengerAction) -> TeamChatAction? {
        if case .chat(let action) = action { action } else { nil }
    }
}

enum MessengerReducer: ReducerProtocol {
    static func reduce(_ state: inout MessengerState, _ action: MessengerAction) {
        switch action {
        case .chat(let action): TeamChatReducer.reduce(&state.chat, action)
        case .cart(let action): CartReducer.reduce(&state.cart, action)
        }
    }
}
