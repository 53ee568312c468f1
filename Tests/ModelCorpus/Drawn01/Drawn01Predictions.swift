// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn01Reducer: Drawn01Predicting {
    static func predictSave(_ value: Int, in state: Drawn01State) -> Item? {
        if value == 2 { return nil }
        return Item(id: value, name: "p")
    }
}
