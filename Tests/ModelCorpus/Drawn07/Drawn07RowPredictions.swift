// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn07RowReducer: Drawn07RowPredicting {
    static func predictSync(ref: Int, count: Int, in state: Drawn07RowState) -> Item? {
        if ref == 2 { return nil }
        return Item(id: ref, name: "p")
    }

    static func predictSearch(ref: Int, count: Int, in state: Drawn07RowState) -> Int? {
        if ref == 2 { return nil }
        return 100 + ref
    }
}
