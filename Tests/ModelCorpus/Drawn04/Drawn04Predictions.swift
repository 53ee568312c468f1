// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn04Reducer: Drawn04Predicting {
    static func predictUpload(in state: Drawn04State) -> Item? {
        return Item(id: 9, name: "p")
    }

    static func predictLookup(text: String, in state: Drawn04State) -> [Item]? {
        return [Item(id: 9, name: "p")]
    }
}
