// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn04Row: every call waits on the board until the test answers it.
struct Drawn04RowTestService: Drawn04RowService {
    let board: CallBoard

    func fetch(_ value: Int, id: Int) async throws -> [Int] {
        let reply = await board.call("Drawn04Row", "fetch", [value.model, id.model])
        return try reply.value([Int].self)
    }

    func upload(id: Int, query: String) async throws -> Int {
        let reply = await board.call("Drawn04Row", "upload", [id.model, query.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn04Row: the action of each event, the name of each action.
enum Drawn04RowDriver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn04RowAction? {
        switch event {
        case .request("fetch", let values):
            return .fetch(Int(model: values[0]))
        case .force("fetch", let values):
            return .forceFetch(Int(model: values[0]))
        case .cancel("fetch", _):
            return .cancelFetch
        case .startPolling("fetch", let values):
            return .startPollingFetch(Int(model: values[0]))
        case .stopPolling("fetch", _):
            return .stopPollingFetch
        case .request("upload", _):
            return .upload
        case .cancel("upload", _):
            return .cancelUpload
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
    static func name(of action: Drawn04RowAction) -> String {
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn04RowState) -> [String] {
        let lines = [
            "id = \(state.id.model)",
            "query = \(state.query.model)",
            "ready = \(state.ready.model)",
            "fetchValue = \(state.fetchValue.model)",
            "uploadItems = \(state.uploadItems.model)",
            "fetchStatus = \(ObservedStatus.text(of: state.fetchStatus))",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
        ]
        return lines
    }
}
