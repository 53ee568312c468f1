// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn14Reducer: Drawn14Predicting {
    static func predictArchive(_ value: Int, in state: Drawn14State) -> Int? {
        if value == 2 { return nil }
        return 100 + value
    }

    static func predictSend(in state: Drawn14State) -> [Int]? {
        return [100]
    }
}
