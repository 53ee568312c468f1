// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn05RowReducer: Drawn05RowPredicting {
    static func predictFetch(in state: Drawn05RowState) -> Item? {
        return Item(id: 9, name: "p")
    }

    static func predictLoad(ref: Int, count: Int, in state: Drawn05RowState) -> [Item]? {
        if ref == 2 { return nil }
        return [Item(id: ref, name: "p")]
    }
}
