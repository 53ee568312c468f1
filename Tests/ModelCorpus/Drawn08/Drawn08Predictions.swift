// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn08Reducer: Drawn08Predicting {
    static func predictFetch(_ value: String, in state: Drawn08State) -> [Int]? {
        return [100]
    }

    static func predictSync(in state: Drawn08State) -> [Item]? {
        return [Item(id: 9, name: "p")]
    }
}
