// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn12Reducer: Drawn12Predicting {
    static func predictRate(in state: Drawn12State) -> Item? {
        return Item(id: 9, name: "p")
    }
}
