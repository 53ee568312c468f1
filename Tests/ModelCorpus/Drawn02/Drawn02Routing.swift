// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn02Routing {
    /// The route after each action the drawn routing has a rule for, over the state the
    /// action left; after the others the path stays.
    static func route(after action: Drawn02Action, state: Drawn02State) -> Drawn02Navigation {
        switch action {
        case .bump:
            return .push(.item(ref: state.path.count))
        case .go:
            return .setPath([.home, .item(ref: 1)])
        case .resetStatuses:
            return .push(.home)
        default:
            return nil
        }
    }
}
