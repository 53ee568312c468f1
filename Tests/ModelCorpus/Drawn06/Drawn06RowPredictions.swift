// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn06RowReducer: Drawn06RowPredicting {
    static func predictSend(in state: Drawn06RowState) -> Int? {
        return 100
    }
}
