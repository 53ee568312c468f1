// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn03Row: every call waits on the board until the test answers it.
struct Drawn03RowTestService: Drawn03RowService {
    let board: CallBoard

    func load(id: Int, ready: Bool) async throws -> Item {
        let reply = await board.call("Drawn03Row", "load", [id.model, ready.model])
        return try reply.value(Item.self)
    }

    func send(ref: Int, count: Int, id: Int, query: String) async throws -> Item {
        let reply = await board.call("Drawn03Row", "send", [ref.model, count.model, id.model, query.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn03Row: the action of each event, the name of each action.
enum Drawn03RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn03RowAction? {
        switch event {
        case .request("load", _):
            return .load
        case .force("load", _):
            return .forceLoad
        case .dismiss("load", _):
            return .dismissLoadError
        case .request("send", let values):
            return .send(ref: Int(model: values[0]), count: Int(model: values[1]))
        case .cancel("send", _):
            return .cancelSend
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
    static func name(of action: Drawn03RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn03RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "sendItems = \(state.sendItems.model)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
        ]
        return lines
    }
}
