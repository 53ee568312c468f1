// TeamChatPredictions.swift
// Written once by reduxgen from TeamChat.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an optimistic request, the compiler's "does not conform" error points here.

import Foundation
import ReduxRuntime

extension TeamChatReducer: TeamChatPredicting {
    /// A sent text shows at once as the user's own message, pending (the props list it among
    /// the pending texts) until the server's message takes its place, or the send fails and
    /// it stays, marked failed (among the failed texts). A text sent again after its send
    /// failed is that message again: its row shows pending where it was, never twice.
    public static func predictSendMessage(text: String, in state: TeamChatState) -> Message? {
        state.sendMessagePredictions.failed.first { $0.text == text } ?? Message.pending(text, after: state.messages)
    }
}
