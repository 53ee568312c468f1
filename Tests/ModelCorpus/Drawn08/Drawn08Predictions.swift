// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn08Reducer: Drawn08Predicting {
    static func predictLoad(_ value: Int, in state: Drawn08State) -> [Int]? {
        if value == 2 { return nil }
        return [100 + value]
    }

    static func predictUpload(text: String, count: Int, in state: Drawn08State) -> Item? {
        if count == 2 { return nil }
        return Item(id: count, name: "p")
    }
}
