// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn08Reducer: Drawn08Predicting {
    static func predictSearch(count: Int, in state: Drawn08State) -> Int? {
        if count == 2 { return nil }
        return 100 + count
    }
}
