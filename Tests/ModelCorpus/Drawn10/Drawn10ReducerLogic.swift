// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn10Reducer {
    /// Resets every status (and ends every loading flag) on `resetStatuses`, adds and
    /// removes the children, keeps the stream's elements and counts its failures; the
    /// rest, as the skeleton does, changes nothing (so the transition tests pass as
    /// generated).
    static func reduceLogic(_ state: inout Drawn10State, _ action: Drawn10Action) {
        switch action {
        case .resetStatuses:
            state.lookupStatus = .idle
            state.lookupIsLoading = false
            state.submitStatus = .idle
            state.loadStatus = [:]
        case .addRow(let id):
            if state.rows[id: id] == nil { state.rows.append(Drawn10RowState(id: id)) }
        case .removeRow(let id):
            _ = state.rows.remove(id: id)
        default:
            break
        }
    }
}
