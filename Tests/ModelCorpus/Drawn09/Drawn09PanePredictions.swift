// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn09PaneReducer: Drawn09PanePredicting {
    static func predictSend(in state: Drawn09PaneState) -> [Item]? {
        return [Item(id: 9, name: "p")]
    }

    static func predictRate(in state: Drawn09PaneState) -> [Int]? {
        return [100]
    }
}
