// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn01RowReducer: Drawn01RowPredicting {
    static func predictRate(count: Int, in state: Drawn01RowState) -> Item? {
        if count == 2 { return nil }
        return Item(id: count, name: "p")
    }
}
