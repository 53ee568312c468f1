// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn10Reducer {
    /// Resets every status on `resetStatuses`, adds and removes the children, keeps
    /// the stream's elements and counts its failures; the rest, as the skeleton does,
    /// changes nothing (so the transition tests pass as generated).
    static func reduceLogic(_ state: inout Drawn10State, _ action: Drawn10Action) {
        switch action {
        case .resetStatuses:
            state.saveStatus = .idle
            state.syncStatus = [:]
            state.lookupStatus = [:]
            state.searchStatus = .idle
        case .openPane(let id):
            state.pane = Drawn10PaneState(id: id)
        case .closePane:
            state.pane = nil
        default:
            break
        }
    }
}
