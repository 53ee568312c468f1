// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn07Reducer {
    /// Resets every status (and ends every loading flag) on `resetStatuses`, adds and
    /// removes the children, keeps the stream's elements and counts its failures; the
    /// rest, as the skeleton does, changes nothing (so the transition tests pass as
    /// generated).
    static func reduceLogic(_ state: inout Drawn07State, _ action: Drawn07Action) {
        switch action {
        case .resetStatuses:
            state.loadStatus = .idle
            state.uploadStatus = [:]
            state.saveStatus = .idle
            state.saveIsLoading = false
        case .addRow(let id):
            if state.rows[id: id] == nil { state.rows.append(Drawn07RowState(id: id)) }
        case .removeRow(let id):
            _ = state.rows.remove(id: id)
        case .updatesReceived(let element):
            state.updatesItems.append(element)
        case .updatesFinished(let error):
            if error != nil { state.updatesFailures += 1 }
        default:
            break
        }
    }
}
