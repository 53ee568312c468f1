// TasksReducerLogic.swift
// Written once by reduxgen from Tasks.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import Foundation
import ReduxRuntime

extension TasksReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of TasksReducer.swift; success and failure actions arrive here only
    /// while their request is loading.
    static func reduceLogic(_ state: inout TasksState, _ action: TasksAction) {
        switch action {
        case .select(let payload):
            _ = payload  // TODO: apply `select` to the state.
        case .openSettings:
            break  // TODO: apply `openSettings` to the state.
        case .setShowsDone(let payload):
            _ = payload  // TODO: apply `setShowsDone` to the state.
        case .push, .pop, .popToRoot, .setPath, .present, .dismissPresented:
            break  // The generated reducer keeps `path` and `presented`.
        }
    }
}
