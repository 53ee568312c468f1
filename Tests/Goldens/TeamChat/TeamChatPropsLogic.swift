// TeamChatPropsLogic.swift
// Written once by reduxgen from TeamChat.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// a prop, the compiler's "missing argument" error points here.

import Foundation
import ReduxRuntime

extension TeamChatProps {
    /// The props of `state`: what the view shows. A pure function; the view model calls it
    /// after each action and publishes the result when it changes.
    static func make(from state: TeamChatState) -> TeamChatProps {
        TeamChatProps(
            title: "Chat",
            messages: state.messages,
            isSending: state.sendMessageStatus.isLoading,
            unreadBadge: state.unread > 0 ? String(state.unread) : nil
        )
    }
}
