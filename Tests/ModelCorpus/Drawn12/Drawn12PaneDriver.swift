// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn12Pane: every call waits on the board until the test answers it.
struct Drawn12PaneTestService: Drawn12PaneService {
    let board: CallBoard

    func load(text: String) async throws -> [Item] {
        let reply = await board.call("Drawn12Pane", "load", [text.model])
        return try reply.value([Item].self)
    }

    func post(count: Int, ref: Int, query: String) async throws -> [Int] {
        let reply = await board.call("Drawn12Pane", "post", [count.model, ref.model, query.model])
        return try reply.value([Int].self)
    }
}

/// How the model test drives Drawn12Pane: the action of each event, the name of each action.
enum Drawn12PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn12PaneAction? {
        switch event {
        case .request("load", let values):
            return .load(text: String(model: values[0]))
        case .request("post", let values):
            return .post(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .dismiss("post", _):
            return .dismissPostError
        case .startPolling("post", let values):
            return .startPollingPost(count: Int(model: values[0]), ref: Int(model: values[1]))
        case .stopPolling("post", _):
            return .stopPollingPost
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
    static func name(of action: Drawn12PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn12PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "loadItems = \(state.loadItems.model)",
            "postValue = \(state.postValue.model)",
            "loadStatus = \(ObservedStatus.text(of: state.loadStatus))",
            "loadError = \(ObservedStatus.text(of: state.loadError))",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
        ]
        return lines
    }
}
