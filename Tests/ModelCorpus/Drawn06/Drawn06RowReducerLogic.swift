// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn06RowReducer {
    /// Resets every status (and ends every loading flag) on `resetStatuses`, adds and
    /// removes the children, keeps the stream's elements and counts its failures; the
    /// rest, as the skeleton does, changes nothing (so the transition tests pass as
    /// generated).
    static func reduceLogic(_ state: inout Drawn06RowState, _ action: Drawn06RowAction) {
        switch action {
        case .resetStatuses:
            state.lookupStatus = .idle
            state.lookupIsLoading = false
        default:
            break
        }
    }
}
