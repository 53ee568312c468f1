// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn13Routing {
    /// The route after each action the drawn routing has a rule for, over the state the
    /// action left; after the others the path stays.
    static func route(after action: Drawn13Action, state: Drawn13State) -> Drawn13Navigation {
        switch action {
        case .go:
            return state.path.count > 1 ? .setPath(Array(state.path.dropLast())) : nil
        default:
            return nil
        }
    }
}
