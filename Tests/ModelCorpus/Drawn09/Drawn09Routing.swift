// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn09Routing {
    /// The route after each action the drawn routing has a rule for, over the state the
    /// action left; after the others the path stays.
    static func route(after action: Drawn09Action, state: Drawn09State) -> Drawn09Navigation {
        switch action {
        case .go:
            return .setPath([.home, .item(ref: 1)])
        case .resetStatuses:
            return .push(.item(ref: state.path.count))
        default:
            return nil
        }
    }
}
