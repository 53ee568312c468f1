// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime

extension Drawn08Routing {
    /// The route after each action the drawn routing has a rule for, over the state the
    /// action left; after the others the path stays.
    static func route(after action: Drawn08Action, state: Drawn08State) -> Drawn08Navigation {
        switch action {
        case .go:
            return .setPath([.home, .item(ref: 0)])
        case .poke:
            return .push(.home)
        default:
            return nil
        }
    }
}
