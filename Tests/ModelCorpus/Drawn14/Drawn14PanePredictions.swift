// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn14PaneReducer: Drawn14PanePredicting {
    static func predictSend(ref: Int, count: Int, in state: Drawn14PaneState) -> Item? {
        if ref == 2 { return nil }
        return Item(id: ref, name: "p")
    }
}
