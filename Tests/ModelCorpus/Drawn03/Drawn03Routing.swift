// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn03Routing {
    /// The route after each action the drawn routing has a rule for, over the state the
    /// action left; after the others the path stays.
    static func route(after action: Drawn03Action, state: Drawn03State) -> Drawn03Navigation {
        switch action {
        case .bump:
            return .setPath([.home, .item(ref: 1)])
        case .go:
            return .setPath([.home, .item(ref: 0)])
        default:
            return nil
        }
    }
}
