// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn15Reducer: Drawn15Predicting {
    static func predictPost(in state: Drawn15State) -> [Int]? {
        return [100]
    }
}
