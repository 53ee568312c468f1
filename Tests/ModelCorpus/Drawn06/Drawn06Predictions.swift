// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn06Reducer: Drawn06Predicting {
    static func predictFetch(count: Int, in state: Drawn06State) -> Int? {
        if count == 2 { return nil }
        return 100 + count
    }
}
