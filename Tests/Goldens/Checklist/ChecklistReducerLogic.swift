// ChecklistReducerLogic.swift
// Written once by reduxgen from Checklist.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import ReduxRuntime

extension ChecklistReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of ChecklistReducer.swift; a success or failure action arrives here for
    /// every call that answers, with the call's arguments (a superseded or cancelled call
    /// answers nothing).
    static func reduceLogic(_ state: inout ChecklistState, _ action: ChecklistAction) {
        switch action {
        case .addRow(let id, let text):
            _ = (id, text)  // TODO: apply `addRow` to the state.
        case .removeRow(let id):
            _ = id  // TODO: apply `removeRow` to the state.
        case .openEditor:
            break  // TODO: apply `openEditor` to the state.
        case .closeEditor:
            break  // TODO: apply `closeEditor` to the state.
        case .rows(let id, let action):
            _ = (id, action)  // TODO: how the feature reacts to its `rows` child's action, if at all (ChecklistRowReducer has reduced it).
        case .editor(let action):
            _ = action  // TODO: how the feature reacts to its `editor` child's action, if at all (ChecklistEditorReducer has reduced it).
        }
    }
}
