// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn04Reducer: Drawn04Predicting {
    static func predictSync(count: Int, text: String, in state: Drawn04State) -> Item? {
        if count == 2 { return nil }
        return Item(id: count, name: "p")
    }
}
