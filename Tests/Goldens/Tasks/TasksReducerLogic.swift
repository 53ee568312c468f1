// TasksReducerLogic.swift
// Written once by reduxgen from Tasks.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import Foundation
import ReduxRuntime

extension TasksReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of TasksReducer.swift; a success or failure action arrives here for
    /// every call that answers, with the call's arguments (a superseded or cancelled call
    /// answers nothing).
    static func reduceLogic(_ state: inout TasksState, _ action: TasksAction) {
        switch action {
        case .select(let payload):
            _ = payload  // TODO: apply `select` to the state.
        case .openSettings:
            break  // TODO: apply `openSettings` to the state.
        case .setShowsDone(let payload):
            _ = payload  // TODO: apply `setShowsDone` to the state.
        case .openTask, .openTaskSuccess, .openTaskFailure:
            break  // The generated reducer sets `openTaskStatus` and stores the success payload in `tasks`.
        case .push, .pop, .popToRoot, .setPath, .present, .dismissPresented:
            break  // The generated reducer keeps `path` and `presented`.
        }
    }
}
