// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn11Reducer {
    /// Resets every status (and ends every loading flag) on `resetStatuses`, adds and
    /// removes the children, keeps the stream's elements and counts its failures; the
    /// rest, as the skeleton does, changes nothing (so the transition tests pass as
    /// generated).
    static func reduceLogic(_ state: inout Drawn11State, _ action: Drawn11Action) {
        switch action {
        case .resetStatuses:
            state.sendStatus = .idle
            state.sendIsLoading = false
            state.searchStatus = .idle
            state.postStatus = .idle
            state.saveStatus = .idle
        case .addRow(let id):
            if state.rows[id: id] == nil { state.rows.append(Drawn11RowState(id: id)) }
        case .removeRow(let id):
            _ = state.rows.remove(id: id)
        case .openPane(let id):
            state.pane = Drawn11PaneState(id: id)
        case .closePane:
            state.pane = nil
        default:
            break
        }
    }
}
