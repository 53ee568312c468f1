// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn10Reducer: Drawn10Predicting {
    static func predictSync(_ value: String, in state: Drawn10State) -> [Item]? {
        return [Item(id: 9, name: "p")]
    }

    static func predictPost(in state: Drawn10State) -> [Item]? {
        return [Item(id: 9, name: "p")]
    }
}
