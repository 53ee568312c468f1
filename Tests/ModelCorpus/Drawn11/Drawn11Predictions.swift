// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn11Reducer: Drawn11Predicting {
    static func predictSearch(count: Int, text: String, in state: Drawn11State) -> [Item]? {
        if count == 2 { return nil }
        return [Item(id: count, name: "p")]
    }
}
