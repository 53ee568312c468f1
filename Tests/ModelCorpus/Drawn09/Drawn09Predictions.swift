// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn09Reducer: Drawn09Predicting {
    static func predictRate(in state: Drawn09State) -> [Item]? {
        return [Item(id: 9, name: "p")]
    }
}
