// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn08Reducer {
    /// Resets every status on `resetStatuses`, and adds and removes the children; the
    /// rest, as the skeleton does, changes nothing (so the transition tests pass as
    /// generated).
    static func reduceLogic(_ state: inout Drawn08State, _ action: Drawn08Action) {
        switch action {
        case .resetStatuses:
            state.uploadStatus = .idle
            state.syncStatus = .idle
            state.rateStatus = .idle
            state.sendStatus = .idle
        case .addRow(let id):
            if state.rows[id: id] == nil { state.rows.append(Drawn08RowState(id: id)) }
        case .removeRow(let id):
            _ = state.rows.remove(id: id)
        default:
            break
        }
    }
}
