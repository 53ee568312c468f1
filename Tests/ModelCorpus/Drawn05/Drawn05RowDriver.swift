// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn05Row: every call waits on the board until the test answers it.
struct Drawn05RowTestService: Drawn05RowService {
    let board: CallBoard

    func save(id: Int) async throws -> Item {
        let reply = await board.call("Drawn05Row", "save", [id.model])
        return try reply.value(Item.self)
    }

    func send(count: Int, ref: Int, id: Int) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn05Row", "send", [count.model, ref.model, id.model])
        return try reply.value(Item.self)
    }
}

/// How the model test drives Drawn05Row: the action of each event, the name of each action.
enum Drawn05RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn05RowAction? {
        switch event {
        case .request("save", _):
            return .save
        case .cancel("save", _):
            return .cancelSave
        case .request("send", let values):
            return .send(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .cancel("send", let key):
            return .cancelSend(count: Int(model: key!))
        case .dismiss("send", let key):
            return .dismissSendError(count: Int(model: key!))
        case .startPolling("send", let values):
            return .startPollingSend(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .stopPolling("send", let key):
            return .stopPollingSend(count: Int(model: key!))
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
    static func name(of action: Drawn05RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn05RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "saveItems = \(state.saveItems.model)",
            "saveStatus = \(ObservedStatus.text(of: state.saveStatus))",
            "saveInFlight = \(state.saveInFlight)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
        ]
        return lines
    }
}
