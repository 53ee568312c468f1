// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn09Pane: every call waits on the board until the test answers it.
struct Drawn09PaneTestService: Drawn09PaneService {
    let board: CallBoard

    func fetch(ref: Int, id: Int, query: String) async throws -> [Int] {
        let reply = await board.call("Drawn09Pane", "fetch", [ref.model, id.model, query.model])
        return try reply.value([Int].self)
    }

    func upload(ref: Int) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn09Pane", "upload", [ref.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn09Pane: the action of each event, the name of each action.
enum Drawn09PaneDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn09PaneAction? {
        switch event {
        case .request("fetch", let values):
            return .fetch(ref: Int(model: values[0]))
        case .force("fetch", let values):
            return .forceFetch(ref: Int(model: values[0]))
        case .request("upload", let values):
            return .upload(ref: Int(model: values[0]))
        case .cancel("upload", let key):
            return .cancelUpload(ref: Int(model: key!))
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
    static func name(of action: Drawn09PaneAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn09PaneState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "fetchValue = \(state.fetchValue.model)",
            "uploadByKey = \(state.uploadByKey.model)",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
        ]
        return lines
    }
}
