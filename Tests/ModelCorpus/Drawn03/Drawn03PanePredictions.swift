// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn03PaneReducer: Drawn03PanePredicting {
    static func predictSync(in state: Drawn03PaneState) -> Item? {
        return Item(id: 9, name: "p")
    }
}
