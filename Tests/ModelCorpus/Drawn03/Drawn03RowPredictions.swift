// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn03RowReducer: Drawn03RowPredicting {
    static func predictArchive(count: Int, text: String, in state: Drawn03RowState) -> String? {
        if count == 2 { return nil }
        return "p" + text
    }
}
