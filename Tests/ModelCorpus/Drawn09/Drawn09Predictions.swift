// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn09Reducer: Drawn09Predicting {
    static func predictRate(_ value: String, in state: Drawn09State) -> String? {
        return "p" + value
    }
}
