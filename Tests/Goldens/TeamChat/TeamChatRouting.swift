// TeamChatRouting.swift
// Written once by reduxgen from TeamChat.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import Foundation
import ReduxRuntime

extension TeamChatRouting {
    /// Where to send the user after `action`, given the state it produced; `nil` to stay.
    static func route(after action: TeamChatAction, state: TeamChatState) -> TeamChatRoute? {
        switch action {
        case .clearDraft:
            return nil  // TODO: the route after `clearDraft`, if any.
        case .updateDraft(let payload):
            _ = payload
            return nil  // TODO: the route after `updateDraft`, if any.
        case .select(let payload):
            _ = payload
            return nil  // TODO: the route after `select`, if any.
        case .deleteMessage(let id):
            _ = id
            return nil  // TODO: the route after `deleteMessage`, if any.
        case .loadMessages, .loadMessagesSuccess, .loadMessagesFailure, .sendMessage, .sendMessageSuccess, .sendMessageFailure:
            return nil
        }
    }
}
