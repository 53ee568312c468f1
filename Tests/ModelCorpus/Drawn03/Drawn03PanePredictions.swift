// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn03PaneReducer: Drawn03PanePredicting {
    static func predictUpload(count: Int, in state: Drawn03PaneState) -> Int? {
        if count == 2 { return nil }
        return 100 + count
    }
}
