// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn14Reducer: Drawn14Predicting {
    static func predictRate(in state: Drawn14State) -> Item? {
        return Item(id: 9, name: "p")
    }

    static func predictFetch(count: Int, ref: Int, in state: Drawn14State) -> Int? {
        if count == 2 { return nil }
        return 100 + count
    }

    static func predictPost(in state: Drawn14State) -> [Item]? {
        return [Item(id: 9, name: "p")]
    }

    static func predictSave(in state: Drawn14State) -> [Item]? {
        return [Item(id: 9, name: "p")]
    }
}
