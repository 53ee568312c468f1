// TasksRouting.swift
// Written once by reduxgen from Tasks.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import Foundation
import ReduxRuntime

extension TasksRouting {
    /// Where to send the user after `action`, given the state it produced: `.push(route)`,
    /// `.setPath(routes)` to replace the whole path, or `nil` to stay.
    static func route(after action: TasksAction, state: TasksState) -> TasksNavigation {
        switch action {
        case .select(let payload):
            _ = payload
            return nil  // TODO: the route after `select`, if any.
        case .openSettings:
            return nil  // TODO: the route after `openSettings`, if any.
        case .setShowsDone(let payload):
            _ = payload
            return nil  // TODO: the route after `setShowsDone`, if any.
        case .openTask, .openTaskSuccess, .openTaskFailure, .push, .pop, .popToRoot, .setPath, .present, .dismissPresented:
            return nil
        }
    }
}
