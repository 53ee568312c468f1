// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn07Reducer: Drawn07Predicting {
    static func predictSave(count: Int, text: String, in state: Drawn07State) -> [Int]? {
        if count == 2 { return nil }
        return [100 + count]
    }

    static func predictUpload(in state: Drawn07State) -> Item? {
        return Item(id: 9, name: "p")
    }
}
