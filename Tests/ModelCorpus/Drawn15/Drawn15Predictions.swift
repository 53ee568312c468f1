// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn15Reducer: Drawn15Predicting {
    static func predictPost(count: Int, ref: Int, in state: Drawn15State) -> [Item]? {
        if count == 2 { return nil }
        return [Item(id: count, name: "p")]
    }
}
