// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn02Row: every call waits on the board until the test answers it.
struct Drawn02RowTestService: Drawn02RowService {
    let board: CallBoard

    func upload(id: Int, query: String) async throws {
        let reply = await board.call("Drawn02Row", "upload", [id.model, query.model])
        return try reply.void()
    }

    func post(id: Int, query: String) async throws(ModelFailure) -> [Int] {
        let reply = await board.call("Drawn02Row", "post", [id.model, query.model])
        return try reply.value([Int].self)
    }
}

/// How the model test drives Drawn02Row: the action of each event, the name of each action.
enum Drawn02RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn02RowAction? {
        switch event {
        case .request("upload", _):
            return .upload
        case .force("upload", _):
            return .forceUpload
        case .request("post", _):
            return .post
        case .dismiss("post", _):
            return .dismissPostError
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("ready", let value):
            return .readyChanged(Bool(model: value))
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn02RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn02RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "postValue = \(state.postValue.model)",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
        ]
        return lines
    }
}
