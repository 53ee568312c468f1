// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn04Routing {
    /// The route after each action the drawn routing has a rule for, over the state the
    /// action left; after the others the path stays.
    static func route(after action: Drawn04Action, state: Drawn04State) -> Drawn04Navigation {
        switch action {
        case .go:
            return .push(.item(ref: state.path.count))
        default:
            return nil
        }
    }
}
