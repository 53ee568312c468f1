// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn04PaneReducer: Drawn04PanePredicting {
    static func predictArchive(count: Int, ref: Int, in state: Drawn04PaneState) -> [Item]? {
        if count == 2 { return nil }
        return [Item(id: count, name: "p")]
    }
}
