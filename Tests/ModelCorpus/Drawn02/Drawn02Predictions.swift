// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn02Reducer: Drawn02Predicting {
    static func predictFetch(text: String, ref: Int, in state: Drawn02State) -> [Int]? {
        if ref == 2 { return nil }
        return [100 + ref]
    }

    static func predictPost(ref: Int, in state: Drawn02State) -> String? {
        if ref == 2 { return nil }
        return "p"
    }
}
