// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn12Reducer: Drawn12Predicting {
    static func predictUpload(text: String, count: Int, in state: Drawn12State) -> Item? {
        if count == 2 { return nil }
        return Item(id: count, name: "p")
    }

    static func predictArchive(in state: Drawn12State) -> [Item]? {
        return [Item(id: 9, name: "p")]
    }
}
