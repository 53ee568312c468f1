// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn05Pane: every call waits on the board until the test answers it.
struct Drawn05PaneTestService: Drawn05PaneService {
    let board: CallBoard

    func fetch(_ value: Int, query: String) async throws {
        let reply = await board.call("Drawn05Pane", "fetch", [value.model, query.model])
        return try reply.void()
    }

    func send(ref: Int) async throws -> [Item] {
        let reply = await board.call("Drawn05Pane", "send", [ref.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn05Pane: the action of each event, the name of each action.
enum Drawn05PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn05PaneAction? {
        switch event {
        case .request("fetch", let values):
            return .fetch(Int(model: values[0]))
        case .request("send", let values):
            return .send(ref: Int(model: values[0]))
        case .force("send", let values):
            return .forceSend(ref: Int(model: values[0]))
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
    static func name(of action: Drawn05PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn05PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "sendItems = \(state.sendItems.model)",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "fetchError = \(ObservedStatus.text(of: state.fetchError))",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "sendError = \(ObservedStatus.text(of: state.sendError))",
        ]
        return lines
    }
}
