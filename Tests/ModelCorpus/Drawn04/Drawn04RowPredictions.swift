// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn04RowReducer: Drawn04RowPredicting {
    static func predictSearch(in state: Drawn04RowState) -> Item? {
        return Item(id: 9, name: "p")
    }
}
