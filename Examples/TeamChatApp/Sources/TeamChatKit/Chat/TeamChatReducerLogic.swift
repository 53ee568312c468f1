// TeamChatReducerLogic.swift
// Written once by reduxgen from TeamChat.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import Foundation
import ReduxRuntime

extension TeamChatReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of TeamChatReducer.swift; success and failure actions arrive here only
    /// while their request is loading.
    static func reduceLogic(_ state: inout TeamChatState, _ action: TeamChatAction) {
        switch action {
        case .updateDraft(let text):
            state.draft = text
        case .clearDraft:
            state.draft = ""
        case .select(let id):
            // Only a message on screen can be selected.
            if state.messages.contains(where: { $0.id == id }) { state.selectedID = id }
        case .deleteMessage(let id):
            state.messages.removeAll { $0.id == id }
            if state.selectedID == id { state.selectedID = nil }
            state.unread = unreadCount(of: state.messages)
        case .markAllRead:
            for index in state.messages.indices { state.messages[index].isRead = true }
            state.unread = 0
        case .loadMessagesSuccess:
            // The generated reducer has assigned the page to `messages`.
            state.unread = unreadCount(of: state.messages)
            if let id = state.selectedID, !state.messages.contains(where: { $0.id == id }) {
                state.selectedID = nil
            }
        case .sendMessageSuccess(let message):
            state.messages.append(message)
            state.draft = ""
        case .loadMessages, .loadMessagesFailure:
            break  // The generated reducer sets `loadMessagesStatus`; a failure keeps the messages shown.
        case .sendMessage, .sendMessageFailure:
            break  // The generated reducer sets `sendMessageStatus`; a failure keeps the draft to retry.
        }
    }

    /// How many of `messages` the user has not read.
    private static func unreadCount(of messages: [Message]) -> Int {
        messages.count { !$0.isRead }
    }
}
