// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn06PaneReducer: Drawn06PanePredicting {
    static func predictLookup(in state: Drawn06PaneState) -> [Item]? {
        return [Item(id: 9, name: "p")]
    }
}
