// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn08Reducer: Drawn08Predicting {
    static func predictUpload(count: Int, text: String, in state: Drawn08State) -> Item? {
        if count == 2 { return nil }
        return Item(id: count, name: "p")
    }

    static func predictLookup(in state: Drawn08State) -> Int? {
        return 100
    }
}
