// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn12PaneReducer: Drawn12PanePredicting {
    static func predictLoad(text: String, in state: Drawn12PaneState) -> [Item]? {
        return [Item(id: 9, name: "p")]
    }
}
