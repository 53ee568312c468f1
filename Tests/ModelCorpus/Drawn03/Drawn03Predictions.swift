// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn03Reducer: Drawn03Predicting {
    static func predictPost(in state: Drawn03State) -> Int? {
        return 100
    }

    static func predictSave(in state: Drawn03State) -> [Item]? {
        return [Item(id: 9, name: "p")]
    }
}
