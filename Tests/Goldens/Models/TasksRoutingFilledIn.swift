import Foundation

// TasksRouting.swift as a user fills it in: where the Tasks feature goes after an action,
// which the GoldenFeatures target compiles instead of the skeleton as generated (which routes
// nowhere, and which the tests of reduxgen compile on their own).

extension TasksRouting {
    /// Offline, opening a task pushes its detail at once, showing the task as it is (online,
    /// the row shows it loading first); nothing else goes anywhere.
    static func route(after action: TasksAction, state: TasksState) -> TasksRoute? {
        switch action {
        case .openTask(let id) where !state.isOnline:
            return .taskDetail(id: id)
        default:
            return nil
        }
    }
}
