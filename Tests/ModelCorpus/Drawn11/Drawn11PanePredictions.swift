// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn11PaneReducer: Drawn11PanePredicting {
    static func predictLookup(text: String, ref: Int, in state: Drawn11PaneState) -> Item? {
        if ref == 2 { return nil }
        return Item(id: ref, name: "p")
    }
}
