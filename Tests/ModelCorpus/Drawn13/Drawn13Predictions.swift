// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn13Reducer: Drawn13Predicting {
    static func predictLoad(_ value: Int, in state: Drawn13State) -> Int? {
        if value == 2 { return nil }
        return 100 + value
    }

    static func predictSync(in state: Drawn13State) -> [Item]? {
        return [Item(id: 9, name: "p")]
    }
}
