// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn06Reducer: Drawn06Predicting {
    static func predictLookup(_ value: Int, in state: Drawn06State) -> [Int]? {
        if value == 2 { return nil }
        return [100 + value]
    }
}
