// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn04Reducer: Drawn04Predicting {
    static func predictLookup(in state: Drawn04State) -> [Int]? {
        return [100]
    }

    static func predictUpload(ref: Int, count: Int, in state: Drawn04State) -> [Item]? {
        if ref == 2 { return nil }
        return [Item(id: ref, name: "p")]
    }
}
