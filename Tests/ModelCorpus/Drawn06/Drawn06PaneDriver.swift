// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn06Pane: every call waits on the board until the test answers it.
struct Drawn06PaneTestService: Drawn06PaneService {
    let board: CallBoard

    func post() async throws {
        let reply = await board.call("Drawn06Pane", "post", [])
        return try reply.void()
    }

    func fetch(_ value: String, id: Int) async throws(ModelFailure) -> [Int] {
        let reply = await board.call("Drawn06Pane", "fetch", [value.model, id.model])
        return try reply.value([Int].self)
    }
}

/// How the model test drives Drawn06Pane: the action of each event, the name of each action.
enum Drawn06PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn06PaneAction? {
        switch event {
        case .request("post", _):
            return .post
        case .force("post", _):
            return .forcePost
        case .request("fetch", let values):
            return .fetch(String(model: values[0]))
        case .dismiss("fetch", _):
            return .dismissFetchError
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
    static func name(of action: Drawn06PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn06PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "fetchItems = \(state.fetchItems.model)",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "fetchInFlight = \(state.fetchInFlight)",
        ]
        return lines
    }
}
