// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn05Reducer: Drawn05Predicting {
    static func predictSave(_ value: String, in state: Drawn05State) -> Int? {
        return 100
    }

    static func predictLookup(ref: Int, text: String, in state: Drawn05State) -> [Item]? {
        if ref == 2 { return nil }
        return [Item(id: ref, name: "p")]
    }

    static func predictSearch(in state: Drawn05State) -> Item? {
        return Item(id: 9, name: "p")
    }
}
