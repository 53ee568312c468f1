// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn11Reducer: Drawn11Predicting {
    static func predictUpload(in state: Drawn11State) -> Item? {
        return Item(id: 9, name: "p")
    }
}
