// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn10Reducer: Drawn10Predicting {
    static func predictSearch(in state: Drawn10State) -> [Int]? {
        return [100]
    }
}
