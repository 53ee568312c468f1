// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn15Reducer {
    /// Resets every status on `resetStatuses`, and adds and removes the children; the
    /// rest, as the skeleton does, changes nothing (so the transition tests pass as
    /// generated).
    static func reduceLogic(_ state: inout Drawn15State, _ action: Drawn15Action) {
        switch action {
        case .resetStatuses:
            state.searchStatus = .idle
            state.sendStatus = .idle
            state.loadStatus = .idle
        default:
            break
        }
    }
}
