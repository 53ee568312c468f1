// TodoRouting.swift
// Written once by reduxgen from Todo.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import ReduxRuntime

extension TodoRouting {
    /// Where to send the user after `action`, given the state it produced: `.push(route)`,
    /// `.setPath(routes)` to replace the whole path, or `nil` to stay. With
    /// `navigation: [stack, sheet]` the generated reducer applies it to `path`.
    static func route(after action: TodoAction, state: TodoState) -> TodoNavigation {
        switch action {
        case .openItem(let id):
            // A row tapped: its detail, unless the to-do is gone (a stale tap, an old deep link).
            return state.rows.contains(id: id) ? .push(.detail(id: id)) : nil
        case .reminderTapped(let id):
            // A reminder opens its to-do's detail right above the list, whatever screens were
            // shown; a reminder of a to-do that is gone leaves them.
            return state.rows.contains(id: id) ? .setPath([.detail(id: id)]) : nil
        case .signOut:
            // Signed out: every screen of the account goes, and sign-in is all the stack shows.
            return .setPath([.signIn])
        case .add, .setFilter, .clearCompleted, .rows:
            return nil
        case .fetchTodos, .fetchTodosSuccess, .fetchTodosFailure, .saveTodos, .saveTodosSuccess, .saveTodosFailure, .push, .pop, .popToRoot, .setPath, .present, .dismissPresented:
            return nil
        }
    }
}
