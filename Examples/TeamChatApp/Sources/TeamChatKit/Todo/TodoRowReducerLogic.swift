// TodoRowReducerLogic.swift
// Written once by reduxgen from TodoRow.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import ReduxRuntime

extension TodoRowReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of TodoRowReducer.swift; success and failure actions arrive here only
    /// while their request is loading.
    static func reduceLogic(_ state: inout TodoRowState, _ action: TodoRowAction) {
        switch action {
        case .toggle:
            state.isDone.toggle()  // The loader then saves the row (`on: [toggle]`).
        case .saveRow, .saveRowSuccess, .saveRowFailure:
            break  // The generated reducer sets `saveRowStatus`.
        }
    }
}
