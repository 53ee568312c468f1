// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn14RowReducer: Drawn14RowPredicting {
    static func predictLookup(in state: Drawn14RowState) -> [Item]? {
        return [Item(id: 9, name: "p")]
    }
}
