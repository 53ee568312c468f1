// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn02PaneReducer: Drawn02PanePredicting {
    static func predictLoad(text: String, in state: Drawn02PaneState) -> [Item]? {
        return [Item(id: 9, name: "p")]
    }
}
