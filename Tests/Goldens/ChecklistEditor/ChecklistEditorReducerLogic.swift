// ChecklistEditorReducerLogic.swift
// Written once by reduxgen from ChecklistEditor.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import ReduxRuntime

extension ChecklistEditorReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of ChecklistEditorReducer.swift; success and failure actions arrive here only
    /// while their request is loading.
    static func reduceLogic(_ state: inout ChecklistEditorState, _ action: ChecklistEditorAction) {
        switch action {
        case .setText(let payload):
            _ = payload  // TODO: apply `setText` to the state.
        case .suggest, .suggestSuccess, .suggestFailure:
            break  // The generated reducer sets `suggestStatus` and stores the success payload in `text`.
        }
    }
}
