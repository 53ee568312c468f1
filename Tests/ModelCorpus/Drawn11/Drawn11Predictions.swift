// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn11Reducer: Drawn11Predicting {
    static func predictLookup(in state: Drawn11State) -> Int? {
        return 100
    }

    static func predictSearch(_ value: Int, in state: Drawn11State) -> [Int]? {
        if value == 2 { return nil }
        return [100 + value]
    }
}
