// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn04PaneReducer {
    /// Resets every status (and ends every loading flag) on `resetStatuses`, adds and
    /// removes the children, keeps the stream's elements and counts its failures; the
    /// rest, as the skeleton does, changes nothing (so the transition tests pass as
    /// generated).
    static func reduceLogic(_ state: inout Drawn04PaneState, _ action: Drawn04PaneAction) {
        switch action {
        case .resetStatuses:
            state.uploadStatus = .idle
            state.archiveStatus = .idle
        default:
            break
        }
    }
}
