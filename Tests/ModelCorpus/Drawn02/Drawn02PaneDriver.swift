// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn02Pane: every call waits on the board until the test answers it.
struct Drawn02PaneTestService: Drawn02PaneService {
    let board: CallBoard

    func load(text: String) async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn02Pane", "load", [text.model])
        return try reply.value([Item].self)
    }

    func send(count: Int, ready: Bool) async throws -> [Item] {
        let reply = await board.call("Drawn02Pane", "send", [count.model, ready.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn02Pane: the action of each event, the name of each action.
enum Drawn02PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn02PaneAction? {
        switch event {
        case .request("load", let values):
            return .load(text: String(model: values[0]))
        case .startPolling("load", let values):
            return .startPollingLoad(text: String(model: values[0]))
        case .stopPolling("load", _):
            return .stopPollingLoad
        case .request("send", let values):
            return .send(count: Int(model: values[0]))
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .nudge(let ref, let text):
            return .nudge(ref: Int(model: ref), text: String(model: text))
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn02PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn02PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "loadItems = \(state.loadItems.model)",
            "sendItems = \(state.sendItems.model)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "loadFailed = \(state.loadPredictions.failed.model)",
            "sendStatus = \(ObservedStatus.text(of: state.sendStatus))",
            "sendError = \(ObservedStatus.text(of: state.sendError))",
        ]
        return lines
    }
}
