// WorkspaceReducerLogic.swift
// Written once by reduxgen from Workspace.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import ReduxRuntime

extension WorkspaceReducer {
    /// Reactions across features: `reduce(_:_:)` calls it for every action, after the
    /// action's feature has reduced its part of the state. Leave a case alone when no other
    /// feature cares.
    static func reduceLogic(_ state: inout WorkspaceState, _ action: WorkspaceAction) {
        switch action {
        case .checklist(let action):
            _ = action  // TODO: how the other features react to the `checklist` feature's actions, if at all.
        case .todos(let action):
            _ = action  // TODO: how the other features react to the `todos` feature's actions, if at all.
        }
    }
}
