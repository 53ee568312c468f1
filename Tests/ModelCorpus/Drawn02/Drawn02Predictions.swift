// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn02Reducer: Drawn02Predicting {
    static func predictSync(ref: Int, in state: Drawn02State) -> String? {
        if ref == 2 { return nil }
        return "p"
    }
}
