// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn06Reducer: Drawn06Predicting {
    static func predictUpload(in state: Drawn06State) -> Item? {
        return Item(id: 9, name: "p")
    }

    static func predictFetch(in state: Drawn06State) -> String? {
        return "p"
    }
}
