// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn03Reducer: Drawn03Predicting {
    static func predictArchive(ref: Int, in state: Drawn03State) -> [Item]? {
        if ref == 2 { return nil }
        return [Item(id: ref, name: "p")]
    }
}
