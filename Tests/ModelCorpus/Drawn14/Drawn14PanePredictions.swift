// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn14PaneReducer: Drawn14PanePredicting {
    static func predictSave(in state: Drawn14PaneState) -> [Int]? {
        return [100]
    }
}
