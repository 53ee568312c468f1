// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn05Reducer: Drawn05Predicting {
    static func predictFetch(ref: Int, text: String, in state: Drawn05State) -> String? {
        if ref == 2 { return nil }
        return "p" + text
    }

    static func predictSave(_ value: Int, in state: Drawn05State) -> [Int]? {
        if value == 2 { return nil }
        return [100 + value]
    }

    static func predictSync(_ value: String, in state: Drawn05State) -> Item? {
        return Item(id: 9, name: "p")
    }
}
