// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn04Reducer: Drawn04Predicting {
    static func predictSearch(in state: Drawn04State) -> Int? {
        return 100
    }
}
