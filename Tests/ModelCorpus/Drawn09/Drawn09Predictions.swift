// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn09Reducer: Drawn09Predicting {
    static func predictUpload(ref: Int, text: String, in state: Drawn09State) -> [Item]? {
        if ref == 2 { return nil }
        return [Item(id: ref, name: "p")]
    }
}
