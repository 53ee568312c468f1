// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn04Row: every call waits on the board until the test answers it.
struct Drawn04RowTestService: Drawn04RowService {
    let board: CallBoard

    func post(text: String, count: Int, id: Int) async throws {
        let reply = await board.call("Drawn04Row", "post", [text.model, count.model, id.model])
        return try reply.void()
    }

    func sync(text: String, id: Int, ready: Bool) async throws(ModelFailure) -> String {
        let reply = await board.call("Drawn04Row", "sync", [text.model, id.model, ready.model])
        return try reply.value(String.self)
    }
}

/// How the model test drives Drawn04Row: the action of each event, the name of each action.
enum Drawn04RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn04RowAction? {
        switch event {
        case .request("post", let values):
            return .post(text: String(model: values[0]), count: Int(model: values[1]))
        case .cancel("post", _):
            return .cancelPost
        case .dismiss("post", _):
            return .dismissPostError
        case .startPolling("post", let values):
            return .startPollingPost(text: String(model: values[0]), count: Int(model: values[1]))
        case .stopPolling("post", _):
            return .stopPollingPost
        case .request("sync", let values):
            return .sync(text: String(model: values[0]))
        case .cancel("sync", let key):
            return .cancelSync(text: String(model: key!))
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
    static func name(of action: Drawn04RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn04RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "syncByKey = \(state.syncByKey.model)",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "postError = \(ObservedStatus.text(of: state.postError))",
            "syncStatus = \(ObservedStatus.text(of: state.syncStatus))",
        ]
        return lines
    }
}
