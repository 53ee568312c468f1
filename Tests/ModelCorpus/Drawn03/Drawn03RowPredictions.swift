// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn03RowReducer: Drawn03RowPredicting {
    static func predictLookup(text: String, in state: Drawn03RowState) -> String? {
        return "p" + text
    }
}
