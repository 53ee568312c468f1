// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn07PaneReducer: Drawn07PanePredicting {
    static func predictRate(in state: Drawn07PaneState) -> Item? {
        return Item(id: 9, name: "p")
    }
}
