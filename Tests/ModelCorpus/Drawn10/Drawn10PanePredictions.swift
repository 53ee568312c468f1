// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn10PaneReducer: Drawn10PanePredicting {
    static func predictSync(in state: Drawn10PaneState) -> Int? {
        return 100
    }
}
