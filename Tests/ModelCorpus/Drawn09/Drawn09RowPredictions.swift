// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn09RowReducer: Drawn09RowPredicting {
    static func predictLookup(in state: Drawn09RowState) -> Item? {
        return Item(id: 9, name: "p")
    }
}
