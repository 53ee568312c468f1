// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn10Reducer: Drawn10Predicting {
    static func predictLoad(count: Int, in state: Drawn10State) -> Item? {
        if count == 2 { return nil }
        return Item(id: count, name: "p")
    }
}
