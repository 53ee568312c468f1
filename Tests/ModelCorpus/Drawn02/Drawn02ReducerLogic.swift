// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn02Reducer {
    /// Resets every status (and ends every loading flag) on `resetStatuses`, adds and
    /// removes the children, keeps the stream's elements and counts its failures; the
    /// rest, as the skeleton does, changes nothing (so the transition tests pass as
    /// generated).
    static func reduceLogic(_ state: inout Drawn02State, _ action: Drawn02Action) {
        switch action {
        case .resetStatuses:
            state.archiveStatus = .idle
            state.searchStatus = .idle
            state.lookupStatus = [:]
        case .addRow(let id):
            if state.rows[id: id] == nil { state.rows.append(Drawn02RowState(id: id)) }
        case .removeRow(let id):
            _ = state.rows.remove(id: id)
        case .openPane(let id):
            state.pane = Drawn02PaneState(id: id)
        case .closePane:
            state.pane = nil
        default:
            break
        }
    }
}
