// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn13Reducer: Drawn13Predicting {
    static func predictSearch(text: String, in state: Drawn13State) -> Int? {
        return 100
    }

    static func predictUpload(text: String, in state: Drawn13State) -> Item? {
        return Item(id: 9, name: "p")
    }
}
