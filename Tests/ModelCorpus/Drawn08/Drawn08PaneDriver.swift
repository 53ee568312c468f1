// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn08Pane: every call waits on the board until the test answers it.
struct Drawn08PaneTestService: Drawn08PaneService {
    let board: CallBoard

    func post() async throws -> Item {
        let reply = await board.call("Drawn08Pane", "post", [])
        return try reply.value(Item.self)
    }

    func sync(ready: Bool) async throws(ModelFailure) -> [Item] {
        let reply = await board.call("Drawn08Pane", "sync", [ready.model])
        return try reply.value([Item].self)
    }
}

/// How the model test drives Drawn08Pane: the action of each event, the name of each action.
enum Drawn08PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn08PaneAction? {
        switch event {
        case .request("post", _):
            return .post
        case .dismiss("post", _):
            return .dismissPostError
        case .request("sync", _):
            return .sync
        case .startPolling("sync", _):
            return .startPollingSync
        case .stopPolling("sync", _):
            return .stopPollingSync
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
    static func name(of action: Drawn08PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn08PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "postItems = \(state.postItems.model)",
            "syncItems = \(state.syncItems.model)",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "postInFlight = \(state.postInFlight)",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
            "syncInFlight = \(state.syncInFlight)",
        ]
        return lines
    }
}
