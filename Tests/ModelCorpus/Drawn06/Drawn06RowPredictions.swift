// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn06RowReducer: Drawn06RowPredicting {
    static func predictLookup(text: String, in state: Drawn06RowState) -> [Item]? {
        return [Item(id: 9, name: "p")]
    }
}
