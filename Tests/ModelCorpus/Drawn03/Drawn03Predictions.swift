// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn03Reducer: Drawn03Predicting {
    static func predictSync(in state: Drawn03State) -> Item? {
        return Item(id: 9, name: "p")
    }
}
