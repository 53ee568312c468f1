// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn01PaneReducer: Drawn01PanePredicting {
    static func predictArchive(in state: Drawn01PaneState) -> [Int]? {
        return [100]
    }
}
