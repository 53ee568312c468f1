// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn11RowReducer: Drawn11RowPredicting {
    static func predictSave(text: String, in state: Drawn11RowState) -> Item? {
        return Item(id: 9, name: "p")
    }
}
