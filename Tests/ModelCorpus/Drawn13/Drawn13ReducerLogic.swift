// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn13Reducer {
    /// Resets every status on `resetStatuses`, and adds and removes the children; the
    /// rest, as the skeleton does, changes nothing (so the transition tests pass as
    /// generated).
    static func reduceLogic(_ state: inout Drawn13State, _ action: Drawn13Action) {
        switch action {
        case .resetStatuses:
            state.saveStatus = .idle
            state.searchStatus = [:]
            state.uploadStatus = [:]
            state.syncStatus = .idle
        default:
            break
        }
    }
}
