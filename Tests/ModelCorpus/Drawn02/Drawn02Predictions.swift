// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn02Reducer: Drawn02Predicting {
    static func predictSave(count: Int, text: String, in state: Drawn02State) -> Item? {
        if count == 2 { return nil }
        return Item(id: count, name: "p")
    }
}
