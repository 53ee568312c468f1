// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn07Reducer: Drawn07Predicting {
    static func predictArchive(_ value: Int, in state: Drawn07State) -> String? {
        if value == 2 { return nil }
        return "p"
    }

    static func predictRate(in state: Drawn07State) -> Item? {
        return Item(id: 9, name: "p")
    }
}
