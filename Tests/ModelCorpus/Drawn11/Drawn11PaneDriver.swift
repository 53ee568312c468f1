// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn11Pane: every call waits on the board until the test answers it.
struct Drawn11PaneTestService: Drawn11PaneService {
    let board: CallBoard

    func lookup(text: String, ref: Int) async throws -> Item {
        let reply = await board.call("Drawn11Pane", "lookup", [text.model, ref.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn11Pane: the action of each event, the name of each action.
enum Drawn11PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn11PaneAction? {
        switch event {
        case .request("lookup", let values):
            return .lookup(text: String(model: values[0]), ref: Int(model: values[1]))
        case .dismiss("lookup", _):
            return .dismissLookupError
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn11PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn11PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "lookupItems = \(state.lookupItems.model)",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
        ]
        return lines
    }
}
