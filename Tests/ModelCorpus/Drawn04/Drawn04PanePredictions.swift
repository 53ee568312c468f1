// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn04PaneReducer: Drawn04PanePredicting {
    static func predictSearch(in state: Drawn04PaneState) -> [Int]? {
        return [100]
    }
}
