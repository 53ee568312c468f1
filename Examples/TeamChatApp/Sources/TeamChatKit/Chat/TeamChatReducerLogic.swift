// TeamChatReducerLogic.swift
// Written once by reduxgen from TeamChat.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import Foundation
import ReduxRuntime

extension TeamChatReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of TeamChatReducer.swift; a success or failure action arrives here for
    /// every call that answers, with the call's arguments.
    static func reduceLogic(_ state: inout TeamChatState, _ action: TeamChatAction) {
        switch action {
        case .enterRoom(let id, let name):
            state.roomName = name
            guard id != state.roomID else { return }
            // Another room: nothing of the last one stays on screen.
            state.roomID = id
            state.messages = []
            state.loadingPage = 0
            state.nextPage = 1
            state.hasMore = true
            state.selectedID = nil
            state.unread = 0
            state.query = ""
            state.found = []
            state.loadError = nil
        case .leave:
            break  // TeamChatRouting sends the user away; the screen stops its stream as it goes.
        case .updateDraft:
            break  // the draft's setter (bindings:): the generated reducer has assigned it
        case .clearDraft:
            state.draft = ""
        case .select(let id):
            // A picked message (a search result) stops the search's spinner: the user has what
            // they looked for. The search in flight still answers and updates the results.
            state.isSearching = false
            // Only a message on screen can be selected.
            if state.messages.contains(where: { $0.id == id }) { state.selectedID = id }
        case .deleteMessage(let id):
            state.messages.removeAll { $0.id == id }
            state.sendMessagePredictions.forgetFailed { $0.id == id }  // a failed send the user discarded
            if state.selectedID == id { state.selectedID = nil }
            state.unread = unreadCount(of: state.messages)
        case .markAllRead:
            for index in state.messages.indices { state.messages[index].isRead = true }
            state.unread = 0
        case .loadMessages(let page):
            state.loadingPage = page  // The page in flight, until its answer.
        case .loadMessagesSuccess(let page, let roomID, let pageSize, let messages):
            // A page for the room on screen, which the generated reducer has appended (an
            // answer read for another room or page size is not shown).
            guard roomID == state.roomID, pageSize == state.pageSize else { return }
            receive(messages, of: page, into: &state)
        case .loadMessagesFailure, .cancelLoadMessages:
            state.loadingPage = 0  // The generated reducer has set the status; the messages stay.
        case .dismissLoadMessagesError:
            break  // The generated reducer has made the failed status idle, and cleared loadError.
        case .sendMessage(let text):
            // The generated reducer has shown the message (TeamChatPredictions.swift), pending.
            if state.draft == text { state.draft = "" }
        case .sendMessageSuccess:
            // The generated reducer has put the server's message where the pending one was.
            perform(.playSentSound)
        case .sendMessageFailure:
            // The generated reducer has kept the message, marked failed
            // (`sendMessagePredictions.failed`): its row offers to send it again.
            break
        case .resendMessage:
            // The loader sends the text again (`on:`); the generated reducer then shows the
            // failed message again, pending, where it was.
            break
        case .dismissSendMessageError:
            break  // The generated reducer has made the failed status idle (or loading, while sends run).
        case .loadRooms, .loadRoomsSuccess, .loadRoomsFailure, .startPollingLoadRooms, .stopPollingLoadRooms:
            break  // The generated reducer sets `loadRoomsStatus` and stores the rooms; the loader polls.
        case .renameRoom, .renameRoomSuccess, .renameRoomFailure:
            break  // The generated reducer sets `renameRoomStatus`; the room list loaded after a success has the new name.
        case .connect, .startConnection, .stopConnection, .connectionFinished:
            break  // The loader starts the connection after connect; the generated reducer keeps `connectionActive`.
        case .connectionReceived(let isUp):
            state.isConnected = isUp
        case .startRoomUpdates, .stopRoomUpdates, .roomUpdatesFinished:
            break  // The generated reducer keeps `roomUpdatesActive`.
        case .restorePersisted:
            break  // The generated reducer has put back the draft saved before the app quit.
        case .setQuery(let query):
            // The generated reducer has set the query, and the loader starts the search after
            // it (an empty query skips it, and cancels the search in flight): an emptied field
            // shows no results.
            if query.isEmpty { state.found = [] }
        case .search, .searchSuccess, .searchFailure:
            break  // The generated reducer sets `searchStatus` and stores the results of the query shown.
        case .roomUpdatesReceived(let roomID, let message):
            // A new or edited message of the room on screen: in place if it is shown, else added.
            guard roomID == state.roomID else { return }
            state.messages.upsert(message)
            state.unread = unreadCount(of: state.messages)
        }
    }

    /// Applies `messages`, the page `page` that `into: { mode: append }` has appended to
    /// `state.messages`. Page 1, the newest, is a fresh start: it replaces the messages shown
    /// before it, except those that arrived live and are newer than it.
    private static func receive(_ messages: [Message], of page: Int, into state: inout TeamChatState) {
        if page == 1 {
            let newest = messages.map(\.id).max() ?? .min
            let newerLive = state.messages.dropLast(messages.count).filter { $0.id > newest }
            state.messages = messages
            state.messages.upsert(contentsOf: newerLive)
        }
        state.nextPage = page + 1
        state.hasMore = messages.count >= state.pageSize
        state.loadingPage = 0
        state.unread = unreadCount(of: state.messages)
        if let id = state.selectedID, !state.messages.contains(where: { $0.id == id }) {
            state.selectedID = nil
        }
    }

    /// How many of `messages` the user has not read.
    private static func unreadCount(of messages: [Message]) -> Int {
        messages.count { !$0.isRead }
    }
}
