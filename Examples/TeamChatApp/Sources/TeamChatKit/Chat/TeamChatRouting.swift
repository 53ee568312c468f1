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
        case .select(let id):
            // The reducer logic selects only a message on screen: open its thread.
            return state.selectedID == id ? .openThread(id: id) : nil
        case .leave:
            return .leaveRoom
        case .roomUpdatesFinished(let roomID, let error):
            // The server closed the room on screen: nothing left to see here.
            return roomID == state.roomID && error == .roomClosed ? .leaveRoom : nil
        case .enterRoom, .updateDraft, .clearDraft, .deleteMessage, .resendMessage, .markAllRead:
            return nil
        case .loadMessages, .loadMessagesSuccess, .loadMessagesFailure, .sendMessage, .sendMessageSuccess, .sendMessageFailure, .cancelLoadMessages, .dismissLoadMessagesError, .dismissSendMessageError, .startRoomUpdates, .stopRoomUpdates, .roomUpdatesReceived, .restorePersisted,
            .loadRooms, .loadRoomsSuccess, .loadRoomsFailure, .startPollingLoadRooms, .stopPollingLoadRooms,
            .renameRoom, .renameRoomSuccess, .renameRoomFailure,
            .setQuery, .search, .searchSuccess, .searchFailure,
            .connect, .startConnection, .stopConnection, .connectionReceived, .connectionFinished:
            return nil
        }
    }
}
