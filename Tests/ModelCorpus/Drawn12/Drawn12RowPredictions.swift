// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn12RowReducer: Drawn12RowPredicting {
    static func predictRate(_ value: Int, in state: Drawn12RowState) -> [Int]? {
        if value == 2 { return nil }
        return [100 + value]
    }
}
