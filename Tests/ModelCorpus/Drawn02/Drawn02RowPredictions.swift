// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn02RowReducer: Drawn02RowPredicting {
    static func predictUpload(in state: Drawn02RowState) -> Item? {
        return Item(id: 9, name: "p")
    }

    static func predictPost(in state: Drawn02RowState) -> Item? {
        return Item(id: 9, name: "p")
    }
}
