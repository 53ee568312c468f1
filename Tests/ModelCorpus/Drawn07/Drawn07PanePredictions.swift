// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn07PaneReducer: Drawn07PanePredicting {
    static func predictLookup(count: Int, in state: Drawn07PaneState) -> [Item]? {
        if count == 2 { return nil }
        return [Item(id: count, name: "p")]
    }
}
