import Foundation

// TasksRouting.swift as a user fills it in: where the Tasks feature goes after an action,
// which the GoldenFeatures target compiles instead of the skeleton as generated (which routes
// nowhere, and which the tests of reduxgen compile on their own).

extension TasksRouting {
    /// Offline, opening a task pushes its detail at once, showing the task as it is (online,
    /// the row shows it loading first); hiding the done tasks closes their details, and the
    /// screens above them; nothing else goes anywhere.
    static func route(after action: TasksAction, state: TasksState) -> TasksNavigation {
        switch action {
        case .openTask(let id) where !state.isOnline:
            return .push(.taskDetail(id: id))
        case .setShowsDone(false):
            let done = Set(state.tasks.filter(\.isDone).map(\.id))
            let shown = state.path.prefix { route in
                if case .taskDetail(let id) = route { !done.contains(id) } else { true }
            }
            return .setPath(Array(shown))
        default:
            return nil
        }
    }
}
