// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn15Row: every call waits on the board until the test answers it.
struct Drawn15RowTestService: Drawn15RowService {
    let board: CallBoard

    func load(text: String, id: Int, query: String) async throws -> [Item] {
        let reply = await board.call("Drawn15Row", "load", [text.model, id.model, query.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn15Row: the action of each event, the name of each action.
enum Drawn15RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn15RowAction? {
        switch event {
        case .request("load", let values):
            return .load(text: String(model: values[0]))
        case .cancel("load", let key):
            return .cancelLoad(text: String(model: key!))
        case .dismiss("load", let key):
            return .dismissLoadError(text: String(model: key!))
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
    static func name(of action: Drawn15RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn15RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "loadItems = \(state.loadItems.model)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
        ]
        return lines
    }
}
