// ChecklistEditorReducerLogic.swift
// Written once by reduxgen from ChecklistEditor.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import ReduxRuntime

extension ChecklistEditorReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of ChecklistEditorReducer.swift; a success or failure action arrives here for
    /// every call that answers, with the call's arguments (a superseded or cancelled call
    /// answers nothing).
    static func reduceLogic(_ state: inout ChecklistEditorState, _ action: ChecklistEditorAction) {
        switch action {
        case .setText(let payload):
            _ = payload  // TODO: apply `setText` to the state.
        case .suggest, .suggestSuccess, .suggestFailure:
            break  // The generated reducer sets `suggestStatus` and stores the success payload in `text`.
        }
    }
}
