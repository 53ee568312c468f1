// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn03Reducer: Drawn03Predicting {
    static func predictFetch(ref: Int, in state: Drawn03State) -> Item? {
        if ref == 2 { return nil }
        return Item(id: ref, name: "p")
    }

    static func predictRate(text: String, in state: Drawn03State) -> Item? {
        return Item(id: 9, name: "p")
    }
}
