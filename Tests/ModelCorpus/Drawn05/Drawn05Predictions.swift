// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn05Reducer: Drawn05Predicting {
    static func predictLookup(_ value: Int, in state: Drawn05State) -> Item? {
        if value == 2 { return nil }
        return Item(id: value, name: "p")
    }
}
