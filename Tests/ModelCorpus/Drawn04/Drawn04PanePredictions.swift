// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn04PaneReducer: Drawn04PanePredicting {
    static func predictRate(in state: Drawn04PaneState) -> String? {
        return "p"
    }
}
