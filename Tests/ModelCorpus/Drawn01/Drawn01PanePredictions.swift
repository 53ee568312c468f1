// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn01PaneReducer: Drawn01PanePredicting {
    static func predictSubmit(count: Int, text: String, in state: Drawn01PaneState) -> [Int]? {
        if count == 2 { return nil }
        return [100 + count]
    }
}
