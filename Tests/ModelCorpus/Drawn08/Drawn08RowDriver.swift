// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn08Row: every call waits on the board until the test answers it.
struct Drawn08RowTestService: Drawn08RowService {
    let board: CallBoard

    func send(_ value: String, id: Int, query: String) async throws -> [Item] {
        let reply = await board.call("Drawn08Row", "send", [value.model, id.model, query.model])
        return try reply.value([Item].self)
    }

    func load(id: Int) async throws {
        let reply = await board.call("Drawn08Row", "load", [id.model])
        return try reply.void()
    }
}

/// How the model test drives Drawn08Row: the action of each event, the name of each action.
enum Drawn08RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn08RowAction? {
        switch event {
        case .request("send", let values):
            return .send(String(model: values[0]))
        case .cancel("send", _):
            return .cancelSend
        case .request("load", _):
            return .load
        case .dismiss("load", _):
            return .dismissLoadError
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .nudge(let ref, let text):
            return .nudge(ref: Int(model: ref), text: String(model: text))
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn08RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn08RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "sendValue = \(state.sendValue.model)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
        ]
        return lines
    }
}
