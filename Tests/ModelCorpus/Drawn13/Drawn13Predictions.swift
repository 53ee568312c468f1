// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn13Reducer: Drawn13Predicting {
    static func predictPost(count: Int, ref: Int, in state: Drawn13State) -> [Item]? {
        if count == 2 { return nil }
        return [Item(id: count, name: "p")]
    }
}
