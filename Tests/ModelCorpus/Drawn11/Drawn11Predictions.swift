// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn11Reducer: Drawn11Predicting {
    static func predictSearch(text: String, count: Int, in state: Drawn11State) -> Int? {
        if count == 2 { return nil }
        return 100 + count
    }
}
