// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn02Reducer: Drawn02Predicting {
    static func predictLoad(in state: Drawn02State) -> Item? {
        return Item(id: 9, name: "p")
    }

    static func predictRate(in state: Drawn02State) -> [Item]? {
        return [Item(id: 9, name: "p")]
    }
}
