// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn02Reducer: Drawn02Predicting {
    static func predictArchive(in state: Drawn02State) -> [Int]? {
        return [100]
    }

    static func predictSearch(ref: Int, count: Int, in state: Drawn02State) -> Int? {
        if ref == 2 { return nil }
        return 100 + ref
    }
}
