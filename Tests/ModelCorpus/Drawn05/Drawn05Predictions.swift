// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn05Reducer: Drawn05Predicting {
    static func predictSearch(_ value: String, in state: Drawn05State) -> Item? {
        return Item(id: 9, name: "p")
    }

    static func predictPost(count: Int, in state: Drawn05State) -> Int? {
        if count == 2 { return nil }
        return 100 + count
    }
}
