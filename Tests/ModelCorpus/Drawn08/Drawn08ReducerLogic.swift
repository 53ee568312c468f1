// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn08Reducer {
    /// Resets every status on `resetStatuses`, and adds and removes the children; the
    /// rest, as the skeleton does, changes nothing (so the transition tests pass as
    /// generated).
    static func reduceLogic(_ state: inout Drawn08State, _ action: Drawn08Action) {
        switch action {
        case .resetStatuses:
            state.loadStatus = .idle
            state.uploadStatus = [:]
            state.sendStatus = .idle
            state.searchStatus = [:]
        case .openPane(let id):
            state.pane = Drawn08PaneState(id: id)
        case .closePane:
            state.pane = nil
        default:
            break
        }
    }
}
