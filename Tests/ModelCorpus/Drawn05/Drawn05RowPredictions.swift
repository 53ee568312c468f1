// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn05RowReducer: Drawn05RowPredicting {
    static func predictSave(in state: Drawn05RowState) -> Item? {
        return Item(id: 9, name: "p")
    }
}
