// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn13Reducer: Drawn13Predicting {
    static func predictLoad(in state: Drawn13State) -> [Int]? {
        return [100]
    }
}
