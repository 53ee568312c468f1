// TodoReducerLogic.swift
// Written once by reduxgen from Todo.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import ReduxRuntime

extension TodoReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of TodoReducer.swift; success and failure actions arrive here only
    /// while their request is loading.
    static func reduceLogic(_ state: inout TodoState, _ action: TodoAction) {
        switch action {
        case .add(let title):
            guard title.contains(where: { !$0.isWhitespace }) else { return }
            state.rows.append(TodoRowState(id: state.nextID, title: title))
            state.nextID += 1
        case .setFilter(let filter):
            state.filter = filter
        case .clearCompleted:
            state.rows.removeAll(where: \.isDone)
            state.closeDetailsOfRemovedItems()
        case .openItem:
            break  // TodoRouting pushes the to-do's detail.
        case .reminderTapped(let id):
            // The reminder's to-do comes first: the sheet over the list goes.
            if state.rows.contains(id: id) { state.presented = nil }
        case .signOut:
            // The signed-out account's to-dos leave the device, and the sheet over them goes.
            state.rows.removeAll()
            state.presented = nil
        case .fetchTodosSuccess(let items):
            // The fetched list becomes the rows, each a TodoRow of its own; new ids follow it.
            state.rows = IdentifiedArray(items.map(TodoRowState.init))
            state.nextID = (items.map(\.id).max() ?? 0) + 1
            state.closeDetailsOfRemovedItems()
        case .fetchTodos, .fetchTodosFailure:
            break  // The generated reducer sets `fetchTodosStatus`.
        case .saveTodos, .saveTodosSuccess, .saveTodosFailure:
            break  // The generated reducer sets `saveTodosStatus`.
        case .rows:
            break  // TodoRowReducer has reduced the row's own action (a toggle).
        case .push, .pop, .popToRoot, .setPath, .present, .dismissPresented:
            break  // The generated reducer keeps `path` and `presented`.
        }
    }
}

extension TodoState {
    /// Takes the details of to-dos that are no longer in the list off the screen: out of
    /// `path` (the screens above one go with it) and out of `presented`.
    mutating func closeDetailsOfRemovedItems() {
        func isGone(_ route: TodoRoute) -> Bool {
            if case .detail(let id) = route { !rows.contains(id: id) } else { false }
        }
        if let first = path.firstIndex(where: isGone) { path.removeSubrange(first...) }
        if let presented, isGone(presented) { self.presented = nil }
    }
}
