// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn02PaneReducer: Drawn02PanePredicting {
    static func predictArchive(text: String, in state: Drawn02PaneState) -> Int? {
        return 100
    }
}
