// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn01Reducer: Drawn01Predicting {
    static func predictSearch(in state: Drawn01State) -> String? {
        return "p"
    }
}
