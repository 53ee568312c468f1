// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn12PaneReducer: Drawn12PanePredicting {
    static func predictSearch(ref: Int, in state: Drawn12PaneState) -> Int? {
        if ref == 2 { return nil }
        return 100 + ref
    }
}
