// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn01Reducer: Drawn01Predicting {
    static func predictSearch(in state: Drawn01State) -> [Int]? {
        return [100]
    }

    static func predictLoad(ref: Int, in state: Drawn01State) -> Item? {
        if ref == 2 { return nil }
        return Item(id: ref, name: "p")
    }
}
