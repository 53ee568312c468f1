// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn01Row: every call waits on the board until the test answers it.
struct Drawn01RowTestService: Drawn01RowService {
    let board: CallBoard

    func lookup(_ value: String, id: Int, page: Int) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn01Row", "lookup", [value.model, id.model, page.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn01Row: the action of each event, the name of each action.
enum Drawn01RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn01RowAction? {
        switch event {
        case .request("lookup", let values):
            return .lookup(String(model: values[0]))
        case .dismiss("lookup", _):
            return .dismissLookupError
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn01RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn01RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "lookupItems = \(state.lookupItems.model)",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
        ]
        return lines
    }
}
