// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn05PaneReducer: Drawn05PanePredicting {
    static func predictPost(_ value: Int, in state: Drawn05PaneState) -> Int? {
        if value == 2 { return nil }
        return 100 + value
    }
}
