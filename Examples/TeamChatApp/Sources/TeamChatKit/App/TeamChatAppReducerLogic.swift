// TeamChatAppReducerLogic.swift
// Written once by reduxgen from TeamChatApp.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import ReduxRuntime

extension TeamChatAppReducer {
    /// Reactions across features: `reduce(_:_:)` calls it for every action, after the
    /// action's feature has reduced its part of the state. Leave a case alone when no other
    /// feature cares.
    static func reduceLogic(_ state: inout TeamChatAppState, _ action: TeamChatAppAction) {
        switch action {
        case .chat(.sendMessage(let text)):
            // A message "/todo water the plants" also adds the to-do "water the plants".
            if let title = todoTitle(inCommand: text) {
                TodoReducer.reduce(&state.todos, .add(title: title))
            }
        case .chat:
            break  // The to-do list does not care about the chat's other actions.
        case .todos:
            break  // The chat does not care about the to-do list.
        }
    }

    /// The title of the to-do that a chat command `/todo TITLE` asks for, if `text` is one.
    static func todoTitle(inCommand text: String) -> String? {
        let command = "/todo "
        guard text.hasPrefix(command) else { return nil }
        return String(text.dropFirst(command.count))
    }
}
