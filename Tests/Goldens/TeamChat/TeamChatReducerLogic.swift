// TeamChatReducerLogic.swift
// Written once by reduxgen from TeamChat.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import Foundation
import ReduxRuntime

extension TeamChatReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of TeamChatReducer.swift; a success or failure action arrives here for
    /// every call that answers, with the call's arguments (a superseded or cancelled call
    /// answers nothing).
    static func reduceLogic(_ state: inout TeamChatState, _ action: TeamChatAction) {
        switch action {
        case .clearDraft:
            break  // TODO: apply `clearDraft` to the state.
        case .updateDraft(let payload):
            _ = payload  // TODO: apply `updateDraft` to the state.
        case .select(let payload):
            _ = payload  // TODO: apply `select` to the state.
        case .deleteMessage(let id):
            _ = id  // TODO: apply `deleteMessage` to the state.
        case .loadMessages, .loadMessagesSuccess, .loadMessagesFailure:
            break  // The generated reducer sets `loadMessagesStatus` and stores the success payload in `messages`.
        case .sendMessage, .sendMessageSuccess, .sendMessageFailure:
            break  // The generated reducer sets `sendMessageStatus`.
        }
    }
}
