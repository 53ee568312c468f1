// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn12Reducer: Drawn12Predicting {
    static func predictUpload(_ value: String, in state: Drawn12State) -> [Int]? {
        return [100]
    }
}
