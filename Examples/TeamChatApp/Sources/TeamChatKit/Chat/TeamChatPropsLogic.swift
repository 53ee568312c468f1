// TeamChatPropsLogic.swift
// Written once by reduxgen from TeamChat.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// a prop, the compiler's "missing argument" error points here.

import Foundation
import ReduxRuntime

extension TeamChatProps {
    /// The props of `state`: what the view shows. A pure function; the view model calls it
    /// after each action and publishes the result when it changes. Public (the skeleton
    /// writes it internal) so that code outside the module can make the props of a state.
    public static func make(from state: TeamChatState) -> TeamChatProps {
        let isLoading = state.loadMessagesStatus.isLoading
        let error = shownError(of: state)
        let failedIDs = Set(state.sendMessagePredictions.failed.map(\.id))
        let sends = state.messages.filter(\.isPending)
        return TeamChatProps(
            title: state.roomName.isEmpty ? "Chat" : "#\(state.roomName)",
            rows: rows(of: state.messages.filter { !$0.isPending }, in: state),
            pendingTexts: sends.filter { !failedIDs.contains($0.id) }.map(\.text),
            failedTexts: sends.filter { failedIDs.contains($0.id) }.map(\.text),
            isLoading: isLoading,
            canLoadMore: state.hasMore && !isLoading,
            nextPage: state.nextPage,
            isLive: state.roomUpdatesActive.contains(state.roomID),
            canSend: !state.draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
            unreadBadge: state.unread > 0 ? String(state.unread) : nil,
            errorMessage: error?.message,
            dismissError: error?.dismiss,
            searchResults: rows(of: state.found, in: state),
            isSearching: state.isSearching
        )
    }

    /// The rows of `messages`, sorted by id.
    private static func rows(of messages: [Message], in state: TeamChatState) -> [MessageRow] {
        messages.sorted { $0.id < $1.id }.map { message in
            MessageRow(
                id: message.id,
                author: message.author,
                text: message.text,
                isUnread: !message.isRead,
                isSelected: message.id == state.selectedID
            )
        }
    }

    /// The error the banner shows, a failed load before a failed send, and the action that
    /// dismisses it. A failed load stays shown through the loads after it, until the user
    /// closes the banner.
    private static func shownError(of state: TeamChatState) -> (message: String, dismiss: TeamChatAction)? {
        if let failure = state.loadError {
            return (failure.message, .dismissLoadMessagesError)
        }
        if let failure = state.sendMessageStatus.failure {
            return ("Not sent: \(failure.message)", .dismissSendMessageError)
        }
        return nil
    }
}
