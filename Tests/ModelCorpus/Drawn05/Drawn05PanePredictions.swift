// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn05PaneReducer: Drawn05PanePredicting {
    static func predictSave(count: Int, in state: Drawn05PaneState) -> Item? {
        if count == 2 { return nil }
        return Item(id: count, name: "p")
    }
}
