// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn14Reducer: Drawn14Predicting {
    static func predictSync(count: Int, ref: Int, in state: Drawn14State) -> Int? {
        if count == 2 { return nil }
        return 100 + count
    }
}
