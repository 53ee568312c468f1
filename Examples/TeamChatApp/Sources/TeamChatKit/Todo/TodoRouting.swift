// TodoRouting.swift
// Written once by reduxgen from Todo.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import ReduxRuntime

extension TodoRouting {
    /// Where to send the user after `action`, given the state it produced; `nil` to stay.
    /// With `navigation: [stack, sheet]` the generated reducer pushes the route onto `path`.
    static func route(after action: TodoAction, state: TodoState) -> TodoRoute? {
        switch action {
        case .openItem(let id):
            // A row tapped: its detail, unless the to-do is gone (a stale tap, an old deep link).
            return state.rows.contains(id: id) ? .detail(id: id) : nil
        case .add, .setFilter, .clearCompleted, .rows:
            return nil
        case .fetchTodos, .fetchTodosSuccess, .fetchTodosFailure, .saveTodos, .saveTodosSuccess, .saveTodosFailure, .push, .pop, .popToRoot, .setPath, .present, .dismissPresented:
            return nil
        }
    }
}
