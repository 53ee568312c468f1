// ChecklistRowReducerLogic.swift
// Written once by reduxgen from ChecklistRow.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import ReduxRuntime

extension ChecklistRowReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of ChecklistRowReducer.swift; success and failure actions arrive here only
    /// while their request is loading.
    static func reduceLogic(_ state: inout ChecklistRowState, _ action: ChecklistRowAction) {
        switch action {
        case .toggle:
            break  // TODO: apply `toggle` to the state.
        case .save, .saveSuccess, .saveFailure:
            break  // The generated reducer sets `saveStatus`.
        case .restorePersisted:
            break  // The generated reducer restores the persisted fields.
        }
    }
}
