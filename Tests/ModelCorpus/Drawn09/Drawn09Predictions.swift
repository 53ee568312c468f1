// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn09Reducer: Drawn09Predicting {
    static func predictSave(count: Int, in state: Drawn09State) -> Item? {
        if count == 2 { return nil }
        return Item(id: count, name: "p")
    }

    static func predictLoad(_ value: Int, in state: Drawn09State) -> [Item]? {
        if value == 2 { return nil }
        return [Item(id: value, name: "p")]
    }
}
