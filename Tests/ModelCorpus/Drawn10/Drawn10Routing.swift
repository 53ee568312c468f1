// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn10Routing {
    /// The route after each action the drawn routing has a rule for, over the state the
    /// action left; after the others the path stays.
    static func route(after action: Drawn10Action, state: Drawn10State) -> Drawn10Navigation {
        switch action {
        case .go:
            return state.path.count > 1 ? .setPath(Array(state.path.dropLast())) : nil
        case .resetStatuses:
            return .push(.item(ref: state.path.count))
        default:
            return nil
        }
    }
}
