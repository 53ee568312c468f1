// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn05Reducer: Drawn05Predicting {
    static func predictRate(_ value: String, in state: Drawn05State) -> String? {
        return "p" + value
    }

    static func predictArchive(_ value: String, in state: Drawn05State) -> [Int]? {
        return [100]
    }
}
