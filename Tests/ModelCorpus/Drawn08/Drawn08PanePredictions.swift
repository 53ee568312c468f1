// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn08PaneReducer: Drawn08PanePredicting {
    static func predictPost(text: String, in state: Drawn08PaneState) -> Int? {
        return 100
    }
}
