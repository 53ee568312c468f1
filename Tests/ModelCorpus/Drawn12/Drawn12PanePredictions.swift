// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn12PaneReducer: Drawn12PanePredicting {
    static func predictRate(ref: Int, in state: Drawn12PaneState) -> Item? {
        if ref == 2 { return nil }
        return Item(id: ref, name: "p")
    }
}
